import { FESTIVAL_TIME_ZONE } from '@domain/festivalTime';

/** Set times are stored as instants and shown in festival time (messages, calendar feeds). */

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: FESTIVAL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const monthDay = new Intl.DateTimeFormat('en-CA', { timeZone: FESTIVAL_TIME_ZONE, month: '2-digit', day: '2-digit' });

/** 'MM-DD' in festival time: the date a festival day is known by. */
export const festivalMonthDay = (at: Date): string => {
  const parts = Object.fromEntries(monthDay.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.month}-${parts.day}`;
};

/** 'HH:mm' in festival time, e.g. 20:00. */
export const festivalClock = (at: Date): string => clock.format(at);
