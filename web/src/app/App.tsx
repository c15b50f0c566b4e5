import type { ApolloClient } from '@apollo/client';
import type { I18n } from '@lingui/core';
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../features/layout';
import { NotFoundPage } from '../features/not-found';
import { StartupLoading, StartupUnavailable, useStartupHealth, useVisitLog, type HealthStatus } from '../features/startup';
import { localeOf, useLocale } from '../shared/i18n';
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
  // The back office, its login and the coming-soon page are English only: under /ro they are not found.
  const english = useLocale() === 'en';
  if (status === 'checking') return <StartupLoading />;
  return (
    <Suspense fallback={<StartupLoading />}>
      <AppReady />
      <Routes>
        {english && <Route path="/login" element={<LoginPage />} />}
        {english && <Route path="/admin/*" element={<AdminRoutes />} />}
        {status === 'ok' ? (
          <>
            {english && <Route path="/coming-soon" element={<ComingSoonPage />} />}
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
  /** The page's language (loadI18n): English when not given. */
  i18n?: I18n;
}

/**
 * BrowserRouter, not a data router: the data router costs every public page ~14 KB of first-load
 * JavaScript (brotli), and the back office's unsaved-changes guard holds navigation back without it
 * (features/admin/common/unsavedChanges.tsx).
 *
 * A Romanian page's router has the basename /ro: the route table and every link stay as they are
 * (`/lineup` is /ro/lineup there), and the language never changes inside one app (the language
 * switch is a full navigation: the other language is another server-rendered page).
 */
export function App({ client, initialHealth, i18n }: AppProps = {}) {
  return (
    <AppProvider client={client} i18n={i18n}>
      <BrowserRouter basename={routerBasename(i18n)}>
        <AppRoutes initialHealth={initialHealth} />
      </BrowserRouter>
    </AppProvider>
  );
}

/** Where a page's routes start: /ro for Romanian, the site's root for English. */
export function routerBasename(i18n: I18n | undefined): string | undefined {
  return i18n && localeOf(i18n) === 'ro' ? '/ro' : undefined;
}
