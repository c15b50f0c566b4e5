import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bands, stages } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { parseInput } from '../../validation';
import { festivalClock } from '../festivalTime';

/** The longest set a stage can be booked for. */
export const MAX_SET_HOURS = 6;

/** Multipart forms send every field: '' (and null) mean "not set". */
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** An ISO 8601 instant with its offset (Z or ±hh:mm): a clock time without one would be ambiguous. */
const instant = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be an ISO 8601 date-time` })
      .trim()
      .pipe(z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date-time with a time zone, e.g. 2026-09-26T17:00:00Z` }))
      .transform((s) => new Date(s))
      .optional(),
  );

/**
 * A band's set time: `stageId`, `startsAt`, `endsAt`, all optional. Times come in pairs, end after
 * start, last at most 6 hours, and need a stage. A stage without times is allowed ("time to be announced").
 */
export const setTimeSchema = z
  .object({
    stageId: z.preprocess(blankToUndefined, z.string({ error: 'Stage must be an id' }).trim().max(64, 'Unknown stage').optional()),
    startsAt: instant('Starts'),
    endsAt: instant('Ends'),
  })
  .superRefine(({ stageId, startsAt, endsAt }, ctx) => {
    // zod runs this even when a field failed above: those already carry their own message.
    if ([startsAt, endsAt].some((v) => v !== undefined && !(v instanceof Date))) return;
    if (startsAt && !endsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Ends is required when Starts is given' });
    if (endsAt && !startsAt) ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'Starts is required when Ends is given' });
    if (startsAt && endsAt) {
      if (endsAt <= startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Ends must be after Starts' });
      else if (endsAt.getTime() - startsAt.getTime() > MAX_SET_HOURS * 3_600_000) {
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: `A set lasts at most ${MAX_SET_HOURS} hours` });
      }
    }
    if ((startsAt || endsAt) && !stageId) ctx.addIssue({ code: 'custom', path: ['stageId'], message: 'A set time needs a stage' });
  })
  .transform(({ stageId, startsAt, endsAt }) => ({
    stageId: stageId ?? null,
    startsAt: startsAt ?? null,
    endsAt: endsAt ?? null,
  }));

export type SetTime = z.infer<typeof setTimeSchema>;

/** The set-time fields of a band input (the other fields are the band schema's business). */
export const parseSetTime = (input: unknown): SetTime =>
  parseInput(setTimeSchema, input && typeof input === 'object' ? input : {});

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

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Columns to write; the calendar SEQUENCE grows when the stage or the times of an existing band change. */
export function setTimeColumns(setTime: SetTime, current?: ScheduleRow) {
  const changed =
    current &&
    (current.stageId !== setTime.stageId ||
      !sameInstant(current.startsAt, setTime.startsAt) ||
      !sameInstant(current.endsAt, setTime.endsAt));
  return { ...setTime, scheduleSequence: (current?.scheduleSequence ?? 0) + (changed ? 1 : 0) };
}
