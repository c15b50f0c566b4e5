import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { TwoFactorStatusDocument } from './gql/graphql';
import { ProtectedRoute } from '../auth';
import { AdminTheme } from './adminSystem';
import { COLLECTION_SCREENS } from './generated/screens';
import { RequireCapability } from './shell/NoAccess';

const RELOAD_FLAG = 'mg-admin-chunk-reload';

/**
 * The back office is loaded on demand, so public visitors never download it. After a new
 * deployment an open tab may ask for chunks that no longer exist: reload once to get the new
 * build; if that does not help either, the error boundary below offers a reload.
 */
function lazyScreen<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  return lazy(async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOAD_FLAG);
      return { default: pick(module) };
    } catch (error) {
      if (!sessionStorage.getItem(RELOAD_FLAG)) {
        sessionStorage.setItem(RELOAD_FLAG, '1');
        window.location.reload();
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  });
}

const AdminLayout = lazyScreen(() => import('./shell/AdminLayout'), (m) => m.AdminLayout);
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), (m) => m.Dashboard);
const PageContentAdmin = lazyScreen(() => import('./pages/PageContentAdmin'), (m) => m.PageContentAdmin);
const SettingsAdmin = lazyScreen(() => import('./settings/SettingsAdmin'), (m) => m.SettingsAdmin);
const InboxAdmin = lazyScreen(() => import('./inbox/InboxAdmin'), (m) => m.InboxAdmin);
const TeamAdmin = lazyScreen(() => import('./team/TeamAdmin'), (m) => m.TeamAdmin);
const AccountAdmin = lazyScreen(() => import('./account/AccountAdmin'), (m) => m.AccountAdmin);
const ReleasesAdmin = lazyScreen(() => import('./releases/ReleasesAdmin'), (m) => m.ReleasesAdmin);
const TrashAdmin = lazyScreen(() => import('./history/TrashAdmin'), (m) => m.TrashAdmin);
const ActivityAdmin = lazyScreen(() => import('./history/ActivityAdmin'), (m) => m.ActivityAdmin);
const SetPasswordPage = lazyScreen(() => import('./access/SetPasswordPage'), (m) => m.SetPasswordPage);
/** Every registry collection's screen (generated from domain/collections.ts: lineup, news, archive, partners...). */
const COLLECTION_ROUTES = COLLECTION_SCREENS.map(({ route, capability, load }) => ({ route, capability, Screen: lazyScreen(load, (screen) => screen) }));

function FullScreenSpinner() {
  return (
    <Center minH="100vh" role="status" aria-label="Loading">
      <Spinner size="xl" color="blood.fg" />
    </Center>
  );
}

class AdminErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center minH="100vh" px="4">
        <Stack align="center" gap="4" textAlign="center">
          <Text fontSize="lg">The admin panel could not be loaded.</Text>
          <Button colorPalette="blood" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      </Center>
    );
  }
}

/**
 * While the team requires two-factor sign-in and this sign-in does not meet it (no TOTP, not made
 * with a passkey), every screen but Account sends them there (the server refuses everything else with 403 meanwhile).
 */
function TwoFactorGate({ children }: { children: ReactNode }) {
  const { data } = useQuery(TwoFactorStatusDocument, { fetchPolicy: 'cache-and-network' });
  const { pathname } = useLocation();
  const status = data?.twoFactor;
  if (status?.required && !status.satisfied && !pathname.startsWith('/admin/account')) return <Navigate to="/admin/account" replace />;
  return <>{children}</>;
}

/**
 * The back office's screens, behind the guard (admins and editors; a `user` is sent to /). A
 * screen the member's role may not use says so inside the shell, with the way back.
 */
function BackOffice() {
  return (
    <ProtectedRoute capability="backOffice">
      <TwoFactorGate>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route index element={<Dashboard />} />
            {COLLECTION_ROUTES.map(({ route, capability, Screen }) => (
              <Route
                key={route}
                path={route}
                element={
                  <RequireCapability capability={capability}>
                    <Screen />
                  </RequireCapability>
                }
              />
            ))}
            <Route
              path="pages"
              element={
                <RequireCapability capability="manageContent">
                  <PageContentAdmin />
                </RequireCapability>
              }
            />
            <Route
              path="settings"
              element={
                <RequireCapability capability="manageSettings">
                  <SettingsAdmin />
                </RequireCapability>
              }
            />
            <Route
              path="inbox"
              element={
                <RequireCapability capability="readInbox">
                  <InboxAdmin />
                </RequireCapability>
              }
            />
            <Route
              path="team"
              element={
                <RequireCapability capability="manageTeam">
                  <TeamAdmin />
                </RequireCapability>
              }
            />
            <Route
              path="releases"
              element={
                <RequireCapability capability="manageContent">
                  <ReleasesAdmin />
                </RequireCapability>
              }
            />
            <Route
              path="trash"
              element={
                <RequireCapability capability="manageContent">
                  <TrashAdmin />
                </RequireCapability>
              }
            />
            <Route
              path="activity"
              element={
                <RequireCapability capability="readAudit">
                  <ActivityAdmin />
                </RequireCapability>
              }
            />
            <Route path="account" element={<AccountAdmin />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Route>
        </Routes>
      </TwoFactorGate>
    </ProtectedRoute>
  );
}

/**
 * Every /admin/* screen. The invitation and reset-link pages are open to anyone holding the link;
 * the rest is the back office. The server refuses the same calls with 403 whatever is shown.
 */
export function AdminRoutes() {
  return (
    <AdminTheme>
      <AdminErrorBoundary>
        <Suspense fallback={<FullScreenSpinner />}>
          <Routes>
            <Route path="accept-invite" element={<SetPasswordPage kind="invite" />} />
            <Route path="reset-password" element={<SetPasswordPage kind="reset" />} />
            <Route path="*" element={<BackOffice />} />
          </Routes>
        </Suspense>
      </AdminErrorBoundary>
    </AdminTheme>
  );
}
