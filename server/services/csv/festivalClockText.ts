import { TZDate } from '@date-fns/tz';
import { FESTIVAL_TIME_ZONE } from '@domain/festivalTime';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as festival time for a spreadsheet: `2026-09-25 20:00`. */
export function festivalDateTimeText(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new TZDate(new Date(iso).getTime(), FESTIVAL_TIME_ZONE);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * `2026-09-25 20:00` (or with a `T`) in festival time → the instant as ISO 8601; an ISO instant
 * with its own offset is taken as it is. Undefined when the text is neither.
 */
export function parseFestivalDateTime(text: string): string | undefined {
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/.exec(text.trim());
  if (local) {
    const [, y, mo, d, h, mi] = local.map(Number) as number[];
    const at = new TZDate(y!, mo! - 1, d!, h!, mi!, FESTIVAL_TIME_ZONE);
    // A date that rolled over (2026-02-30) is not the one written.
    if (at.getMonth() !== mo! - 1 || at.getDate() !== d! || Number.isNaN(at.getTime())) return undefined;
    return new Date(at.getTime()).toISOString();
  }
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text.trim()) ? new Date(text.trim()) : null;
  return instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : undefined;
}
