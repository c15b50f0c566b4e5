import { dayOfSet } from '@domain/festivalTime';
import type { FestivalDay } from '@domain/festivals';
import { badRequest } from '../../errors';

const labels = (days: FestivalDay[]) => days.map((d) => d.label).join(', ');

/** A day label sent without a set time must be one of the festival's. */
export function assertFestivalDay(days: FestivalDay[], performanceDay: string) {
  if (!days.some((d) => d.label === performanceDay)) {
    const message = `Performance day must be one of: ${labels(days)}`;
    throw badRequest(`Invalid input: ${message}`, { performanceDay: message });
  }
}

/**
 * The day a band is listed under: with a set time, the festival day the set falls on (a set
 * outside the festival's days, or a different day sent with it, is refused); without one, the day
 * sent, or the first day.
 */
export function performanceDayFor(days: FestivalDay[], input: { performanceDay?: string; startsAt?: Date | null }): string {
  if (input.startsAt) {
    const day = dayOfSet(days, input.startsAt);
    if (!day) {
      const message = `The set must start on one of the festival's days: ${labels(days)}`;
      throw badRequest(`Invalid input: ${message}`, { startsAt: message });
    }
    if (input.performanceDay && input.performanceDay !== day.label) {
      const message = `The set time is on ${day.label}: leave the day out or send that one`;
      throw badRequest(`Invalid input: ${message}`, { performanceDay: message });
    }
    return day.label;
  }
  if (input.performanceDay) {
    assertFestivalDay(days, input.performanceDay);
    return input.performanceDay;
  }
  return days[0]!.label;
}
