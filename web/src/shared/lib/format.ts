import type { SiteLocale } from '@domain/siteLocale';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ROMANIAN_MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];

/**
 * 'September 26, 2025', in Romanian '26 septembrie 2025' (UTC, so every visitor sees the same day
 * the editors chose). Spelled out rather than through Intl: a page's first Intl date formatter
 * loads the browser's locale data, ~150 ms of the home page's hydration on a phone-speed CPU
 * (Chromium at 4x slow-down), for a date in one fixed format per language.
 */
export function formatDate(iso: string | null | undefined, locale: SiteLocale = 'en'): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  if (locale === 'ro') return `${d.getUTCDate()} ${ROMANIAN_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** Splits multiline text into non-empty paragraphs (line breaks separate paragraphs). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
