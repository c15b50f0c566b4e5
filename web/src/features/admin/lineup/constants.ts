/** The festival's performance days, in running order; the first is the default. */
export const PERFORMANCE_DAYS = ['25 September - WARMUP', '26 September - DAY 1', '27 September - DAY 2'] as const;
export const DEFAULT_PERFORMANCE_DAY = PERFORMANCE_DAYS[0];
export const DEFAULT_ORDER = 999;
export const SOCIAL_FIELDS = [
  ['facebook', 'Facebook URL'],
  ['instagram', 'Instagram URL'],
  ['youtube', 'YouTube URL'],
  ['tiktok', 'TikTok URL'],
  ['bandcamp', 'Bandcamp URL'],
  ['website', 'Website URL'],
] as const;
export type SocialKey = (typeof SOCIAL_FIELDS)[number][0];
