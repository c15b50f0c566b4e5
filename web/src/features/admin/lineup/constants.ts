import type { SocialKey } from '@domain/bands';

export type { SocialKey };

/** The band form's social-link fields, one per shared social key, with their labels. */
export const SOCIAL_FIELDS: readonly (readonly [SocialKey, string])[] = [
  ['facebook', 'Facebook URL'],
  ['instagram', 'Instagram URL'],
  ['youtube', 'YouTube URL'],
  ['tiktok', 'TikTok URL'],
  ['bandcamp', 'Bandcamp URL'],
  ['website', 'Website URL'],
];
