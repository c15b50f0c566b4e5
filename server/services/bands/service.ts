import { asc, eq, sql } from 'drizzle-orm';
import { bandInputSchema, bandListSchema, bandSchema, SOCIAL_KEYS, type BandDto, type SocialLinksDto } from '@domain/bands';
import type { FestivalDay } from '@domain/festivals';
import { bands } from '../../db/schema';
import { parseInput } from '../../validation';
import { createCollection } from '../collection';
import type { ServiceDeps } from '../context';
import { uploadLimits, type FileService } from '../files/service';
import { inputToColumns } from '../wire';
import { festivalDays } from '../festivals/service';
import { assertFestivalDay, performanceDayFor } from './festivalDays';
import { assertSetTimeFree, setTimeColumns } from './setTimes';

export type { BandDto, SocialLinksDto } from '@domain/bands';

type BandRow = typeof bands.$inferSelect;

/** Every social key is on the wire; unset ones are null. */
const socialLinksOf = (b: BandRow) => Object.fromEntries(SOCIAL_KEYS.map((k) => [k, b.socialLinks?.[k] || null])) as SocialLinksDto;

// Lineup order: the festival's days in their order (anything unexpected last), then `order`, then first added.
const dayRank = (days: FestivalDay[]) =>
  sql`case ${bands.performanceDay} ${sql.join(
    days.map((day, i) => sql`when ${day.label} then ${sql.raw(String(i))}`),
    sql` `,
  )} else ${sql.raw(String(days.length))} end`;

export function createBandService(deps: ServiceDeps, files: FileService) {
  const collection = createCollection(deps, files, {
    table: bands,
    input: bandInputSchema,
    dto: bandSchema,
    mapRow: (row) => ({ socialLinks: socialLinksOf(row) }),
    // The band's day follows its set time among the festival's days; the stage must exist and be
    // free at those times (the stage row is locked for the check).
    beforeWrite: async (tx, input, current) => {
      input.performanceDay = performanceDayFor(await festivalDays(tx), input);
      await assertSetTimeFree(tx, current?.id ?? null, input);
    },
    // Every input field, plus the calendar SEQUENCE that grows when the stage or the times change.
    columns: (input, current) => ({ ...inputToColumns(bands, bandInputSchema, input), ...setTimeColumns(input, current ?? undefined) }),
    file: { column: 'image', maxBytes: uploadLimits.bandImage, label: 'Image' },
    messages: { notFound: 'Band not found', deleted: 'Band deleted successfully' },
  });
  return {
    ...collection,
    /** The lineup sorted by day, then order ascending, then creation; optionally one day only. */
    async list(filter: { performanceDay?: string | null } = {}): Promise<BandDto[]> {
      const { performanceDay } = parseInput(bandListSchema, filter);
      const days = await festivalDays(deps.db);
      if (performanceDay) assertFestivalDay(days, performanceDay);
      return collection.list({
        where: performanceDay ? eq(bands.performanceDay, performanceDay) : undefined,
        orderBy: [dayRank(days), asc(bands.order), asc(bands.createdAt), asc(bands.id)],
      });
    },
  };
}

export type BandService = ReturnType<typeof createBandService>;
