import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../auth';
import { AdminTheme } from './adminSystem';

const RELOAD_FLAG = 'mg-admin-chunk-reload';

/**
 * The back office is loaded on demand, so public visitors never download it. After a new
 * deployment an open tab may ask for chunks that no longer exist: reload once to get the new
 * build; if that does not help either, the error boundary below offers a reload.
 */
function lazyScreen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
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
const LineupAdmin = lazyScreen(() => import('./lineup/LineupAdmin'), (m) => m.LineupAdmin);
const NewsAdmin = lazyScreen(() => import('./news/NewsAdmin'), (m) => m.NewsAdmin);
const PageContentAdmin = lazyScreen(() => import('./pages/PageContentAdmin'), (m) => m.PageContentAdmin);
const ArchiveAdmin = lazyScreen(() => import('./archive/ArchiveAdmin'), (m) => m.ArchiveAdmin);
const SettingsAdmin = lazyScreen(() => import('./settings/SettingsAdmin'), (m) => m.SettingsAdmin);

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

/** Every /admin/* screen, all behind the admin-only guard. */
export function AdminRoutes() {
  return (
    <AdminTheme>
      <ProtectedRoute adminOnly>
        <AdminErrorBoundary>
          <Suspense fallback={<FullScreenSpinner />}>
            <Routes>
              <Route element={<AdminLayout />}>
                <Route index element={<Dashboard />} />
                <Route path="lineup" element={<LineupAdmin />} />
                <Route path="news" element={<NewsAdmin />} />
                <Route path="pages" element={<PageContentAdmin />} />
                <Route path="archive" element={<ArchiveAdmin />} />
                <Route path="settings" element={<SettingsAdmin />} />
                <Route path="*" element={<Navigate to="/admin" replace />} />
              </Route>
            </Routes>
          </Suspense>
        </AdminErrorBoundary>
      </ProtectedRoute>
    </AdminTheme>
  );
}
