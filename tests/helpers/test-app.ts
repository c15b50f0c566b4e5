import type { Express } from 'express';
import type { RequestListener } from 'node:http';
import pino, { type Logger } from 'pino';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createGateway, type Gateway } from '../../gateway';
import { loadConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { createHttpHandler } from '../../server/http/app';
import type { AnonymousExecutor } from '../../server/http/pageRenderer';
import type { ResponseCache } from '../../server/http/public-cache/response-cache';
import { users } from '../../server/db/schema';
import { createServices, type Services } from '../../server/services';
import { openTestDatabase } from './database';

export interface TestApp {
  app: Express;
  /** The node:http handler with the public read cache in front of `app` (what the server runs). */
  handler: RequestListener;
  cache: ResponseCache;
  http: ReturnType<typeof request>;
  services: Services;
  database: Database;
  config: Config;
  /** Lets a test move the clock the services see. */
  clock: { now: Date | null };
  /** Registers (first call makes the admin) or logs in, returning a Bearer header value. */
  adminToken(): Promise<string>;
  userToken(): Promise<string>;
  /** An editor's: registered, promoted in the database, signed in again so the token carries the role. */
  editorToken(): Promise<string>;
  close(): Promise<void>;
}

export const ADMIN = { email: 'admin@example.com', password: 'admin-secret' };
export const USER = { email: 'user@example.com', password: 'user-secret' };
export const EDITOR = { email: 'editor@example.com', password: 'editor-secret' };

/**
 * The whole server (REST + GraphQL) over a fresh database, driven in-process with supertest.
 * `env` overrides configuration for this file (rate limits, registration...). `renderOperations`
 * wraps what page renders run their GraphQL through (to watch or steer them).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: Database; renderOperations?: (execute: AnonymousExecutor) => AnonymousExecutor; logger?: Logger } = {},
): Promise<TestApp> {
  // A given database makes a second instance on the same data (PostgreSQL project).
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret', LOG_LEVEL: 'silent', REGISTRATION: 'open', ...env });
  const logger = options.logger ?? pino({ level: 'silent' });
  const clock = { now: null as Date | null };
  const services = createServices({
    db: database.db,
    config,
    logger,
    now: () => clock.now ?? new Date(),
    ping: database.ping,
    shared: database.shared,
  });
  const gateway: Gateway = await createGateway({ services, config, logger });
  const { app, cache, handler, closePageRenderer } = createHttpHandler({ services, config, logger, apiExtensions: [gateway.middleware], executeAnonymous: options.renderOperations?.(gateway.executeAnonymous) ?? gateway.executeAnonymous });
  const http = request(handler);

  const tokenFor = async (who: typeof ADMIN, register: boolean) => {
    const login = await http.post('/api/auth/login').send(who);
    if (login.status === 200) return `Bearer ${login.body.accessToken}`;
    if (!register) throw new Error(`login failed: ${login.status}`);
    const res = await http.post('/api/auth/register').send(who);
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    return `Bearer ${res.body.accessToken}`;
  };

  return {
    app,
    handler,
    cache,
    http,
    services,
    database,
    config,
    clock,
    // The first registered account becomes admin, so the admin must be asked for first.
    adminToken: () => tokenFor(ADMIN, true),
    userToken: async () => {
      await tokenFor(ADMIN, true);
      return tokenFor(USER, true);
    },
    editorToken: async () => {
      await tokenFor(ADMIN, true);
      await tokenFor(EDITOR, true);
      await database.db.update(users).set({ role: 'editor' }).where(eq(users.email, EDITOR.email));
      return tokenFor(EDITOR, false);
    },
    close: async () => {
      await closePageRenderer();
      await gateway.stop();
      await services.close();
      await database.close();
    },
  };
}

/** A test file's app with an admin's bearer token. */
export async function adminApp(env: Record<string, string> = {}): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp(env);
  return { t, admin: await t.adminToken() };
}

/** A test file's app with an admin's and a (second, plain) user's bearer token. */
export async function signedInApp(env: Record<string, string> = {}): Promise<{ t: TestApp; admin: string; user: string }> {
  const { t, admin } = await adminApp(env);
  return { t, admin, user: await t.userToken() };
}
