import { asc, eq, sql } from 'drizzle-orm';
import { assertAccess, type Actor } from '../../access';
import { bands, type SocialLinks } from '../../db/schema';
import { notFound } from '../../errors';
import { parseInput } from '../../validation';
import { iso, plausibleId, type ServiceDeps } from '../context';
import { uploadLimits, type FileChange, type FileService } from '../files/service';
import { assertSetTimeFree, parseSetTime, setTimeColumns } from './setTimes';
import {
  bandInputSchema,
  bandListSchema,
  PERFORMANCE_DAYS,
  SOCIAL_KEYS,
  type BandInput,
  type SocialKey,
} from './validation';

export { PERFORMANCE_DAYS, SOCIAL_KEYS } from './validation';

/** Every social key is present on the wire; unset ones are null. */
export type SocialLinksDto = Record<SocialKey, string | null>;

export interface BandDto {
  _id: string;
  name: string;
  country: string;
  genre: string | null;
  /** `/api/uploads/<key>` or null. */
  image: string | null;
  performanceDay: string;
  order: number;
  biography: string;
  spotifyEmbed: string | null;
  socialLinks: SocialLinksDto;
  /** The set time: a stage, and an ISO 8601 UTC start and end; null when not scheduled. */
  stageId: string | null;
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
  updatedAt: string;
}

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
  stageId: b.stageId,
  startsAt: iso(b.startsAt),
  endsAt: iso(b.endsAt),
  createdAt: iso(b.createdAt)!,
  updatedAt: iso(b.updatedAt)!,
});

/** Ids are our own UUID text: anything else is simply unknown (and never reaches SQL as e.g. a NUL byte). */

const BAND_NOT_FOUND = 'Band not found';

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

export function createBandService({ db, now }: ServiceDeps, files: FileService) {
  return {
    /** The lineup sorted by day, then order ascending, then creation; optionally one day only. */
    async list(filter: { performanceDay?: string | null } = {}): Promise<BandDto[]> {
      const { performanceDay } = parseInput(bandListSchema, filter);
      const rows = await db
        .select()
        .from(bands)
        .where(performanceDay ? eq(bands.performanceDay, performanceDay) : undefined)
        .orderBy(dayRank, asc(bands.order), asc(bands.createdAt), asc(bands.id));
      return rows.map(toBandDto);
    },

    async get(id: string): Promise<BandDto> {
      if (!plausibleId(id)) throw notFound(BAND_NOT_FOUND);
      const [row] = await db.select().from(bands).where(eq(bands.id, id));
      if (!row) throw notFound(BAND_NOT_FOUND);
      return toBandDto(row);
    },

    async create(actor: Actor, input: unknown, image?: FileChange): Promise<BandDto> {
      assertAccess(actor, 'admin');
      const data = parseInput(bandInputSchema, input);
      const setTime = parseSetTime(input);
      const row = await db.transaction(async (tx) => {
        await assertSetTimeFree(tx, null, setTime);
        const path = await files.replace(tx, null, image, uploadLimits.bandImage, 'Image');
        const at = now();
        const [created] = await tx
          .insert(bands)
          .values({ ...columns(data), ...setTimeColumns(setTime), image: path ?? null, createdAt: at, updatedAt: at })
          .returning();
        return created;
      });
      return toBandDto(row);
    },

    /** A full edit (same rules as create). `image`: a file replaces, null clears, undefined keeps. */
    async update(actor: Actor, id: string, input: unknown, image?: FileChange): Promise<BandDto> {
      assertAccess(actor, 'admin');
      const data = parseInput(bandInputSchema, input);
      const setTime = parseSetTime(input);
      if (!plausibleId(id)) throw notFound(BAND_NOT_FOUND);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(bands).where(eq(bands.id, id)).for('update');
        if (!current) throw notFound(BAND_NOT_FOUND);
        await assertSetTimeFree(tx, id, setTime);
        const path = await files.replace(tx, current.image, image, uploadLimits.bandImage, 'Image');
        const [updated] = await tx
          .update(bands)
          .set({ ...columns(data), ...setTimeColumns(setTime, current), image: path ?? null, updatedAt: now() })
          .where(eq(bands.id, id))
          .returning();
        return updated;
      });
      return toBandDto(row);
    },

    /** Deletes the band and its image file together. */
    async remove(actor: Actor, id: string): Promise<{ _id: string; message: string }> {
      assertAccess(actor, 'admin');
      if (!plausibleId(id)) throw notFound(BAND_NOT_FOUND);
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(bands).where(eq(bands.id, id)).returning();
        if (!deleted) throw notFound(BAND_NOT_FOUND);
        await files.deleteByPath(tx, deleted.image);
      });
      return { _id: id, message: 'Band deleted successfully' };
    },
  };
}

export type BandService = ReturnType<typeof createBandService>;
