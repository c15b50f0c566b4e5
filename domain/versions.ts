/**
 * Optimistic concurrency: an edit names the version it started from (the `updatedAt` the editor
 * loaded), and the server refuses it when the item has changed since. Without it an edit
 * overwrites, as integrators' calls always did.
 */
import { z } from 'zod';
import { isBlank } from './common';

export const CONFLICT_MESSAGE = 'This item was changed by someone else. Reload to see the latest version.';

/** An ISO 8601 instant (a Date from GraphQL is taken too); blank or null means "no check". */
export const expectedUpdatedAtSchema = z
  .preprocess(
    (v) => (isBlank(v) ? undefined : v instanceof Date ? v.toISOString() : v),
    z.iso.datetime({ offset: true, error: 'expectedUpdatedAt must be an ISO 8601 date and time' }).optional(),
  )
  .meta({
    description:
      'The `updatedAt` of the item as the editor loaded it. On an update, a different current `updatedAt` is refused ' +
      'with 409 (someone else changed it); left out, the update applies unconditionally. Ignored when creating.',
  });

/** The field every editable shape adds to its input. */
export const versioned = { expectedUpdatedAt: expectedUpdatedAtSchema };
