/**
 * Drafts and scheduled publishing (#35): the two fields a collection with `drafts` adds to its
 * input and its wire shape, and the one rule of when an item is public. Shared with the web bundle.
 */
import { z } from 'zod';
import { instantSchema } from './common';

export const PUBLISH_STATUSES = ['published', 'draft'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

export const publishStatusSchema = z
  .enum(PUBLISH_STATUSES, { error: `Status must be one of: ${PUBLISH_STATUSES.join(', ')}` })
  .meta({
    id: 'PublishStatus',
    description: 'Draft (seen by staff only) or published (public from publishAt on, at once when none).',
    'x-enum-descriptions': { published: 'Public from publishAt on (at once when none).', draft: 'Seen by staff only.' },
  });

export const PUBLISH_AT_MESSAGE = 'publishAt must be an ISO 8601 instant with its zone (e.g. 2026-09-26T17:00:00Z)';

/** A full date-time with a zone: a date alone, or a time without zone, names no instant. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** An instant as a Date: a Date (GraphQL) or ISO 8601 text with its zone; blank or null clears. */
const publishAt = z.preprocess(
  (v) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    if (typeof v === 'string') return INSTANT.test(v.trim()) ? new Date(v.trim()) : new Date(Number.NaN);
    return v;
  },
  z
    .date({ error: PUBLISH_AT_MESSAGE })
    .min(new Date('2000-01-01T00:00:00Z'), PUBLISH_AT_MESSAGE)
    .max(new Date('9999-12-31T23:59:59.999Z'), PUBLISH_AT_MESSAGE)
    .nullable()
    .optional(),
);

/** The fields a collection with `drafts` adds to its input (a create without `status` is published at once). */
export const drafted = {
  status: publishStatusSchema.default('published'),
  publishAt: publishAt.meta({ description: 'When a published item becomes public (ISO 8601 UTC); empty: at once.' }),
};

/** The same fields on the wire: every item carries them (what anonymous readers get is always public). */
export const draftState = {
  status: publishStatusSchema.meta({ description: 'Draft or published (public from publishAt on).' }),
  publishAt: instantSchema.nullable().meta({ description: 'When the item becomes (or became) public; null: as soon as published.' }),
};

/**
 * A collection's `drafts` switch: on, or on with a dated field that also holds the item back until
 * its instant (news' `publishedAt`: an article dated in the future is not public before that date).
 */
export type DraftsOption = boolean | { datedBy: string };

/** The dated field of a `drafts` option, if it names one. */
export const datedFieldOf = (option: DraftsOption | undefined): string | undefined => (typeof option === 'object' ? option.datedBy : undefined);

export interface PublishState {
  status: PublishStatus | string;
  publishAt: string | null;
}

/** Public at `now`: published, and its `publishAt` (and dated field, if any) empty or past. */
export function isPublicAt(item: PublishState & Record<string, unknown>, now: Date, option?: DraftsOption): boolean {
  if (item.status !== 'published') return false;
  const due = (value: unknown) => value == null || new Date(value as string).getTime() <= now.getTime();
  const dated = datedFieldOf(option);
  return due(item.publishAt) && (!dated || due(item[dated]));
}
