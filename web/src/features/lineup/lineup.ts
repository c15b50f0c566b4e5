import { DEFAULT_ORDER, PERFORMANCE_DAYS, type PerformanceDay } from '@domain/band-constants';

export { DEFAULT_ORDER, PERFORMANCE_DAYS, type PerformanceDay };

export interface LineupBand {
  name: string;
  performanceDay?: string | null;
  order?: number | null;
}

/**
 * One group per festival day (`days`: the festival's settings, the spec's three by default).
 * Bands lacking a (known) performanceDay go to the first day; within a day sorted by order
 * ascending, a missing order counting as 999 (last). Ties keep a stable name order.
 */
export function groupLineup<B extends LineupBand>(bands: readonly B[], days: readonly string[] = PERFORMANCE_DAYS): { day: string; bands: B[] }[] {
  const dayList = days.length > 0 ? days : PERFORMANCE_DAYS;
  const groups = new Map<string, B[]>(dayList.map((d) => [d, []]));
  for (const band of bands) {
    const day = dayList.includes(band.performanceDay ?? '') ? band.performanceDay! : dayList[0]!;
    groups.get(day)!.push(band);
  }
  const orderOf = (b: B) => (typeof b.order === 'number' && Number.isFinite(b.order) ? b.order : DEFAULT_ORDER);
  return dayList.map((day) => ({
    day,
    bands: [...groups.get(day)!].sort((a, b) => orderOf(a) - orderOf(b) || a.name.localeCompare(b.name)),
  }));
}

/**
 * The Spotify link is rewritten to its embed form:
 * https://open.spotify.com/artist/ID → https://open.spotify.com/embed/artist/ID (also /intl-xx/ links,
 * spotify:artist:ID URIs; embed links stay). Anything that is not a Spotify link → null (not embedded).
 */
export function toSpotifyEmbed(link: string | null | undefined): string | null {
  const raw = (link ?? '').trim();
  if (!raw) return null;
  const uri = /^spotify:(artist|album|track|playlist|show|episode):([A-Za-z0-9]+)$/.exec(raw);
  if (uri) return `https://open.spotify.com/embed/${uri[1]}/${uri[2]}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.hostname !== 'open.spotify.com') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0]?.startsWith('intl-')) segments.shift();
  if (segments[0] === 'embed') segments.shift();
  if (segments.length < 2) return null;
  return `https://open.spotify.com/embed/${segments.join('/')}`;
}
