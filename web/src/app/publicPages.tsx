import { createContext, lazy, useContext, type ComponentType } from 'react';

/**
 * Each public page is its own chunk, loaded when its route renders. The server render records
 * which page modules it used (by their source path, the key of Vite's build manifest) so the HTML
 * can preload exactly those chunks: hydration then finds the code already fetched and keeps the
 * server's markup on screen instead of flashing a fallback.
 */
export const RenderedPageModules = createContext<Set<string> | null>(null);

function lazyPage<M>(source: string, load: () => Promise<M>, pick: (m: M) => ComponentType) {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  function Page() {
    useContext(RenderedPageModules)?.add(source);
    return <Lazy />;
  }
  Page.displayName = `Page(${source})`;
  return Page;
}

export const HomePage = lazyPage('src/features/home/index.ts', () => import('../features/home'), (m) => m.HomePage);
export const LineupPage = lazyPage('src/features/lineup/index.ts', () => import('../features/lineup'), (m) => m.LineupPage);
export const RunningOrderPage = lazyPage('src/features/schedule/RunningOrderPage.tsx', async () => (await import('../features/schedule')).loadRunningOrderPage(), (page) => page);
export const MySchedulePage = lazyPage('src/features/schedule/MySchedulePage.tsx', async () => (await import('../features/schedule')).loadMySchedulePage(), (page) => page);
export const NewsListPage = lazyPage('src/features/news/index.ts', () => import('../features/news'), (m) => m.NewsListPage);
export const NewsArticlePage = lazyPage('src/features/news/index.ts', () => import('../features/news'), (m) => m.NewsArticlePage);
export const InfoPage = lazyPage('src/features/info/index.ts', () => import('../features/info'), (m) => m.InfoPage);
export const ArchivePage = lazyPage('src/features/archive/index.ts', () => import('../features/archive'), (m) => m.ArchivePage);
export const ContactPage = lazyPage('src/features/contact/index.ts', () => import('../features/contact'), (m) => m.ContactPage);
export const ComingSoonPage = lazyPage('src/features/coming-soon/index.ts', () => import('../features/coming-soon'), (m) => m.ComingSoonPage);
export const LoginPage = lazyPage('src/features/auth/index.ts', () => import('../features/auth'), (m) => m.LoginPage);
