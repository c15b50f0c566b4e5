import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a request learned of the client's quotas while it ran: the limiters (rate-limits.ts) say
 * each advertised policy's state as they count, and the door that opened the report turns it into
 * the `RateLimit-Policy` and `RateLimit` headers (server/http/rate-limit-headers.ts). The state is
 * the limiter store's, so with PostgreSQL every instance reports the same counts.
 */
export interface QuotaReport {
  /** The policy's name on the wire (`sign-in`, `contact`…). */
  policy: string;
  /** Requests (counted events) allowed per window. */
  quota: number;
  windowSeconds: number;
  /** What is left of the quota now. */
  remaining: number;
  /** Seconds until the quota is whole again (the window's start when nothing is counted). */
  resetSeconds: number;
}

const storage = new AsyncLocalStorage<Map<string, QuotaReport>>();

/** Runs `next` with a fresh report of its own; its async continuations write into it. */
export function withQuotaReport<T>(reports: Map<string, QuotaReport>, next: () => T): T {
  return storage.run(reports, next);
}

/** The limiter's latest word on a policy (a later count replaces an earlier one). No report open: nothing. */
export function reportQuota(report: QuotaReport): void {
  storage.getStore()?.set(report.policy, report);
}
