/** Page keys whose title and description come from site assets, with built-in fallbacks. */
export type PageKey = 'login' | 'home' | 'lineup' | 'news' | 'info' | 'archive' | 'contact' | 'notFound';

export const PAGE_KEYS: PageKey[] = ['login', 'home', 'lineup', 'news', 'info', 'archive', 'contact', 'notFound'];

export const DEFAULT_TITLES: Record<PageKey, string> = {
  login: 'Admin Login | Metal Gates Festival',
  home: 'Metal Gates Festival | Heavy Metal in Bucharest',
  lineup: 'Lineup | Metal Gates Festival',
  news: 'News | Metal Gates Festival',
  info: 'Festival Info | Metal Gates Festival',
  archive: 'Archive | Metal Gates Festival',
  contact: 'Contact | Metal Gates Festival',
  notFound: 'Page Not Found | Metal Gates Festival',
};

export const DEFAULT_DESCRIPTIONS: Record<PageKey, string> = {
  login: 'Sign in to the Metal Gates Festival back office.',
  home: 'Metal Gates Festival: three days of heavy metal in Bucharest. Countdown, latest news, lineup and tickets.',
  lineup: 'The Metal Gates Festival lineup: every band on the warmup day, day 1 and day 2.',
  news: 'The latest news from Metal Gates Festival: band announcements, tickets and festival updates.',
  info: 'Everything you need to know before Metal Gates Festival: location, travel, accommodation, rules and FAQ.',
  archive: 'Past editions of Metal Gates Festival: posters, lineups and memories.',
  contact: 'Get in touch with the Metal Gates Festival team: booking, press and general questions.',
  notFound: 'The page you were looking for does not exist on the Metal Gates Festival website.',
};

type TextMap = Record<string, string> | null | undefined;

function pick(map: TextMap, key: string): string | undefined {
  const v = map?.[key];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/** The title and description a page shows: site assets first, then the built-in fallback. */
export function resolvePageMeta(
  key: PageKey,
  seoTitles?: TextMap,
  seoDescriptions?: TextMap,
): { title: string; description: string } {
  return {
    title: pick(seoTitles, key) ?? DEFAULT_TITLES[key],
    description: pick(seoDescriptions, key) ?? DEFAULT_DESCRIPTIONS[key],
  };
}
