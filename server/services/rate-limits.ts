import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { tooManyRequests } from '../errors';

/**
 * Per-client limiters, shared by REST and GraphQL because both call the same services.
 * Kept in process memory: with several instances each counts on its own (documented in README).
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

function createLimiter(points: number, windowSeconds: number): Limiter {
  const limiter = new RateLimiterMemory({ points, duration: windowSeconds });
  const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return {
    async check(key) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= points) throw tooManyRequests(retryAfter(res));
    },
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (e) {
        if (e instanceof RateLimiterRes) throw tooManyRequests(retryAfter(e));
        throw e;
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

export function createRateLimits(config: Config) {
  return {
    failedLogins: createLimiter(config.loginRateLimit.points, config.loginRateLimit.windowSeconds),
    /** Per account (normalised email): guessing one account's password from many clients. */
    failedLoginsPerAccount: createLimiter(config.accountLoginRateLimit.points, config.accountLoginRateLimit.windowSeconds),
    contactMessages: createLimiter(config.contactRateLimit.points, config.contactRateLimit.windowSeconds),
    registrations: createLimiter(config.registerRateLimit.points, config.registerRateLimit.windowSeconds),
    visitLogs: createLimiter(config.visitRateLimit.points, config.visitRateLimit.windowSeconds),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
