/**
 * The festival happens in Bucharest: every clock a person reads (set times, calendar feeds, the
 * admin forms, the countdown editor) uses this zone with its summer-time rules, whatever the
 * server's or the device's own zone. The spec's "+3" is this zone's September offset.
 */
export const FESTIVAL_TIME_ZONE = 'Europe/Bucharest';

/** Before this hour (festival time) a set still belongs to the previous night's programme. */
export const NIGHT_ENDS_AT_HOUR = 6;

const monthDay = new Intl.DateTimeFormat('en-CA', { timeZone: FESTIVAL_TIME_ZONE, month: '2-digit', day: '2-digit' });

/** 'MM-DD' in festival time: the date a festival day is known by. */
export const festivalMonthDay = (at: Date): string => {
  const parts = Object.fromEntries(monthDay.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.month}-${parts.day}`;
};

/**
 * The festival day a set starting at `startsAt` belongs to (after midnight, the night it started
 * in), if any: the server's rule for a band's day, and the band form's as the time is typed.
 */
export function dayOfSet<Day extends { date: string }>(days: readonly Day[], startsAt: Date): Day | undefined {
  const date = festivalMonthDay(new Date(startsAt.getTime() - NIGHT_ENDS_AT_HOUR * 3_600_000));
  return days.find((d) => d.date === date);
}
