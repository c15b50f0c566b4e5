import { Navigate, Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../auth';
import { ArchiveAdmin } from './archive/ArchiveAdmin';
import { Dashboard } from './dashboard/Dashboard';
import { LineupAdmin } from './lineup/LineupAdmin';
import { NewsAdmin } from './news/NewsAdmin';
import { PageContentAdmin } from './pages/PageContentAdmin';
import { SettingsAdmin } from './settings/SettingsAdmin';
import { AdminLayout } from './shell/AdminLayout';

/** Every /admin/* screen, all behind the admin-only guard (spec §2, §6). */
export function AdminRoutes() {
  return (
    <ProtectedRoute adminOnly>
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
    </ProtectedRoute>
  );
}
