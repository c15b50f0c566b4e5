import { festivalDayKey } from './festivalTime';

/** The part of a band the schedule needs: a set is a band with a stage and both times. */
export interface SetBand {
  _id: string;
  name: string;
  stageId?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
}

export type ScheduledSet<B extends SetBand> = B & { stageId: string; startsAt: string; endsAt: string };

/** A change of stage with less time than this between two picks is a "Tight change". */
export const TIGHT_CHANGE_MINUTES = 10;

export function isScheduled<B extends SetBand>(band: B): band is ScheduledSet<B> {
  return !!band.stageId && !!band.startsAt && !!band.endsAt;
}

const ms = (iso: string) => new Date(iso).getTime();

/** Scheduled bands only, by start then end then name. */
export function sortSets<B extends SetBand>(bands: readonly B[]): ScheduledSet<B>[] {
  return bands
    .filter(isScheduled)
    .sort((a, b) => ms(a.startsAt) - ms(b.startsAt) || ms(a.endsAt) - ms(b.endsAt) || a.name.localeCompare(b.name));
}

/** Sets grouped by festival day (days in time order). */
export function groupSetsByDay<B extends SetBand>(bands: readonly B[]): { day: string; sets: ScheduledSet<B>[] }[] {
  const days = new Map<string, ScheduledSet<B>[]>();
  for (const set of sortSets(bands)) {
    const key = festivalDayKey(set.startsAt);
    days.set(key, [...(days.get(key) ?? []), set]);
  }
  return [...days.entries()].map(([day, sets]) => ({ day, sets }));
}

export interface PickMarks {
  /** Names of the other picks this one overlaps. */
  clashesWith: string[];
  /** The pick right before on another stage ends less than TIGHT_CHANGE_MINUTES before this one starts. */
  tightChangeFrom: string | null;
}

/**
 * Marks for a personal schedule: two picks whose times overlap both get a clash (touching sets,
 * one ending as the other starts, do not); a pick reached from a pick on another stage with less
 * than ten minutes in between is a tight change (overlapping ones are clashes instead).
 */
export function markPicks<B extends SetBand>(picks: readonly B[]): Map<string, PickMarks> {
  const sets = sortSets(picks);
  const marks = new Map<string, PickMarks>(sets.map((s) => [s._id, { clashesWith: [], tightChangeFrom: null }]));
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length && ms(sets[j].startsAt) < ms(sets[i].endsAt); j++) {
      marks.get(sets[i]._id)!.clashesWith.push(sets[j].name);
      marks.get(sets[j]._id)!.clashesWith.push(sets[i].name);
    }
  }
  for (const set of sets) {
    const before = sets
      .filter((other) => other._id !== set._id && ms(other.endsAt) <= ms(set.startsAt))
      .sort((a, b) => ms(b.endsAt) - ms(a.endsAt))[0];
    if (!before || before.stageId === set.stageId) continue;
    const gapMinutes = (ms(set.startsAt) - ms(before.endsAt)) / 60_000;
    if (gapMinutes < TIGHT_CHANGE_MINUTES) marks.get(set._id)!.tightChangeFrom = before.name;
  }
  return marks;
}

/** The set on stage at `now` and the next one to start, per stage. */
export function nowAndNext<B extends SetBand>(bands: readonly B[], now: Date): { now: Set<string>; next: Set<string> } {
  const t = now.getTime();
  const result = { now: new Set<string>(), next: new Set<string>() };
  const byStage = new Map<string, ScheduledSet<B>[]>();
  for (const set of sortSets(bands)) byStage.set(set.stageId, [...(byStage.get(set.stageId) ?? []), set]);
  for (const sets of byStage.values()) {
    const playing = sets.find((s) => ms(s.startsAt) <= t && t < ms(s.endsAt));
    if (playing) result.now.add(playing._id);
    const upcoming = sets.find((s) => ms(s.startsAt) > t);
    if (upcoming) result.next.add(upcoming._id);
  }
  return result;
}
