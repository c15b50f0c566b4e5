import { and, eq, sql } from 'drizzle-orm';
import { bandCollection, SOCIAL_KEYS, type SocialLinksDto } from '@domain/bands';
import type { FestivalDay } from '@domain/festivals';
import { bands } from '../db/schema';
import { festivalDays } from './festivals';
import { assertFestivalDay, performanceDayFor } from '../services/bands/festivalDays';
import { assertSetTimeFree, setTimeColumns } from '../services/bands/setTimes';
import { ascending } from '../services/paging/keyset';
import { bandsCsv } from './bandsCsv';
import { bindCollection } from './define';

// Lineup order: the festival's days in their order (anything unexpected last), then `order`, then first added.
const dayRank = (days: FestivalDay[]) =>
  sql`case ${bands.performanceDay} ${sql.join(
    days.map((day, i) => sql`when ${day.label} then ${sql.raw(String(i))}`),
    sql` `,
  )} else ${sql.raw(String(days.length))} end`;

const SET_TIME_FIELDS = ['stageId', 'startsAt', 'endsAt'];

/**
 * The admin's multipart band form sends the social links as flat fields; the service takes them nested
 * (`socialLinks: {...}`, as JSON and GraphQL send them). Flat fields win over a nested value.
 */
function nestSocialLinks(fields: Record<string, unknown>): Record<string, unknown> {
  const flat = SOCIAL_KEYS.filter((k) => k in fields);
  if (!flat.length) return fields;
  const nested = fields.socialLinks && typeof fields.socialLinks === 'object' ? fields.socialLinks : {};
  return { ...fields, socialLinks: { ...nested, ...Object.fromEntries(flat.map((k) => [k, fields[k]])) } };
}

export const bandsCollection = bindCollection(bandCollection, {
  table: bands,
  /** The lineup sorted by day, then order ascending, then creation; optionally one day, one stage. */
  list: async ({ performanceDay, stageId }, db) => {
    const days = await festivalDays(db);
    if (performanceDay) assertFestivalDay(days, performanceDay);
    return {
      where: and(performanceDay ? eq(bands.performanceDay, performanceDay) : undefined, stageId ? eq(bands.stageId, stageId) : undefined),
      order: [ascending(dayRank(days)), ascending(bands.order), ascending(bands.createdAt), ascending(bands.id)],
    };
  },
  // Every social key is on the wire; unset ones are null.
  mapRow: (row) => ({ socialLinks: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, row.socialLinks?.[k] || null])) as SocialLinksDto }),
  // The band's day follows its set time among the festival's days; the stage must exist and be
  // free at those times (the stage row is locked for the check).
  beforeWrite: async (tx, input, current) => {
    input.performanceDay = performanceDayFor(await festivalDays(tx), input);
    await assertSetTimeFree(tx, current?.id ?? null, input);
  },
  // A new set time brings its own day: the stored day is not carried over it.
  notCarried: (sent) => (SET_TIME_FIELDS.some((f) => sent.has(f)) ? ['performanceDay'] : []),
  // The calendar SEQUENCE grows when the stage or the times change.
  columns: (input, current) => setTimeColumns(input, current ?? undefined),
  restInput: nestSocialLinks,
  csv: bandsCsv,
});
