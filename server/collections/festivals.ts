import { and, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_FESTIVAL_DAYS, festivalCollection, type FestivalDay } from '@domain/festivals';
import type { Db } from '../db/client';
import { festivals } from '../db/schema';
import { descending } from '../services/paging/keyset';
import { bindCollection } from './define';

/** The days bands are scheduled on: the active festival's, or the spec's three when none is active. */
export async function festivalDays(db: Db): Promise<FestivalDay[]> {
  const [row] = await db.select({ days: festivals.days }).from(festivals).where(eq(festivals.isActive, true)).limit(1);
  return row?.days ?? DEFAULT_FESTIVAL_DAYS;
}

// Serialises activations so two admins activating different festivals at once cannot collide on
// the "one active" unique index.
const ACTIVATION_LOCK_ID = 7_341_903;

/** Whether the festival is active after this write: as sent, else as stored, and a new one is active unless it says not. */
const activeAfter = (isActive: boolean | undefined, current: { isActive: boolean } | null) => isActive ?? current?.isActive ?? true;

export const festivalsCollection = bindCollection(festivalCollection, {
  table: festivals,
  /** The active festival first, then newest first. */
  list: async () => ({ order: [descending(festivals.isActive), descending(festivals.createdAt), descending(festivals.id)] }),
  reads: { active: eq(festivals.isActive, true) },
  // Until set, a festival has the spec's three days.
  mapRow: (row) => ({ days: row.days ?? DEFAULT_FESTIVAL_DAYS }),
  // The text columns are never null: an unset or cleared text is empty.
  columns: (input, current) => ({
    dates: input.dates ?? '',
    description: input.description ?? '',
    location: input.location ?? '',
    ticketUrl: input.ticketUrl ?? '',
    isActive: activeAfter(input.isActive, current),
  }),
  // The festival's own rule: activating one deactivates the others (the database's unique index
  // on the active flag would refuse a second one; the lock orders concurrent activations).
  beforeWrite: async (tx, input, current, at) => {
    if (!activeAfter(input.isActive, current) || current?.isActive) return;
    await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVATION_LOCK_ID})`);
    await tx
      .update(festivals)
      .set({ isActive: false, updatedAt: at })
      .where(current ? and(eq(festivals.isActive, true), ne(festivals.id, current.id)) : eq(festivals.isActive, true));
  },
});
