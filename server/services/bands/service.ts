import { asc, eq, sql } from 'drizzle-orm';
import { bandInputSchema, bandListSchema, PERFORMANCE_DAYS, SOCIAL_KEYS, type BandDto, type BandInput, type SocialLinksDto } from '@domain/bands';
import { bands, type SocialLinks } from '../../db/schema';
import { parseInput } from '../../validation';
import { createCollection } from '../collection';
import { iso, type ServiceDeps } from '../context';
import { uploadLimits, type FileService } from '../files/service';

export type { BandDto, SocialLinksDto } from '@domain/bands';

type BandRow = typeof bands.$inferSelect;

const toBandDto = (b: BandRow): BandDto => ({
  _id: b.id,
  name: b.name,
  country: b.country,
  genre: b.genre,
  image: b.image,
  performanceDay: b.performanceDay,
  order: b.order,
  biography: b.biography,
  spotifyEmbed: b.spotifyEmbed,
  socialLinks: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, b.socialLinks?.[k] || null])) as SocialLinksDto,
  createdAt: iso(b.createdAt)!,
  updatedAt: iso(b.updatedAt)!,
});

/** Columns written from a validated input; unset optional fields are stored as null. */
const columns = (input: BandInput) => {
  const socialLinks: SocialLinks = {};
  for (const key of SOCIAL_KEYS) if (input.socialLinks[key]) socialLinks[key] = input.socialLinks[key];
  return {
    name: input.name,
    country: input.country,
    genre: input.genre ?? null,
    biography: input.biography,
    spotifyEmbed: input.spotifyEmbed ?? null,
    performanceDay: input.performanceDay,
    order: input.order,
    socialLinks,
  };
};

// Lineup order: warmup, day 1, day 2 (anything unexpected last), then `order`, then first added.
const dayRank = sql`case ${bands.performanceDay} ${sql.join(
  PERFORMANCE_DAYS.map((day, i) => sql`when ${day} then ${sql.raw(String(i))}`),
  sql` `,
)} else ${sql.raw(String(PERFORMANCE_DAYS.length))} end`;

export function createBandService(deps: ServiceDeps, files: FileService) {
  const collection = createCollection(deps, files, {
    table: bands,
    input: bandInputSchema,
    toDto: toBandDto,
    columns,
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
