import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import request from 'supertest';
import { startServer } from '../../boot';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { createApp } from '../../server/http/app';
import { createServices } from '../../server/services';
import { createServerDatabase, testDbTarget } from '../helpers/database';

/**
 * Restarts against the same storage. In the pglite project that is a PGlite data directory in a
 * temp folder (what DATA_DIR does); in the server-postgres project it is one database on the
 * server at TEST_DATABASE_URL, opened, closed and opened again.
 */
const target = testDbTarget();

interface Place {
  open(): Promise<Database>;
  /** Config variables that make startServer use this place. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

const places: Place[] = [];
afterAll(async () => {
  for (const place of places) await place.remove();
  if (firstDataDir) fs.rmSync(await firstDataDir, { recursive: true, force: true });
});

let firstDataDir: Promise<string> | undefined;
/**
 * A data directory started once from empty (initdb in a child, the migrations) and closed. Each
 * place is a copy of it: a first start costs seconds of CPU and is done here once, while what is
 * on trial in each test is opening, closing and opening again.
 */
function startedDataDir(): Promise<string> {
  firstDataDir ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-persist-first-'));
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    await database.close();
    return dir;
  })();
  return firstDataDir;
}

async function newPlace(): Promise<Place> {
  let place: Place;
  if (target === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-persist-'));
    fs.cpSync(await startedDataDir(), dir, { recursive: true });
    place = {
      open: () => openDatabase({ dataDir: dir }),
      env: { DATA_DIR: dir },
      remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  } else {
    const scratch = await createServerDatabase('mg_persist');
    place = {
      open: () => openDatabase({ url: scratch.url }),
      env: { DATABASE_URL: scratch.url },
      remove: scratch.drop,
    };
  }
  places.push(place);
  return place;
}

/** One app instance over `place`, without JWT_SECRET so the generated one must be persisted. */
async function instance(place: Place, env: Record<string, string> = {}) {
  const database = await place.open();
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REGISTRATION: 'open', ...env });
  const logger = pino({ level: 'silent' });
  const services = createServices({ db: database.db, config, logger, now: () => new Date(), ping: database.ping });
  const app = createApp({ services, config, logger });
  return { http: request(app), services, database };
}

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe(`persistence across restarts (${target})`, () => {
  it('keeps users, the JWT secret and sessions: log in after a restart, old tokens still work', async () => {
    const place = await newPlace();
    const credentials = { email: 'keeper@example.com', password: 'persist-me' };

    const first = await instance(place);
    const registered = await first.http.post('/api/auth/register').send(credentials);
    expect(registered.status).toBe(201);
    const { accessToken, refreshToken } = registered.body;
    const secrets = await rowsOf<{ name: string }>(first.database, sql`select name from app_secrets`);
    expect(secrets.map((s) => s.name)).toContain('jwt');
    await first.database.close();

    const second = await instance(place);
    try {
      const login = await second.http.post('/api/auth/login').send(credentials);
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ email: credentials.email, role: 'admin' });
      const me = await second.http.get('/api/auth/me').set('Authorization', `Bearer ${accessToken}`);
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe(credentials.email);
      const refreshed = await second.http.post('/api/auth/refresh').send({ refreshToken });
      expect(refreshed.status).toBe(200);
    } finally {
      await second.database.close();
    }
  });

  it('a token signed with another secret is refused after a restart (the secret really is the persisted one)', async () => {
    const place = await newPlace();
    const first = await instance(place, { JWT_SECRET: 'configured-secret' });
    const registered = await first.http.post('/api/auth/register').send({ email: 'a@example.com', password: 'secret-1' });
    await first.database.close();
    const second = await instance(place); // no JWT_SECRET now: the persisted generated one
    try {
      const me = await second.http.get('/api/auth/me').set('Authorization', `Bearer ${registered.body.accessToken}`);
      expect(me.status).toBe(401);
    } finally {
      await second.database.close();
    }
  });

  it('running the migrations twice (and again after a restart) is harmless', async () => {
    const place = await newPlace();
    const journal = JSON.parse(fs.readFileSync(path.resolve('server/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const first = await instance(place);
    await first.database.migrate();
    await first.services.festivals.create({ user: { id: 'boot', role: 'admin' }, clientKey: 'test' }, { name: 'Kept' });
    await first.database.close();

    const again = await place.open();
    try {
      await again.migrate();
      await again.migrate();
      const applied = await rowsOf<{ id: number }>(again, sql`select id from drizzle.__drizzle_migrations`);
      expect(applied).toHaveLength(journal.entries.length);
      const festivals = await rowsOf<{ name: string }>(again, sql`select name from festivals`);
      expect(festivals.map((f) => f.name)).toEqual(['Kept']);
    } finally {
      await again.close();
    }
  });
});

describe(`first admin (${target})`, () => {
  it('creates admin@localhost with a random password only when no admin exists', async () => {
    const place = await newPlace();
    const app = await instance(place);
    try {
      const created = await app.services.auth.ensureFirstAdmin();
      expect(created).toEqual({ email: 'admin@localhost', password: expect.any(String) });
      expect(created!.password!.length).toBeGreaterThanOrEqual(12);
      const login = await app.http.post('/api/auth/login').send({ email: 'admin@localhost', password: created!.password });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ email: 'admin@localhost', role: 'admin' });
      expect(await app.services.auth.ensureFirstAdmin()).toBeNull();
      const admins = await rowsOf<{ email: string }>(app.database, sql`select email from users where role = 'admin'`);
      expect(admins).toEqual([{ email: 'admin@localhost' }]);
    } finally {
      await app.database.close();
    }
  });

  it('creates nothing when an admin already exists', async () => {
    const place = await newPlace();
    const app = await instance(place);
    try {
      expect((await app.http.post('/api/auth/register').send({ email: 'owner@example.com', password: 'owner-pw' })).status).toBe(201);
      expect(await app.services.auth.ensureFirstAdmin()).toBeNull();
      const users = await rowsOf<{ email: string }>(app.database, sql`select email from users`);
      expect(users).toEqual([{ email: 'owner@example.com' }]);
    } finally {
      await app.database.close();
    }
  });

  it('honours ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const place = await newPlace();
    const app = await instance(place, { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boss-password' });
    try {
      expect(await app.services.auth.ensureFirstAdmin()).toEqual({ email: 'boss@example.com' });
      const login = await app.http.post('/api/auth/login').send({ email: 'boss@example.com', password: 'boss-password' });
      expect(login.status).toBe(200);
      expect(login.body.user.role).toBe('admin');
      expect(await app.services.auth.ensureFirstAdmin()).toBeNull();
      const users = await rowsOf<{ email: string }>(app.database, sql`select email from users`);
      expect(users).toEqual([{ email: 'boss@example.com' }]); // no admin@localhost besides
    } finally {
      await app.database.close();
    }
  });

  it('boot (PORT=0) prints the generated admin once, serves over HTTP, and keeps data across a restart', async () => {
    const place = await newPlace();
    const printed: string[] = [];
    const spy = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      printed.push(args.join(' '));
    });
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', REGISTRATION: 'open', ...place.env };
    const boot = async () =>
      startServer(loadConfig(env), target === 'pglite' ? {} : { database: await place.open() });
    try {
      const first = await boot();
      try {
        const line = printed.join('\n');
        expect(line).toContain('admin@localhost');
        const password = /password: (\S+)/.exec(line)?.[1];
        expect(password).toBeTruthy();
        const adminLogin = await fetch(`${first.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'admin@localhost', password }),
        });
        expect(adminLogin.status).toBe(200);
        const health = await fetch(`${first.url}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ status: 'ok' });
        const registered = await fetch(`${first.url}/api/auth/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'later@example.com', password: 'later-pw' }),
        });
        expect(registered.status).toBe(201);
        expect(((await registered.json()) as { user: { role: string } }).user.role).toBe('user');
      } finally {
        await first.close();
      }

      printed.length = 0;
      const second = await boot();
      try {
        expect(printed.join('\n')).not.toContain('password');
        const login = await fetch(`${second.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'later@example.com', password: 'later-pw' }),
        });
        expect(login.status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      spy.mockRestore();
    }
    // Two whole boots of the server, one with initdb: a minute is short when the machine is busy.
  }, 180_000);
});
