/**
 * The lineup's constants without the schemas: the public lineup page needs these, and importing
 * them from bands.ts would put zod (~24 KB brotli) into its first download.
 */

/** The three performance days, in running order. The first is the default. */
export const PERFORMANCE_DAYS = ['25 September - WARMUP', '26 September - DAY 1', '27 September - DAY 2'] as const;
export type PerformanceDay = (typeof PERFORMANCE_DAYS)[number];
export const DEFAULT_PERFORMANCE_DAY: PerformanceDay = PERFORMANCE_DAYS[0];
export const DEFAULT_ORDER = 999;
export const MAX_ORDER = 1_000_000;

/** How many of each day's bands the lineup overview shows (the rest: the day's own pages). The offline worker asks for the same reads. */
export const OVERVIEW_BANDS_PER_DAY = 4;
