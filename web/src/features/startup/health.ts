import { useEffect, useState } from 'react';

export type HealthStatus = 'checking' | 'ok' | 'failed';

/** GET /api/health: any 2xx passes; anything else (503, network error) fails. */
export async function checkHealth(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl('/api/health', { headers: { Accept: 'application/json' }, cache: 'no-store' });
    // Read the body so the request completes (an unread body keeps the connection busy).
    await res.text().catch(() => '');
    return res.ok;
  } catch {
    return false;
  }
}

let startupCheck: Promise<boolean> | null = null;

/** Runs the startup check once per app start (shared by every caller, StrictMode included). */
export function useStartupHealth(initial: HealthStatus = 'checking'): HealthStatus {
  const [status, setStatus] = useState<HealthStatus>(initial);
  useEffect(() => {
    // A server-rendered page proves the server was up a moment ago: no second check.
    if (initial !== 'checking') return;
    let alive = true;
    startupCheck ??= checkHealth();
    startupCheck.then((ok) => alive && setStatus(ok ? 'ok' : 'failed'));
    return () => {
      alive = false;
    };
  }, [initial]);
  return status;
}

/** Tests only: forget the memoized startup check. */
export function resetStartupHealth() {
  startupCheck = null;
}
