import { TZDate } from '@date-fns/tz';
import { FESTIVAL_TIME_ZONE } from '@domain/festivalTime';

/**
 * Set times and the countdown are instants; the admin enters and reads them in festival time
 * (Europe/Bucharest, with its summer-time rules), whatever the admin's own device time zone.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant → 'YYYY-MM-DDTHH:mm' (a datetime-local value) in festival time; '' if missing or invalid. */
export function instantToFestivalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new TZDate(t, FESTIVAL_TIME_ZONE);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'YYYY-MM-DDTHH:mm' read as festival time → ISO instant (UTC); null if blank or malformed. */
export function festivalInputToInstant(value: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value?.trim() ?? '');
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new TZDate(y!, mo! - 1, d!, h!, mi!, s ?? 0, FESTIVAL_TIME_ZONE);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime()).toISOString();
}

/** The current festival time as 'YYYY-MM-DD HH:mm:ss' (the countdown editor's clock). */
export function formatFestivalNow(now: Date = new Date()): string {
  const d = new TZDate(now.getTime(), FESTIVAL_TIME_ZONE);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** 'HH:mm' in festival time, for lists. */
export function festivalClock(iso: string): string {
  return instantToFestivalInput(iso).slice(11);
}
