import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { countStoredFiles } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let server: http.Server;
let base: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/**
 * Starts a multipart upload announcing `declaredBytes`, sends only its first megabyte and waits for
 * the answer. A server that reads the body before checking the caller never answers (the rest never
 * comes), so the promise resolves only when the refusal came first.
 */
function partialUpload(path: string, headers: Record<string, string>, declaredBytes: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const boundary = 'hostile';
    const req = http.request(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(declaredBytes), ...headers },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', (e) => reject(e));
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    req.write(Buffer.alloc(1024 * 1024));
  });
}

describe('nothing is read before it is allowed', () => {
  it('refuses an anonymous 100 MB REST multipart with 401 before reading its body', async () => {
    const res = await partialUpload('/api/lineup', {}, 100 * 1024 * 1024);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toEqual({ error: 'Authentication required' });
  });

  it('refuses a signed-in non-admin multipart with 403 before reading its body', async () => {
    const user = await t.userToken();
    const res = await partialUpload('/api/site-assets', { Authorization: user }, 100 * 1024 * 1024);
    expect(res.status).toBe(403);
  });

  it('refuses an anonymous GraphQL multipart before any Upload stream is read', async () => {
    const res = await partialUpload('/api/graphql', { 'Apollo-Require-Preflight': 'true' }, 100 * 1024 * 1024);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('limits multipart text fields to 64 KB and 30 fields', async () => {
    const before = await countStoredFiles(t);
    const big = await t.http
      .post('/api/news')
      .set('Authorization', admin)
      .field('title', 'T')
      .field('excerpt', 'e')
      .field('content', 'x'.repeat(64 * 1024 + 1));
    expect(big.status).toBe(400);
    const many = t.http.post('/api/news').set('Authorization', admin);
    for (let i = 0; i < 31; i++) many.field(`f${i}`, 'v');
    expect((await many).status).toBe(400);
    const within = await t.http
      .post('/api/news')
      .set('Authorization', admin)
      .field('title', 'T')
      .field('excerpt', 'e')
      .field('content', 'x'.repeat(40 * 1024))
      .field('publishedAt', '2026-01-01T00:00:00.000Z');
    expect(within.status).toBe(201);
    expect(await countStoredFiles(t)).toBe(before);
  });
});
