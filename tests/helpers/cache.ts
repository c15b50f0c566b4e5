import type { TestApp } from './test-app';

/** Waits until the app hears other instances (PostgreSQL: its LISTEN connection is up); at once on PGlite. */
export async function untilInSync(t: TestApp, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!t.services.content.inSync()) {
    if (Date.now() > deadline) throw new Error('the content listener did not connect');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
