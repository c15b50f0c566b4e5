import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ADMIN, copyDataDir, removeCrashTemplate, startServer, stop, templateDataDir } from '../helpers/crash-trial';
import { photoJpeg } from '../helpers/images';

/**
 * SIGTERM while band uploads are in flight (an operator's restart, Ctrl-C, a release): every upload
 * already begun is answered 201 and stored, whether its body had all arrived (its image being
 * encoded) or was still on its way. The real server, over the embedded database, in a process group
 * of its own: the signal goes to the group, as Ctrl-C and a supervisor's group stop send it.
 */
const BOUNDARY = 'drainboundary';

function multipartBand(name: string, image: Buffer): Buffer {
  const field = (key: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(field('name', name) + field('country', 'Romania') + field('genre', 'Doom') + field('biography', 'Sent while the server was told to stop.')),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="band.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** An upload sent in two halves: `first` now, the rest when `finish()` is called. Resolves with the answer. */
function splitUpload(url: string, token: string, body: Buffer, first: number) {
  const target = new URL('/api/lineup', url);
  let finish!: () => void;
  const started = Date.now();
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent: false, headers: { Authorization: token, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': body.length } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: `${text} (${Date.now() - started} ms)` }));
      },
    );
    req.on('error', reject);
    req.write(body.subarray(0, first));
    finish = () => req.end(body.subarray(first));
  });
  return { answered, finish: () => finish() };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the drain keeps every upload', () => {
  afterAll(removeCrashTemplate);

  it('SIGTERM with three band uploads in flight: all three answered 201 and stored', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-drain-'));
    copyDataDir(await templateDataDir(), dataDir);
    try {
      const first = await startServer(dataDir, { detached: true });
      const login = await fetch(`${first.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
      const token = `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
      const image = await photoJpeg(1600, 1000);
      const names = ['Drain One', 'Drain Two', 'Drain Three'];
      // The first body arrives whole (its image is being encoded at the signal); the others are half sent.
      const uploads = names.map((name, i) => {
        const body = multipartBand(name, image);
        return splitUpload(first.url, token, body, i === 0 ? body.length : Math.floor(body.length / 2));
      });
      uploads[0]!.finish();
      await delay(300);
      process.kill(-first.child.pid!, 'SIGTERM');
      await delay(300);
      uploads.slice(1).forEach((u) => u.finish());
      const signalledAt = Date.now();
      const answers = await Promise.all(uploads.map((u) => u.answered.catch((e: unknown) => ({ status: 0, text: `${String(e)} after ${Date.now() - signalledAt} ms` }))));
      await new Promise((resolve) => (first.child.exitCode !== null ? resolve(null) : first.child.once('exit', resolve)));
      expect(answers.map((a) => `${a.status} ${a.status === 201 ? '' : a.text.slice(0, 200)}`.trim())).toEqual(['201', '201', '201']);

      const second = await startServer(dataDir);
      try {
        const lineup = (await (await fetch(`${second.url}/api/lineup`)).json()) as { name: string; image: string }[];
        const stored = lineup.filter((b) => names.includes(b.name));
        expect(stored.map((b) => b.name).sort()).toEqual([...names].sort());
        for (const band of stored) expect((await fetch(`${second.url}${band.image}`)).status).toBe(200);
      } finally {
        await stop(second.child, 'SIGTERM');
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
