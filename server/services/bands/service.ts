import { asc, eq, sql } from 'drizzle-orm';
import { bandInputSchema, bandListSchema, bandSchema, PERFORMANCE_DAYS, SOCIAL_KEYS, type BandDto, type SocialLinksDto } from '@domain/bands';
import { bands } from '../../db/schema';
import { parseInput } from '../../validation';
import { createCollection } from '../collection';
import type { ServiceDeps } from '../context';
import { uploadLimits, type FileService } from '../files/service';
import { inputToColumns } from '../wire';
import { assertSetTimeFree, setTimeColumns } from './setTimes';

export type { BandDto, SocialLinksDto } from '@domain/bands';

type BandRow = typeof bands.$inferSelect;

/** Every social key is on the wire; unset ones are null. */
const socialLinksOf = (b: BandRow) => Object.fromEntries(SOCIAL_KEYS.map((k) => [k, b.socialLinks?.[k] || null])) as SocialLinksDto;

// Lineup order: warmup, day 1, day 2 (anything unexpected last), then `order`, then first added.
const dayRank = sql`case ${bands.performanceDay} ${sql.join(
  PERFORMANCE_DAYS.map((day, i) => sql`when ${day} then ${sql.raw(String(i))}`),
  sql` `,
)} else ${sql.raw(String(PERFORMANCE_DAYS.length))} end`;

export function createBandService(deps: ServiceDeps, files: FileService) {
  const collection = createCollection(deps, files, {
    table: bands,
    input: bandInputSchema,
    dto: bandSchema,
    mapRow: (row) => ({ socialLinks: socialLinksOf(row) }),
    // The stage must exist and be free at those times (the stage row is locked for the check).
    beforeWrite: (tx, input, current) => assertSetTimeFree(tx, current?.id ?? null, input),
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
      return collection.list({
        where: performanceDay ? eq(bands.performanceDay, performanceDay) : undefined,
        orderBy: [dayRank, asc(bands.order), asc(bands.createdAt), asc(bands.id)],
      });
    },
  };
}

export type BandService = ReturnType<typeof createBandService>;
