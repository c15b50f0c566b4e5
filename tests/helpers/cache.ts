import { adminApp, type TestApp } from './test-app';

/** Waits until the app hears other instances (PostgreSQL: its LISTEN connection is up); at once on PGlite. */
export async function untilInSync(t: TestApp, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!t.services.content.inSync()) {
    if (Date.now() > deadline) throw new Error('the content listener did not connect');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A test file's app with an admin's bearer token, hearing other instances before its first request. */
export async function syncedAdminApp(env: Record<string, string> = {}): Promise<{ t: TestApp; admin: string }> {
  const { t, admin } = await adminApp(env);
  await untilInSync(t);
  return { t, admin };
}
