import { desc, eq, sql } from 'drizzle-orm';
import { assertAccess, type Actor } from '../../access';
import { archives } from '../../db/schema';
import { notFound } from '../../errors';
import { parseInput } from '../../validation';
import { iso, plausibleId, type ServiceDeps } from '../context';
import { uploadLimits, type FileChange, type FileService } from '../files/service';
import { archiveInputSchema } from './validation';

export interface ArchiveDto {
  _id: string;
  /** Free text, e.g. '2023'. */
  year: string;
  description: string;
  /** `/api/uploads/<key>` or null. */
  poster: string | null;
  /** Free text, bands separated by commas. */
  lineup: string;
  createdAt: string;
  updatedAt: string;
}

type ArchiveRow = typeof archives.$inferSelect;

const toArchiveDto = (a: ArchiveRow): ArchiveDto => ({
  _id: a.id,
  year: a.year,
  description: a.description,
  poster: a.poster,
  lineup: a.lineup,
  createdAt: iso(a.createdAt)!,
  updatedAt: iso(a.updatedAt)!,
});

/** Ids are our own UUID text: anything else is simply unknown (and never reaches SQL as e.g. a NUL byte). */

const ARCHIVE_NOT_FOUND = 'Archive not found';

// `year` is free text: editions sort by the first four-digit number in it, newest first
// (text without one goes last), then the most recently created first.
const yearNumber = sql`(substring(${archives.year} from '[0-9]{4}'))::int`;

export function createArchiveService({ db, now }: ServiceDeps, files: FileService) {
  return {
    /** Past editions, newest year first, then newest created first. */
    async list(): Promise<ArchiveDto[]> {
      const rows = await db
        .select()
        .from(archives)
        .orderBy(sql`${yearNumber} desc nulls last`, desc(archives.createdAt), desc(archives.id));
      return rows.map(toArchiveDto);
    },

    async get(id: string): Promise<ArchiveDto> {
      if (!plausibleId(id)) throw notFound(ARCHIVE_NOT_FOUND);
      const [row] = await db.select().from(archives).where(eq(archives.id, id));
      if (!row) throw notFound(ARCHIVE_NOT_FOUND);
      return toArchiveDto(row);
    },

    async create(actor: Actor, input: unknown, poster?: FileChange): Promise<ArchiveDto> {
      assertAccess(actor, 'admin');
      const data = parseInput(archiveInputSchema, input);
      const row = await db.transaction(async (tx) => {
        const path = await files.replace(tx, null, poster, uploadLimits.archivePoster, 'Poster');
        const at = now();
        const [created] = await tx
          .insert(archives)
          .values({ ...data, poster: path ?? null, createdAt: at, updatedAt: at })
          .returning();
        return created;
      });
      return toArchiveDto(row);
    },

    /** A full edit (same rules as create). `poster`: a file replaces, null clears, undefined keeps. */
    async update(actor: Actor, id: string, input: unknown, poster?: FileChange): Promise<ArchiveDto> {
      assertAccess(actor, 'admin');
      const data = parseInput(archiveInputSchema, input);
      if (!plausibleId(id)) throw notFound(ARCHIVE_NOT_FOUND);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(archives).where(eq(archives.id, id)).for('update');
        if (!current) throw notFound(ARCHIVE_NOT_FOUND);
        const path = await files.replace(tx, current.poster, poster, uploadLimits.archivePoster, 'Poster');
        const [updated] = await tx
          .update(archives)
          .set({ ...data, poster: path ?? null, updatedAt: now() })
          .where(eq(archives.id, id))
          .returning();
        return updated;
      });
      return toArchiveDto(row);
    },

    /** Deletes the edition and its poster file together. */
    async remove(actor: Actor, id: string): Promise<{ _id: string; message: string }> {
      assertAccess(actor, 'admin');
      if (!plausibleId(id)) throw notFound(ARCHIVE_NOT_FOUND);
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(archives).where(eq(archives.id, id)).returning();
        if (!deleted) throw notFound(ARCHIVE_NOT_FOUND);
        await files.deleteByPath(tx, deleted.poster);
      });
      return { _id: id, message: 'Archive deleted successfully' };
    },
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
