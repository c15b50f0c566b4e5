import { limiterRefusals } from '../observability/metrics';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { SharedPostgres } from '../db/client';
import { tooManyRequests } from '../errors';

/**
 * Per-client limiters, shared by REST and GraphQL because both call the same services. This file
 * is the one place limiters are made: with DATABASE_URL they count in PostgreSQL (one table per
 * limit, created on first use), so every instance behind a balancer refuses at the same count;
 * the embedded database counts in process memory (one instance).
 */
export interface Limiter {
  /** Throws 429 when the client is already over its limit. */
  check(key: string): Promise<void>;
  /** Counts one event (a failed login, a sent message); throws 429 when this one is over. */
  consume(key: string): Promise<void>;
  /** Gives back one counted event (a login attempt that turned out right). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

type Store = () => Promise<RateLimiterAbstract>;

function memoryStore(points: number, duration: number): Store {
  const limiter = new RateLimiterMemory({ points, duration });
  return async () => limiter;
}

/** Creates the table on first use (and again after a failure, e.g. the server was down at start). */
function postgresStore(shared: SharedPostgres, name: string, points: number, duration: number): Store {
  let ready: Promise<RateLimiterAbstract> | undefined;
  return () =>
    (ready ??= new Promise<RateLimiterAbstract>((resolve, reject) => {
      const limiter: RateLimiterPostgres = new RateLimiterPostgres(
        { storeClient: shared.pool, tableName: `rate_limit_${name}`, keyPrefix: name, points, duration },
        (error?: unknown) => (error ? reject(error) : resolve(limiter)),
      );
    }).catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
}

function createLimiter(name: string, store: Store, points: number): Limiter {
  const retryAfter = (res: RateLimiterRes) => {
    limiterRefusals.inc({ limiter: name });
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  };
  return {
    async check(key) {
      const res = await (await store()).get(key);
      if (res && res.consumedPoints >= points) throw tooManyRequests(retryAfter(res));
    },
    async consume(key) {
      const limiter = await store();
      try {
        await limiter.consume(key);
      } catch (e) {
        if (e instanceof RateLimiterRes) throw tooManyRequests(retryAfter(e));
        throw e;
      }
    },
    async refund(key) {
      await (await store()).reward(key, 1);
    },
    async reset(key) {
      await (await store()).delete(key);
    },
  };
}

export function createRateLimits(config: Config, shared?: SharedPostgres) {
  const make = (name: string, { points, windowSeconds }: { points: number; windowSeconds: number }) =>
    createLimiter(name, shared ? postgresStore(shared, name, points, windowSeconds) : memoryStore(points, windowSeconds), points);
  return {
    failedLogins: make('failed_logins', config.loginRateLimit),
    /** Per account (normalised email): guessing one account's password from many clients. */
    failedLoginsPerAccount: make('failed_logins_per_account', config.accountLoginRateLimit),
    contactMessages: make('contact_messages', config.contactRateLimit),
    registrations: make('registrations', config.registerRateLimit),
    visitLogs: make('visit_logs', config.visitRateLimit),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
