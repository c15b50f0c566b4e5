import { TZDate } from '@date-fns/tz';
import { FESTIVAL_TIME_ZONE } from '@domain/festivalTime';

/**
 * The demo running order: two stages, a set time for every demo band, and exactly one clash
 * (two sets on different stages that overlap) so "Clash" shows up in a personal schedule.
 * Times are written in festival time (Bucharest) and stored as instants.
 */
export const demoStages = [
  { name: 'Main Stage', order: 1 },
  { name: 'Club Stage', order: 2 },
] as const;

export type DemoStageName = (typeof demoStages)[number]['name'];

interface Slot {
  stage: DemoStageName;
  /** 'HH:mm' festival time; sets never cross midnight here. */
  starts: string;
  ends: string;
}

/** By a band's `order` within its day: 1 headlines the main stage, 3 and 4 open on the club stage. */
const slotsByOrder: Record<number, Slot> = {
  4: { stage: 'Club Stage', starts: '18:00', ends: '18:45' },
  3: { stage: 'Club Stage', starts: '19:00', ends: '19:45' },
  2: { stage: 'Main Stage', starts: '20:00', ends: '21:00' },
  1: { stage: 'Main Stage', starts: '21:30', ends: '23:00' },
};

/** The one deliberate clash: this club set runs into the main stage's 20:00 set. */
const clash: Record<string, Slot> = {
  'Rust & Thunder': { stage: 'Club Stage', starts: '19:30', ends: '20:30' },
};

const DAY_OF_MONTH: Record<string, number> = {
  '25 September - WARMUP': 25,
  '26 September - DAY 1': 26,
  '27 September - DAY 2': 27,
};

function instant(year: number, day: number, clock: string): string {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, 8, day, h, m, FESTIVAL_TIME_ZONE).getTime()).toISOString();
}

/** The gates open on warmup night an hour before its first set: what the countdown runs to. */
export const gatesOpen = (year: number): Date => new Date(instant(year, DAY_OF_MONTH['25 September - WARMUP']!, '17:00'));

/** The last day's date: the edition is over after it. */
export const lastFestivalDay = (year: number): Date => new Date(instant(year, DAY_OF_MONTH['27 September - DAY 2']!, '23:59'));

/** The set of one demo band in `year`, or null if it has none. */
export function demoSetTime(year: number, band: { name: string; performanceDay: string; order: number }) {
  const slot = clash[band.name] ?? slotsByOrder[band.order];
  const day = DAY_OF_MONTH[band.performanceDay];
  if (!slot || !day) return null;
  return { stage: slot.stage, startsAt: instant(year, day, slot.starts), endsAt: instant(year, day, slot.ends) };
}
