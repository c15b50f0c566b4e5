import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startServer } from '../../boot';
import { loadConfig } from '../../server/config';
import { makePrivate, openDatabase } from '../../server/db/client';
import { applyServerTimeouts } from '../../server/http/timeouts';
import { openTestDatabase } from '../helpers/database';
import { createTestApp, type TestApp } from '../helpers/test-app';

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? [p, ...walk(p)] : [p];
  });

describe('private files', () => {
  it('creates the embedded database readable only by its user, whatever the umask', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mg-modes-')), 'data');
    const previous = process.umask(0);
    try {
      const database = await openDatabase({ dataDir: dir });
      await database.migrate();
      await database.close();
    } finally {
      process.umask(previous);
    }
    expect(modeOf(dir)).toBe(0o700);
    const entries = walk(dir);
    expect(entries.length).toBeGreaterThan(10);
    for (const p of entries) expect([p, modeOf(p)]).toEqual([p, fs.statSync(p).isDirectory() ? 0o700 : 0o600]);
  });

  it('fixes the modes of an existing directory on start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-fix-'));
    fs.mkdirSync(path.join(dir, 'base'), { mode: 0o777 });
    fs.writeFileSync(path.join(dir, 'base', 'file'), 'x', { mode: 0o666 });
    fs.chmodSync(dir, 0o777);
    fs.chmodSync(path.join(dir, 'base'), 0o777);
    fs.chmodSync(path.join(dir, 'base', 'file'), 0o666);
    makePrivate(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, 'base'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'base', 'file'))).toBe(0o600);
  });
});

describe('PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
    t = await createTestApp({ PUBLIC_URL: 'https://metalgates.ro/', WEB_DIST_DIR: web });
  });
  afterAll(() => t.close());

  it('is the origin of og:url and canonical, never the Host header', async () => {
    const res = await t.http.get('/lineup').set('Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta property="og:url" content="https://metalgates.ro/lineup" />');
    expect(res.text).toContain('<link rel="canonical" href="https://metalgates.ro/lineup" />');
    expect(res.text).not.toContain('evil.example');
  });
});

describe('timeouts', () => {
  let t: TestApp;
  let server: http.Server;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_MS: '400', HEADERS_TIMEOUT_MS: '2000', MAX_CONNECTIONS: '50' });
    server = http.createServer(t.app);
    applyServerTimeouts(server, t.config);
    await new Promise<void>((resolve) => server.listen(0, resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('reads the limits from the environment', () => {
    const config = loadConfig({});
    expect(config.timeouts).toEqual({ headersMs: 10_000, requestMs: 15_000, uploadRequestMs: 60_000, keepAliveMs: 5_000, maxConnections: 1_000 });
    expect(server.headersTimeout).toBe(2000);
    expect(server.requestTimeout).toBe(60_000);
    expect(server.maxConnections).toBe(50);
  });

  it('cuts off a body trickling in, instead of holding the connection', async () => {
    const { port } = server.address() as AddressInfo;
    const outcome = await new Promise<string>((resolve) => {
      const req = http.request({ port, path: '/api/contact', method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '1000' } });
      const drip = setInterval(() => req.write(' '), 100);
      req.on('response', (res) => {
        clearInterval(drip);
        resolve(`status ${res.statusCode}`);
        res.resume();
      });
      req.on('error', () => {
        clearInterval(drip);
        resolve('closed');
      });
      req.write('{');
    });
    expect(['status 408', 'closed']).toContain(outcome);
  });
});

describe('graceful shutdown', () => {
  it('says 503 at /api/ready while draining, answers the request in flight (never resets it), then stops listening', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', JWT_SECRET: 'test-secret', SHUTDOWN_DELAY_MS: '300', SHUTDOWN_TIMEOUT_MS: '120000', WEB_DIST_DIR: path.join(os.tmpdir(), 'no-web-dist') });
    const running = await startServer(config, { database: await openTestDatabase() });
    const port = Number(new URL(running.url).port);
    const ready = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      return `${res.status} ${JSON.stringify(await res.json())} ${res.headers.get('cache-control')}`;
    };
    expect(await ready()).toBe('200 {"status":"ready"} no-store');

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ name: 'Ana', email: 'ana@example.com', subject: 'Camping', message: 'Is there shade?' });
    const inFlight = new Promise<string>((resolve) => {
      const req = http.request({ port, path: '/api/contact', method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) } });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(`${res.statusCode}`));
      });
      req.on('error', (error) => resolve(`reset: ${error.message}`));
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 500);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = running.close();
    expect(await ready()).toBe('503 {"status":"draining"} no-store');
    expect(await inFlight).toBe('201');
    // Its kept-alive connection is closed once idle (else this waits for SHUTDOWN_TIMEOUT_MS, past the test's timeout).
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/api/ready`)).rejects.toThrow();
  });
});
