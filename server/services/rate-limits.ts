import { limiterRefusals } from '../observability/metrics';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { SharedPostgres } from '../db/client';
import { tooManyRequests } from '../errors';
import { reportQuota } from './quota-reports';

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
  /** How many events are counted for the key in its current window (0 when none). */
  count(key: string): Promise<number>;
  /** Holds the key for `seconds` from now (a growing delay); `heldFor` answers what is left. */
  hold(key: string, seconds: number): Promise<void>;
  /** Seconds left of the key's hold (0 when it is not held). */
  heldFor(key: string): Promise<number>;
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

interface LimiterShape {
  points: number;
  windowSeconds: number;
  /** Its name in the `RateLimit-Policy` / `RateLimit` headers of the operations it limits; none: not advertised. */
  policy?: string;
}

function createLimiter(name: string, store: Store, { points, windowSeconds, policy }: LimiterShape): Limiter {
  const retryAfter = (res: RateLimiterRes) => {
    limiterRefusals.inc({ limiter: name });
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  };
  /** Tells the request's quota report the key's state (an advertised limiter only). */
  const report = (res: RateLimiterRes | null) => {
    if (!policy) return;
    const counted = res ? Math.max(0, res.consumedPoints) : 0;
    reportQuota({
      policy,
      quota: points,
      windowSeconds,
      remaining: Math.max(0, points - counted),
      resetSeconds: res && counted > 0 ? Math.max(0, Math.ceil(res.msBeforeNext / 1000)) : windowSeconds,
    });
  };
  return {
    async check(key) {
      const res = await (await store()).get(key);
      report(res);
      if (res && res.consumedPoints >= points) throw tooManyRequests(retryAfter(res));
    },
    async consume(key) {
      const limiter = await store();
      try {
        report(await limiter.consume(key));
      } catch (e) {
        if (e instanceof RateLimiterRes) {
          report(e);
          throw tooManyRequests(retryAfter(e));
        }
        throw e;
      }
    },
    async refund(key) {
      report(await (await store()).reward(key, 1));
    },
    async reset(key) {
      await (await store()).delete(key);
    },
    async count(key) {
      return (await (await store()).get(key))?.consumedPoints ?? 0;
    },
    async hold(key, seconds) {
      await (await store()).block(key, seconds);
    },
    async heldFor(key) {
      const res = await (await store()).get(key);
      return res && res.consumedPoints > points ? retryAfter(res) : 0;
    },
  };
}

/** The per-account counter only counts (its delays are `accountDelays`): it never refuses by itself. */
const ACCOUNT_COUNTER_POINTS = 1_000_000;

export function createRateLimits(config: Config, shared?: SharedPostgres) {
  const make = (name: string, shape: LimiterShape) =>
    createLimiter(name, shared ? postgresStore(shared, name, shape.points, shape.windowSeconds) : memoryStore(shape.points, shape.windowSeconds), shape);
  // The per-client limits are advertised (`policy`: the RateLimit headers' name, documented in
  // server/openapi/rate-limits.ts); those by account are not: they would tell a stranger how an
  // account is doing.
  return {
    /** Failed sign-in credentials (password, TOTP or recovery code) per client, whatever the account. */
    failedLogins: make('failed_logins', { ...config.loginRateLimit, policy: 'sign-in' }),
    /** Per account and client together (`email|client`): marks a client that has been failing on an account. */
    failedLoginsByAccountClient: make('failed_logins_by_account_client', config.loginRateLimit),
    /** Per account (normalised email), whatever the client: counts the failures its growing delays follow. */
    failedLoginsPerAccount: make('failed_logins_per_account', { points: ACCOUNT_COUNTER_POINTS, windowSeconds: config.accountLoginRateLimit.windowSeconds }),
    /** An account's current delay (held by `hold`): a client failing on it waits this out. */
    accountDelays: make('account_delays', { points: 1, windowSeconds: config.accountLoginRateLimit.windowSeconds }),
    /** Failed passkey sign-ins per client: apart from the password limits (a passkey is never held by them). */
    failedPasskeySignIns: make('failed_passkey_sign_ins', { ...config.loginRateLimit, policy: 'passkey-sign-in' }),
    /** "Forgot password?" requests per client, and per address: each one counts (it may send a mail). */
    resetRequests: make('reset_requests', { ...config.loginRateLimit, policy: 'password-reset' }),
    resetRequestsPerAccount: make('reset_requests_per_account', config.loginRateLimit),
    contactMessages: make('contact_messages', { ...config.contactRateLimit, policy: 'contact' }),
    registrations: make('registrations', { ...config.registerRateLimit, policy: 'register' }),
    visitLogs: make('visit_logs', { ...config.visitRateLimit, policy: 'visits' }),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
