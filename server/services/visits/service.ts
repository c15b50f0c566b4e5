import crypto from 'node:crypto';
import { and, countDistinct, gte, lt, sql } from 'drizzle-orm';
import { assertAccess, type Actor } from '../../access';
import { visits } from '../../db/schema';
import type { VisitorStats } from '@domain/visits';
import type { ServiceDeps } from '../context';
import type { RateLimits } from '../rate-limits';
import { getOrCreateSecret } from '../secrets';

export type { VisitorStats } from '@domain/visits';

const DAY_MS = 86_400_000;
const DAILY_DAYS = 30;
const USER_AGENT_MAX = 512;

const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const startOfUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export function percentageChange(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth === 0 ? 0 : 100;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

/**
 * Visits are counted as distinct visitors per UTC day: each row holds only a hash of the client key and
 * user agent, salted with a secret that changes every day, so a visitor cannot be followed across days
 * and no IP address is ever stored.
 */
export function createVisitService({ db, now }: ServiceDeps, limits: RateLimits) {
  let secret: Promise<string> | undefined;
  const salt = async (day: string) => {
    secret ??= getOrCreateSecret(db, 'visitor-salt').catch((e) => {
      secret = undefined;
      throw e;
    });
    return crypto.createHmac('sha256', await secret).update(day).digest();
  };

  async function distinctBetween(from: Date, to: Date): Promise<number> {
    const [row] = await db
      .select({ value: countDistinct(visits.visitorHash) })
      .from(visits)
      .where(and(gte(visits.visitedAt, from), lt(visits.visitedAt, to)));
    return Number(row?.value ?? 0);
  }

  return {
    /**
     * Records a visit. Anyone may log one, a limited number of times per client; a visitor is stored
     * at most once per day (the hash is salted per day and unique, so a repeat is ignored).
     */
    async log(actor: Actor, { userAgent }: { userAgent?: string | null } = {}): Promise<void> {
      await limits.visitLogs.consume(actor.clientKey);
      const at = now();
      const visitorHash = crypto
        .createHmac('sha256', await salt(utcDay(at)))
        .update(`${actor.clientKey}\n${(userAgent ?? '').slice(0, USER_AGENT_MAX)}`)
        .digest('base64url');
      await db.insert(visits).values({ visitorHash, visitedAt: at }).onConflictDoNothing({ target: visits.visitorHash });
    },

    /** Admins only. */
    async stats(actor: Actor): Promise<VisitorStats> {
      assertAccess(actor, 'readVisits');
      const at = now();
      const y = at.getUTCFullYear();
      const m = at.getUTCMonth();
      const thisMonthStart = new Date(Date.UTC(y, m, 1));
      const nextMonthStart = new Date(Date.UTC(y, m + 1, 1));
      const lastMonthStart = new Date(Date.UTC(y, m - 1, 1));
      const today = startOfUtcDay(at);
      const firstDay = new Date(today.getTime() - (DAILY_DAYS - 1) * DAY_MS);
      const tomorrow = new Date(today.getTime() + DAY_MS);

      const day = sql<string>`to_char(${visits.visitedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const [[total], thisMonth, lastMonth, perDay] = await Promise.all([
        db.select({ value: countDistinct(visits.visitorHash) }).from(visits),
        distinctBetween(thisMonthStart, nextMonthStart),
        distinctBetween(lastMonthStart, thisMonthStart),
        db
          .select({ day, value: countDistinct(visits.visitorHash) })
          .from(visits)
          .where(and(gte(visits.visitedAt, firstDay), lt(visits.visitedAt, tomorrow)))
          .groupBy(day),
      ]);

      const counts = new Map(perDay.map((r) => [r.day, Number(r.value)]));
      const daily = Array.from({ length: DAILY_DAYS }, (_, i) => {
        const date = utcDay(new Date(firstDay.getTime() + i * DAY_MS));
        return { date, visits: counts.get(date) ?? 0 };
      });
      return {
        totalVisitors: Number(total?.value ?? 0),
        thisMonth,
        lastMonth,
        percentageChange: percentageChange(thisMonth, lastMonth),
        daily,
      };
    },
  };
}

export type VisitService = ReturnType<typeof createVisitService>;
