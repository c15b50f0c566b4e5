/**
 * The festival happens in Bucharest: every clock a person reads (set times, calendar feeds, the
 * admin forms, the countdown editor) uses this zone with its summer-time rules, whatever the
 * server's or the device's own zone. The spec's "+3" is this zone's September offset.
 */
export const FESTIVAL_TIME_ZONE = 'Europe/Bucharest';

/** Before this hour (festival time) a set still belongs to the previous night's programme. */
export const NIGHT_ENDS_AT_HOUR = 6;
