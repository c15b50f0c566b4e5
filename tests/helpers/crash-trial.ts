import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One crash trial on the embedded database: start the real server over its own data directory,
 * write bands with images from several clients at once, SIGKILL the process mid-way, start it again
 * on the same directory, and check that every write that was acknowledged (201) is there and every
 * stored image is served byte for byte.
 *
 * Each trial's directory is a copy of one made once per process (initdb, migrations, the admin):
 * creating a database costs ~20 s at load and is not what is on trial; opening one, writing and
 * recovering are. The kill is timed from the first acknowledged write, so every trial kills the
 * server while its writers have requests in flight and writes already acknowledged.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'crash@example.com', password: 'crash-secret' };

export interface TrialResult {
  acknowledged: number;
  missing: string[];
}

/** The real server (boot/main.ts) over `dataDir`; `detached` gives it a process group of its own (to signal it whole, as Ctrl-C does). */
export function startServer(dataDir: string, { detached = false } = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'boot/main.ts')], {
    cwd: ROOT,
    detached,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET: 'crash-secret-key', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WEB_DIST_DIR: path.join(dataDir, 'no-web') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 150_000);
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /Metal Gates: (http:\/\/localhost:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.stderr!.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening: ${out}`));
    });
  });
}

export const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

let template: Promise<string> | undefined;

/** A data directory with the schema and the admin in it, made once per process (see removeCrashTemplate). */
export function templateDataDir(): Promise<string> {
  template ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-crash-template-'));
    const { child } = await startServer(dir);
    await stop(child, 'SIGTERM');
    return dir;
  })();
  return template;
}

/**
 * Copies a stopped server's data directory, leaving out socket files (a server's backup socket,
 * server/backup/control-socket.ts, can outlive it; cp refuses to copy one).
 */
export function copyDataDir(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, filter: (source) => !fs.lstatSync(source).isSocket() });
}

/** Removes the trials' template directory, once the last trial is done. */
export async function removeCrashTemplate(): Promise<void> {
  if (template) fs.rmSync(await template, { recursive: true, force: true });
  template = undefined;
}

/** `time` resolves `ms` after the first acknowledged write (`acked()`), or after `limitMs` whatever happens. */
function afterFirstAck(ms: number, limitMs: number) {
  const timers: NodeJS.Timeout[] = [];
  let acked!: () => void;
  const time = new Promise<void>((resolve) => {
    timers.push(setTimeout(resolve, limitMs));
    acked = () => {
      if (timers.length === 1) timers.push(setTimeout(resolve, ms));
    };
  }).finally(() => timers.forEach(clearTimeout));
  return { acked, time };
}

export async function crashTrial(image: Buffer, { writers = 4, killAfterMs = Math.random() * 1000 } = {}): Promise<TrialResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-crash-'));
  copyDataDir(await templateDataDir(), dataDir);
  const acknowledged: { id: string; image: string }[] = [];
  const kill = afterFirstAck(killAfterMs, 120_000);
  try {
    const first = await startServer(dataDir);
    const login = await fetch(`${first.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    let killed = false;
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const form = new FormData();
        form.set('name', `Band ${w}-${i}`);
        form.set('country', 'Romania');
        form.set('biography', 'Written just before the crash.');
        form.set('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'band.png');
        try {
          const res = await fetch(`${first.url}/api/lineup`, { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` }, body: form });
          if (res.status !== 201) continue;
          const { band } = (await res.json()) as { band: { _id: string; image: string } };
          acknowledged.push({ id: band._id, image: band.image });
          kill.acked();
        } catch {
          return; // the connection died with the server: this write was never acknowledged
        }
      }
    };
    const writing = Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
    await kill.time;
    killed = true;
    await stop(first.child, 'SIGKILL');
    await writing;

    const second = await startServer(dataDir);
    const missing: string[] = [];
    try {
      for (const { id, image: imagePath } of acknowledged) {
        const band = await fetch(`${second.url}/api/lineup/${id}`);
        if (band.status !== 200) missing.push(`band ${id}: ${band.status}`);
        const file = await fetch(`${second.url}${imagePath.startsWith('/') ? '' : '/api/'}${imagePath}`);
        const bytes = Buffer.from(await file.arrayBuffer());
        if (file.status !== 200 || !bytes.equals(image)) missing.push(`image ${imagePath}: ${file.status} ${bytes.length} bytes`);
      }
    } finally {
      await stop(second.child, 'SIGTERM');
    }
    return { acknowledged: acknowledged.length, missing };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
