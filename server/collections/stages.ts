import { count, eq, sql } from 'drizzle-orm';
import { stageCollection } from '@domain/stages';
import { bands, stages } from '../db/schema';
import { conflict } from '../errors';
import { ascending } from '../services/paging/keyset';
import { bindCollection } from './define';

export const stagesCollection = bindCollection(stageCollection, {
  table: stages,
  /** Every stage by order, then name (then first added, so ties are stable). */
  list: async () => ({ order: [ascending(stages.order), ascending(stages.name), ascending(stages.createdAt), ascending(stages.id)] }),
  // A new name changes every scheduled set's calendar LOCATION, so their SEQUENCE grows.
  afterWrite: async (tx, written, previous) => {
    if (previous && previous.name !== written.name) {
      await tx
        .update(bands)
        .set({ scheduleSequence: sql`${bands.scheduleSequence} + 1` })
        .where(eq(bands.stageId, written.id));
    }
  },
  // Refused while bands are scheduled on the stage: they would lose their set silently. The stage
  // row is locked first, which waits for any band being scheduled on it right now (see setTimes).
  beforeRemove: async (tx, current) => {
    const [{ scheduled }] = await tx.select({ scheduled: count() }).from(bands).where(eq(bands.stageId, current.id));
    if (scheduled > 0) {
      const what = scheduled === 1 ? '1 band is' : `${scheduled} bands are`;
      throw conflict(`Cannot delete ${current.name}: ${what} scheduled on it. Move or unschedule them first.`);
    }
  },
});
