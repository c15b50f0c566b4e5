import { desc, sql } from 'drizzle-orm';
import { archiveInputSchema, archiveSchema, type ArchiveDto } from '@domain/archives';
import { archives } from '../../db/schema';
import { createCollection } from '../collection';
import type { ServiceDeps } from '../context';
import { uploadLimits, type FileService } from '../files/service';

export type { ArchiveDto } from '@domain/archives';

// `year` is free text: editions sort by the first four-digit number in it, newest first
// (text without one goes last), then the most recently created first.
const yearNumber = sql`(substring(${archives.year} from '[0-9]{4}'))::int`;

export function createArchiveService(deps: ServiceDeps, files: FileService) {
  const collection = createCollection(deps, files, {
    table: archives,
    input: archiveInputSchema,
    dto: archiveSchema,
    file: { column: 'poster', maxBytes: uploadLimits.archivePoster, label: 'Poster' },
    messages: { notFound: 'Archive not found', deleted: 'Archive deleted successfully' },
  });
  return {
    ...collection,
    /** Past editions, newest year first, then newest created first. */
    list: (): Promise<ArchiveDto[]> =>
      collection.list({ orderBy: [sql`${yearNumber} desc nulls last`, desc(archives.createdAt), desc(archives.id)] }),
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
