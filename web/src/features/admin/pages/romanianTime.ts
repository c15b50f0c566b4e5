/**
 * The countdown is stored as an instant; the editor shows and takes it as Romanian
 * time with a fixed +3 hours offset (GMT+3): +3 h for display, −3 h on save.
 */
export const ROMANIAN_OFFSET_HOURS = 3;
const OFFSET_MS = ROMANIAN_OFFSET_HOURS * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant → 'YYYY-MM-DDTHH:mm' for a datetime-local input, in Romanian time. '' if invalid. */
export function instantToRomanianInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** 'YYYY-MM-DDTHH:mm[:ss]' read as Romanian time → ISO instant (UTC). null if invalid. */
export function romanianInputToInstant(value: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec((value ?? '').trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (Number.isNaN(asUtc)) return null;
  return new Date(asUtc - OFFSET_MS).toISOString();
}

/** The current Romanian time as 'YYYY-MM-DD HH:mm:ss'. */
export function formatRomanianNow(now: Date = new Date()): string {
  const d = new Date(now.getTime() + OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
