/**
 * The pages whose title and meta description come from the site assets, with the built-in
 * defaults used until an admin saves their own. The server's HTML previews, the site-assets
 * defaults and the web app's page titles all read these.
 */
export const SEO_PAGE_KEYS = ['login', 'home', 'lineup', 'news', 'info', 'archive', 'contact', 'notFound'] as const;
export type PageKey = (typeof SEO_PAGE_KEYS)[number];

export const SITE_NAME = 'Metal Gates Festival';

/** The /login page is the admin's sign-in screen, named "Login" in the product's page list. */
export const DEFAULT_SEO_TITLES: Record<PageKey, string> = {
  login: `Admin Login | ${SITE_NAME}`,
  home: `${SITE_NAME} | Heavy metal in Bucharest`,
  lineup: `Lineup | ${SITE_NAME}`,
  news: `News | ${SITE_NAME}`,
  info: `Festival info | ${SITE_NAME}`,
  archive: `Archive | ${SITE_NAME}`,
  contact: `Contact | ${SITE_NAME}`,
  notFound: `Page not found | ${SITE_NAME}`,
};

export const DEFAULT_SEO_DESCRIPTIONS: Record<PageKey, string> = {
  login: 'Staff sign-in for the Metal Gates Festival back office.',
  home: 'Metal Gates Festival: three days of heavy metal in Bucharest. Countdown, latest news and tickets.',
  lineup: 'The bands playing Metal Gates Festival, day by day: warm-up, day 1 and day 2.',
  news: 'The latest announcements and stories from Metal Gates Festival.',
  info: 'Location, travel, festival rules and answers to frequently asked questions.',
  archive: 'Past editions of Metal Gates Festival: posters, lineups and memories.',
  contact: 'Get in touch with the Metal Gates Festival team.',
  notFound: 'The page you are looking for does not exist.',
};

/** What a page's sitemap `lastmod` follows: a collection's newest change, or any change at all. */
export type LastmodSource = 'bands' | 'news' | 'archives' | 'any';

export interface PublicPage {
  path: string;
  key: PageKey;
  lastmod: LastmodSource;
  /** The main menu's label; pages without one are reached from another page (the lineup's tabs). */
  navLabel?: string;
}

/**
 * The public site's pages, once: the main menu, the sitemap and the page titles read this list.
 * News articles (/news/:id) are added one by one where they are needed.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', key: 'home', lastmod: 'any', navLabel: 'Home' },
  { path: '/lineup', key: 'lineup', lastmod: 'bands', navLabel: 'Lineup' },
  { path: '/lineup/running-order', key: 'lineup', lastmod: 'bands' },
  { path: '/lineup/my-schedule', key: 'lineup', lastmod: 'bands' },
  { path: '/news', key: 'news', lastmod: 'news', navLabel: 'News' },
  { path: '/info', key: 'info', lastmod: 'any', navLabel: 'Info' },
  { path: '/archive', key: 'archive', lastmod: 'archives', navLabel: 'Archive' },
  { path: '/contact', key: 'contact', lastmod: 'any', navLabel: 'Contact' },
];
