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
export function useStartupHealth(): HealthStatus {
  const [status, setStatus] = useState<HealthStatus>('checking');
  useEffect(() => {
    let alive = true;
    startupCheck ??= checkHealth();
    startupCheck.then((ok) => alive && setStatus(ok ? 'ok' : 'failed'));
    return () => {
      alive = false;
    };
  }, []);
  return status;
}

/** Tests only: forget the memoized startup check. */
export function resetStartupHealth() {
  startupCheck = null;
}
