import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AdminRoutes } from '../features/admin';
import { ArchivePage } from '../features/archive';
import { LoginPage } from '../features/auth';
import { ComingSoonPage } from '../features/coming-soon';
import { ContactPage } from '../features/contact';
import { HomePage } from '../features/home';
import { InfoPage } from '../features/info';
import { PublicLayout } from '../features/layout';
import { LineupPage } from '../features/lineup';
import { NewsArticlePage, NewsListPage } from '../features/news';
import { NotFoundPage } from '../features/not-found';
import { MySchedulePage, RunningOrderPage } from '../features/schedule';
import { StartupLoading, StartupUnavailable, useStartupHealth, useVisitLog } from '../features/startup';
import { AppProvider } from './provider';

/**
 * Route table. While the startup check (GET /api/health) runs: full-screen Loading.
 * Passing: the whole site. Failing: only /login and /admin/*, and a fallback screen elsewhere.
 */
export function AppRoutes() {
  const status = useStartupHealth();
  useVisitLog(status === 'ok');
  if (status === 'checking') return <StartupLoading />;
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/admin/*" element={<AdminRoutes />} />
      {status === 'ok' ? (
        <>
          <Route path="/coming-soon" element={<ComingSoonPage />} />
          <Route element={<PublicLayout />}>
            <Route index element={<HomePage />} />
            <Route path="lineup" element={<LineupPage />} />
            <Route path="lineup/running-order" element={<RunningOrderPage />} />
            <Route path="lineup/my-schedule" element={<MySchedulePage />} />
            <Route path="news" element={<NewsListPage />} />
            <Route path="news/:id" element={<NewsArticlePage />} />
            <Route path="info" element={<InfoPage />} />
            <Route path="archive" element={<ArchivePage />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </>
      ) : (
        <Route path="*" element={<StartupUnavailable />} />
      )}
    </Routes>
  );
}

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
