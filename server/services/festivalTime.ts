import { FESTIVAL_TIME_ZONE } from '@domain/festivalTime';

/** Set times are stored as instants and shown in festival time (messages, calendar feeds). */

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: FESTIVAL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'HH:mm' in festival time, e.g. 20:00. */
export const festivalClock = (at: Date): string => clock.format(at);
