import type { TestApp } from './test-app';

/** Waits until the app hears other instances (PostgreSQL: its LISTEN connection is up); at once on PGlite. */
export async function untilInSync(t: TestApp, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!t.services.content.inSync()) {
    if (Date.now() > deadline) throw new Error('the content listener did not connect');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** supertest's parser for bodies it should hand back as raw bytes (compressed or binary). */
export const rawBody = (res: NodeJS.ReadableStream, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
