import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, countdownParts, countdownTarget, type CountdownParts } from './countdownTime';

/** Re-renders every second with the time left until `iso` (or the default target). */
export function useCountdown(iso: string | null | undefined): CountdownParts {
  const target = countdownTarget(iso);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (Date.now() >= target) return;
    const id = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [target]);
  return countdownParts(target, now);
}
