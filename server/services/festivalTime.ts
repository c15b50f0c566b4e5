/**
 * Set times are stored as instants and shown in festival time: the festival is in Bucharest, so
 * every clock a person reads (messages, calendar feeds, the admin form) uses Europe/Bucharest,
 * whatever the server's or the visitor's own time zone.
 */
export const FESTIVAL_TIME_ZONE = 'Europe/Bucharest';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: FESTIVAL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'HH:mm' in festival time, e.g. 20:00. */
export const festivalClock = (at: Date): string => clock.format(at);
