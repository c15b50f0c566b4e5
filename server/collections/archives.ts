import { sql } from 'drizzle-orm';
import { archiveCollection } from '@domain/archives';
import { archives } from '../db/schema';
import { descending } from '../services/paging/keyset';
import { bindCollection } from './define';

// `year` is free text: editions sort by the first four-digit number in it, newest first
// (text without one goes last: -1, a key is never null), then the most recently created first.
const yearNumber = sql`coalesce((substring(${archives.year} from '[0-9]{4}'))::int, -1)`;

export const archivesCollection = bindCollection(archiveCollection, {
  table: archives,
  /** Past editions, newest year first, then newest created first. */
  list: async () => ({ order: [descending(yearNumber), descending(archives.createdAt), descending(archives.id)] }),
});
