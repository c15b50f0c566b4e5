import type { RequestHandler } from 'express';
import { withQuotaReport, type QuotaReport } from '../services/quota-reports';

/**
 * `RateLimit-Policy` and `RateLimit` (IETF httpapi draft "RateLimit header fields for HTTP",
 * draft-ietf-httpapi-ratelimit-headers-10: Structured Field lists of quota policy items) on every
 * answer of an operation that counted against a per-client limit, at both doors (REST and
 * GraphQL: the limiters are in the services): `RateLimit-Policy: "contact";q=5;w=600` and
 * `RateLimit: "contact";r=4;t=600`. The counts are the limiter store's (PostgreSQL with
 * DATABASE_URL), so every instance tells the same. An answer that counted nothing carries neither.
 */
export function policyField(reports: Iterable<QuotaReport>): string {
  return [...reports].map((r) => `"${r.policy}";q=${r.quota};w=${r.windowSeconds}`).join(', ');
}

export function stateField(reports: Iterable<QuotaReport>): string {
  return [...reports].map((r) => `"${r.policy}";r=${r.remaining};t=${r.resetSeconds}`).join(', ');
}

/** Opens the request's quota report and writes it into the answer's headers as they go out. */
export function rateLimitHeaders(): RequestHandler {
  return (_req, res, next) => {
    const reports = new Map<string, QuotaReport>();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      if (reports.size > 0 && !this.headersSent) {
        this.setHeader('RateLimit-Policy', policyField(reports.values()));
        this.setHeader('RateLimit', stateField(reports.values()));
      }
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    withQuotaReport(reports, next);
  };
}
