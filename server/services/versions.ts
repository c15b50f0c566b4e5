import { CONFLICT_MESSAGE } from '@domain/versions';
import { conflict } from '../errors';

/**
 * The one lost-update rule: an edit that names the version it started from (`expectedUpdatedAt`)
 * is refused with 409 when the stored row's `updatedAt` differs. Call it inside the write's
 * transaction on the row read `for update`, so a concurrent edit cannot slip in between.
 * `current` is null when the row does not exist yet (a singleton never saved): any expected
 * version then mismatches. Dates are compared in milliseconds, the precision the wire carries.
 */
export function assertUnchangedSince(expectedUpdatedAt: string | undefined, current: Date | null | undefined): void {
  if (expectedUpdatedAt === undefined) return;
  if (!current || new Date(expectedUpdatedAt).getTime() !== current.getTime()) throw conflict(CONFLICT_MESSAGE);
}

/**
 * The `updatedAt` an edit writes: now, but always later than the version it replaces, so two edits
 * within one millisecond (or on an instance whose clock runs behind) still leave distinct versions.
 */
export function nextUpdatedAt(now: Date, current: Date | null | undefined): Date {
  return current && current.getTime() >= now.getTime() ? new Date(current.getTime() + 1) : now;
}
