import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bands, stages } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { festivalClock } from '../festivalTime';

/** The set-time fields of a validated band input (see `domain/stages.ts` for their rules). */
export interface SetTime {
  stageId?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

/**
 * Inside the band's write transaction: the stage must exist, and the set must not overlap another
 * set on that stage (touching ends are fine). The stage row is locked first, so two admins booking
 * the same stage at once are checked one after the other and cannot both win.
 */
export async function assertSetTimeFree(tx: Db, bandId: string | null, { stageId, startsAt, endsAt }: SetTime) {
  if (!stageId) return;
  const [stage] = await tx.select().from(stages).where(eq(stages.id, stageId)).for('update');
  if (!stage) throw badRequest('Invalid input: Unknown stage', { stageId: 'Unknown stage' });
  if (!startsAt || !endsAt) return;
  const [other] = await tx
    .select({ name: bands.name, startsAt: bands.startsAt, endsAt: bands.endsAt })
    .from(bands)
    .where(
      and(
        eq(bands.stageId, stageId),
        lt(bands.startsAt, endsAt),
        gt(bands.endsAt, startsAt),
        bandId ? ne(bands.id, bandId) : undefined,
      ),
    )
    .orderBy(asc(bands.startsAt))
    .limit(1);
  if (other?.startsAt && other.endsAt) {
    throw conflict(`Overlaps ${other.name} on ${stage.name}, ${festivalClock(other.startsAt)}–${festivalClock(other.endsAt)}`);
  }
}

type ScheduleRow = Pick<typeof bands.$inferSelect, 'stageId' | 'startsAt' | 'endsAt' | 'scheduleSequence'>;

const sameInstant = (a: Date | null | undefined, b: Date | null | undefined) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The calendar SEQUENCE to write: it grows when the stage or the times of an existing band change. */
export function setTimeColumns(setTime: SetTime, current?: ScheduleRow) {
  const changed =
    current &&
    ((current.stageId ?? null) !== (setTime.stageId ?? null) ||
      !sameInstant(current.startsAt, setTime.startsAt) ||
      !sameInstant(current.endsAt, setTime.endsAt));
  return { scheduleSequence: (current?.scheduleSequence ?? 0) + (changed ? 1 : 0) };
}
