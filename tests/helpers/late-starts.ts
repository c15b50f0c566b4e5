/**
 * What a browser test file started, so it is closed even when it finished starting too late.
 *
 * A `beforeAll` that times out (a loaded CI machine) lets its server and Chromium finish starting
 * after the file's `afterAll` has run with nothing to close; their open handles then keep jest
 * alive until CI's time limit. `launchBrowser` and `startE2EServer` record every start here, and
 * the e2e project's setup (tests/setup/e2e-after-all.ts) waits for each and closes it.
 */
const starts = new Set<Promise<{ close(): Promise<unknown> }>>();

export function trackStart<T extends { close(): Promise<unknown> }>(start: Promise<T>): Promise<T> {
  starts.add(start);
  return start;
}

/** Waits for every start of this file and closes what started (closing twice is harmless). */
export async function closeEveryStart(): Promise<void> {
  const started = await Promise.allSettled([...starts]);
  starts.clear();
  await Promise.allSettled(started.map((s) => (s.status === 'fulfilled' ? s.value.close() : undefined)));
}
