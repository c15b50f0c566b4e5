import type { ApolloClient } from '@apollo/client';
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../features/layout';
import { NotFoundPage } from '../features/not-found';
import { StartupLoading, StartupUnavailable, useStartupHealth, useVisitLog, type HealthStatus } from '../features/startup';
import { announceAppReady } from '../shared/lib/appReady';
import { AppProvider } from './provider';
import {
  ArchivePage,
  ComingSoonPage,
  ContactPage,
  HomePage,
  InfoPage,
  LineupPage,
  LoginPage,
  MySchedulePage,
  NewsArticlePage,
  NewsListPage,
  RunningOrderPage,
} from './publicPages';

// The whole back office (its guard, forms, dropzone, charts) is one lazy import: public chunks never carry it.
const AdminRoutes = lazy(async () => ({ default: (await import('../features/admin')).AdminRoutes }));

export interface AppRoutesProps {
  /** 'ok' when the page was rendered by a healthy server: the startup check is skipped. */
  initialHealth?: HealthStatus;
}

/**
 * Route table. While the startup check (GET /api/health) runs: full-screen Loading.
 * Passing: the whole site. Failing: only /login and /admin/*, and a fallback screen elsewhere.
 */
export function AppRoutes({ initialHealth }: AppRoutesProps = {}) {
  const status = useStartupHealth(initialHealth);
  useVisitLog(status === 'ok');
  if (status === 'checking') return <StartupLoading />;
  return (
    <Suspense fallback={<StartupLoading />}>
      <AppReady />
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
    </Suspense>
  );
}

/**
 * Announces that the app has the page (app/pageStart.ts replays a held tap then). Inside the routes'
 * Suspense boundary: its effect runs once the page it shares the boundary with has hydrated too.
 */
function AppReady() {
  useEffect(() => announceAppReady(), []);
  return null;
}

export interface AppProps extends AppRoutesProps {
  /** A client whose cache already holds the server render's data (hydration). */
  client?: ApolloClient;
}

/**
 * BrowserRouter, not a data router: the data router costs every public page ~14 KB of first-load
 * JavaScript (brotli), and the back office's unsaved-changes guard holds navigation back without it
 * (features/admin/common/unsavedChanges.tsx).
 */
export function App({ client, initialHealth }: AppProps = {}) {
  return (
    <AppProvider client={client}>
      <BrowserRouter>
        <AppRoutes initialHealth={initialHealth} />
      </BrowserRouter>
    </AppProvider>
  );
}
