import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_FESTIVAL_DAYS, festivalCreateSchema, festivalSchema, festivalUpdateSchema, type FestivalDay, type FestivalDto } from '@domain/festivals';
import { assertAccess, type Actor } from '../../access';
import type { Db } from '../../db/client';
import { festivals } from '../../db/schema';
import { notFound } from '../../errors';
import { parseInput } from '../../validation';
import { plausibleId, type ServiceDeps } from '../context';
import { assertUnchangedSince, nextUpdatedAt } from '../versions';
import { rowToWire } from '../wire';

export type { FestivalDto } from '@domain/festivals';

type FestivalRow = typeof festivals.$inferSelect;

const toFestivalDto = (f: FestivalRow): FestivalDto => rowToWire(festivalSchema, { ...f, days: f.days ?? DEFAULT_FESTIVAL_DAYS });

/** The days bands are scheduled on: the active festival's, or the spec's three when none is active. */
export async function festivalDays(db: Db): Promise<FestivalDay[]> {
  const [row] = await db.select({ days: festivals.days }).from(festivals).where(eq(festivals.isActive, true)).limit(1);
  return row?.days ?? DEFAULT_FESTIVAL_DAYS;
}

const FESTIVAL_NOT_FOUND = 'Festival not found';

// Serialises activations so two admins activating different festivals at once cannot collide on
// the "one active" unique index.
const ACTIVATION_LOCK_ID = 7_341_903;

export function createFestivalService({ db, now }: ServiceDeps) {
  async function deactivateOthers(tx: Db, keepId: string | null) {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVATION_LOCK_ID})`);
    await tx
      .update(festivals)
      .set({ isActive: false, updatedAt: now() })
      .where(keepId ? and(eq(festivals.isActive, true), ne(festivals.id, keepId)) : eq(festivals.isActive, true));
  }

  return {
    /** The active festival, or null when none is. */
    async active(): Promise<FestivalDto | null> {
      const [row] = await db.select().from(festivals).where(eq(festivals.isActive, true)).limit(1);
      return row ? toFestivalDto(row) : null;
    },

    /** All festivals: the active one first, then newest first. */
    async list(): Promise<FestivalDto[]> {
      const rows = await db.select().from(festivals).orderBy(desc(festivals.isActive), desc(festivals.createdAt));
      return rows.map(toFestivalDto);
    },

    /** Creates a festival; it becomes the active one unless `isActive: false` is sent. */
    async create(actor: Actor, input: unknown): Promise<FestivalDto> {
      assertAccess(actor, 'manageSettings');
      const data = parseInput(festivalCreateSchema, input);
      const isActive = data.isActive ?? true;
      const row = await db.transaction(async (tx) => {
        if (isActive) await deactivateOthers(tx, null);
        const [created] = await tx
          .insert(festivals)
          .values({
            name: data.name,
            dates: data.dates ?? '',
            description: data.description ?? '',
            location: data.location ?? '',
            ticketUrl: data.ticketUrl ?? '',
            days: data.days ?? null,
            isActive,
            createdAt: now(),
            updatedAt: now(),
          })
          .returning();
        return created!;
      });
      return toFestivalDto(row);
    },

    /** Changes the fields sent; activating this festival deactivates every other one. */
    async update(actor: Actor, id: string, input: unknown): Promise<FestivalDto> {
      assertAccess(actor, 'manageSettings');
      if (!plausibleId(id)) throw notFound(FESTIVAL_NOT_FOUND);
      const data = parseInput(festivalUpdateSchema, input);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(festivals).where(eq(festivals.id, id)).for('update');
        if (!current) throw notFound(FESTIVAL_NOT_FOUND);
        assertUnchangedSince(data.expectedUpdatedAt, current.updatedAt);
        if (data.isActive) await deactivateOthers(tx, current.id);
        const changes: Partial<typeof festivals.$inferInsert> = { updatedAt: nextUpdatedAt(now(), current.updatedAt) };
        if (data.name !== undefined) changes.name = data.name;
        if (data.dates !== undefined) changes.dates = data.dates;
        if (data.description !== undefined) changes.description = data.description;
        if (data.location !== undefined) changes.location = data.location;
        if (data.ticketUrl !== undefined) changes.ticketUrl = data.ticketUrl;
        if (data.isActive !== undefined) changes.isActive = data.isActive;
        if (data.days !== undefined) changes.days = data.days;
        const [updated] = await tx.update(festivals).set(changes).where(eq(festivals.id, current.id)).returning();
        return updated!;
      });
      return toFestivalDto(row);
    },
  };
}

export type FestivalService = ReturnType<typeof createFestivalService>;
