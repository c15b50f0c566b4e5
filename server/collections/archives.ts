import { desc, sql } from 'drizzle-orm';
import { archiveCollection } from '@domain/archives';
import { archives } from '../db/schema';
import { bindCollection } from './define';

// `year` is free text: editions sort by the first four-digit number in it, newest first
// (text without one goes last), then the most recently created first.
const yearNumber = sql`(substring(${archives.year} from '[0-9]{4}'))::int`;

export const archivesCollection = bindCollection(archiveCollection, {
  table: archives,
  /** Past editions, newest year first, then newest created first. */
  list: async () => ({ orderBy: [sql`${yearNumber} desc nulls last`, desc(archives.createdAt), desc(archives.id)] }),
});
