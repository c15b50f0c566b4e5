// The countdown's arithmetic, without React: the page-start script (start.ts) ticks a server-rendered
// countdown with it before the app runs.

/** The default countdown target when site assets carry none (or an unreadable one). */
export const DEFAULT_COUNTDOWN_TARGET = '2025-09-26T14:00:00.000Z';
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The target instant in ms: the given ISO instant when valid, else the built-in default. */
export function countdownTarget(iso: string | null | undefined): number {
  const t = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(t) ? t : Date.parse(DEFAULT_COUNTDOWN_TARGET);
}

/** Time left until `target`; all zeros at or after it. */
export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
