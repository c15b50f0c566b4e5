import { asc, count, eq, sql } from 'drizzle-orm';
import { assertAccess, type Actor } from '../../access';
import { bands, stages } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { parseInput } from '../../validation';
import { plausibleId, type ServiceDeps } from '../context';
import { assertUnchangedSince, nextUpdatedAt } from '../versions';
import { stageInputSchema, type StageDto } from '@domain/stages';

export type { StageDto } from '@domain/stages';

type StageRow = typeof stages.$inferSelect;

const toStageDto = (s: StageRow): StageDto => ({ _id: s.id, name: s.name, order: s.order, updatedAt: s.updatedAt.toISOString() });

export const STAGE_NOT_FOUND = 'Stage not found';

export function createStageService({ db, now }: ServiceDeps) {
  return {
    /** Every stage by order, then name (then first added, so ties are stable). */
    async list(): Promise<StageDto[]> {
      const rows = await db.select().from(stages).orderBy(asc(stages.order), asc(stages.name), asc(stages.createdAt));
      return rows.map(toStageDto);
    },

    async get(id: string): Promise<StageDto> {
      if (!plausibleId(id)) throw notFound(STAGE_NOT_FOUND);
      const [row] = await db.select().from(stages).where(eq(stages.id, id));
      if (!row) throw notFound(STAGE_NOT_FOUND);
      return toStageDto(row);
    },

    async create(actor: Actor, input: unknown): Promise<StageDto> {
      assertAccess(actor, 'manageContent');
      // The version an edit names means nothing on a create.
      const { expectedUpdatedAt: _ignored, ...data } = parseInput(stageInputSchema, input);
      const at = now();
      // In a transaction: committed content writes are what invalidate the public read cache.
      const row = await db.transaction(async (tx) => (await tx.insert(stages).values({ ...data, createdAt: at, updatedAt: at }).returning())[0]!);
      return toStageDto(row);
    },

    /**
     * A full edit, refused (409) when `expectedUpdatedAt` names an older version. A new name changes
     * every scheduled set's calendar LOCATION, so their SEQUENCE grows.
     */
    async update(actor: Actor, id: string, input: unknown): Promise<StageDto> {
      assertAccess(actor, 'manageContent');
      const { expectedUpdatedAt, ...data } = parseInput(stageInputSchema, input);
      if (!plausibleId(id)) throw notFound(STAGE_NOT_FOUND);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(stages).where(eq(stages.id, id)).for('update');
        if (!current) throw notFound(STAGE_NOT_FOUND);
        assertUnchangedSince(expectedUpdatedAt, current.updatedAt);
        const [updated] = await tx
          .update(stages)
          .set({ ...data, updatedAt: nextUpdatedAt(now(), current.updatedAt) })
          .where(eq(stages.id, id))
          .returning();
        if (current.name !== updated.name) {
          await tx
            .update(bands)
            .set({ scheduleSequence: sql`${bands.scheduleSequence} + 1` })
            .where(eq(bands.stageId, id));
        }
        return updated;
      });
      return toStageDto(row);
    },

    /** Refused while bands are scheduled on the stage: they would lose their set silently. */
    async remove(actor: Actor, id: string): Promise<{ _id: string; message: string }> {
      assertAccess(actor, 'manageContent');
      if (!plausibleId(id)) throw notFound(STAGE_NOT_FOUND);
      await db.transaction(async (tx) => {
        // Locking the stage row waits for any band being scheduled on it right now (see setTimes).
        const [current] = await tx.select().from(stages).where(eq(stages.id, id)).for('update');
        if (!current) throw notFound(STAGE_NOT_FOUND);
        const [{ scheduled }] = await tx.select({ scheduled: count() }).from(bands).where(eq(bands.stageId, id));
        if (scheduled > 0) {
          const what = scheduled === 1 ? '1 band is' : `${scheduled} bands are`;
          throw conflict(`Cannot delete ${current.name}: ${what} scheduled on it. Move or unschedule them first.`);
        }
        await tx.delete(stages).where(eq(stages.id, id));
      });
      return { _id: id, message: 'Stage deleted successfully' };
    },
  };
}

export type StageService = ReturnType<typeof createStageService>;
