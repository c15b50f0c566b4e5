import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** "in 2 d 03:14:05", "in 03:14:05", or "now" once the instant is reached: the time left to a release's instant. */
export function countdownText(targetIso: string, now: number): string {
  const left = Math.floor((Date.parse(targetIso) - now) / 1000);
  if (!(left > 0)) return 'now';
  const days = Math.floor(left / 86_400);
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return days ? `in ${days} d ${clock}` : `in ${clock}`;
}

/** The time now, again every `everyMs` (the countdowns tick with it). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
