import { isStaleVersion } from '../../../shared/api/errors';
import { toaster } from '../../../shared/ui/toaster';
import { notifyError } from './notify';

/**
 * An edit's input with the version it started from: the `updatedAt` the screen loaded. The server
 * refuses the save (CONFLICT) when the item changed since, instead of silently overwriting
 * someone else's edit. Null (a page never saved yet) sends no version.
 */
export function withVersion<Input extends object>(input: Input, updatedAt: string | null | undefined): Input & { expectedUpdatedAt?: string } {
  return updatedAt ? { ...input, expectedUpdatedAt: updatedAt } : input;
}

/** What a form that keeps the typing through a conflict says (the server's words say to reload). */
export const KEPT_THROUGH_CONFLICT = 'Someone else saved this while you were editing. Your typing is kept: compare the versions shown, then save again.';

/**
 * The admin's answer to a refused save: a conflict reloads the item (the next save names the
 * stored version) and says so: in the server's words ("…Reload to see the latest version."), or,
 * for a form that keeps the typing (`keepsTyping`), that it is kept and both versions are shown.
 * Any other failure is the usual error toast. Returns whether it was a conflict.
 */
export async function handleSaveError(error: unknown, fallback: string, reload: () => Promise<unknown> | void, { keepsTyping = false } = {}): Promise<boolean> {
  const stale = isStaleVersion(error);
  if (stale && keepsTyping) toaster.create({ title: 'Saved by someone else', description: KEPT_THROUGH_CONFLICT, type: 'warning' });
  else notifyError(error, fallback);
  if (!stale) return false;
  await reload();
  return true;
}
