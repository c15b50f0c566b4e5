import { FESTIVAL_TIME_ZONE, NIGHT_ENDS_AT_HOUR } from '@domain/festivalTime';
import { LOCALE_TAGS, type SiteLocale } from '@domain/siteLocale';

/**
 * A formatter made on first use: the lineup page loads this module for its favourite buttons
 * without showing a time, and a page's first Intl date formatter loads the browser's locale data
 * (on the home page that was ~150 ms of hydration on a phone-speed CPU; see shared/lib/format.ts).
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, { timeZone: FESTIVAL_TIME_ZONE, ...options }));
}

const timeFormat = formatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayOptions: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const dayFormats: Record<SiteLocale, () => Intl.DateTimeFormat> = { en: formatter('en-GB', dayOptions), ro: formatter(LOCALE_TAGS.ro, dayOptions) };
const dateKeyFormat = formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });


/** "20:00" on the festival clock. */
export function festivalTime(iso: string): string {
  return timeFormat().format(new Date(iso));
}

/** "20:00–21:00" on the festival clock. */
export function festivalTimeRange(startsAt: string, endsAt: string): string {
  return `${festivalTime(startsAt)}–${festivalTime(endsAt)}`;
}

/**
 * The festival day a set belongs to, as YYYY-MM-DD on the festival clock; a set starting after
 * midnight but before 06:00 counts as the previous day (the night is not over).
 */
export function festivalDayKey(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() - NIGHT_ENDS_AT_HOUR * 3600_000);
  return dateKeyFormat().format(shifted);
}

/** "Friday 26 September" ("vineri, 26 septembrie") for a day key from festivalDayKey. */
export function festivalDayLabel(dayKey: string, locale: SiteLocale = 'en'): string {
  // Noon UTC of that date is the same calendar date in Bucharest.
  return dayFormats[locale]().format(new Date(`${dayKey}T12:00:00Z`));
}
