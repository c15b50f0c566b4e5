import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../auth';

// The back office is loaded on demand: public visitors never download it.
const AdminLayout = lazy(() => import('./shell/AdminLayout').then((m) => ({ default: m.AdminLayout })));
const Dashboard = lazy(() => import('./dashboard/Dashboard').then((m) => ({ default: m.Dashboard })));
const LineupAdmin = lazy(() => import('./lineup/LineupAdmin').then((m) => ({ default: m.LineupAdmin })));
const NewsAdmin = lazy(() => import('./news/NewsAdmin').then((m) => ({ default: m.NewsAdmin })));
const PageContentAdmin = lazy(() => import('./pages/PageContentAdmin').then((m) => ({ default: m.PageContentAdmin })));
const ArchiveAdmin = lazy(() => import('./archive/ArchiveAdmin').then((m) => ({ default: m.ArchiveAdmin })));
const SettingsAdmin = lazy(() => import('./settings/SettingsAdmin').then((m) => ({ default: m.SettingsAdmin })));

function FullScreenSpinner() {
  return (
    <Center minH="100vh" role="status" aria-label="Loading">
      <Spinner size="xl" color="blood.fg" />
    </Center>
  );
}

/** Every /admin/* screen, all behind the admin-only guard (spec §2, §6). */
export function AdminRoutes() {
  return (
    <ProtectedRoute adminOnly>
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
    </ProtectedRoute>
  );
}
