import { isStaleVersion } from '../../../shared/api/errors';
import { notifyError } from './notify';

/**
 * An edit's input with the version it started from: the `updatedAt` the screen loaded. The server
 * refuses the save (CONFLICT) when the item changed since, instead of silently overwriting
 * someone else's edit. Null (a page never saved yet) sends no version.
 */
export function withVersion<Input extends object>(input: Input, updatedAt: string | null | undefined): Input & { expectedUpdatedAt?: string } {
  return updatedAt ? { ...input, expectedUpdatedAt: updatedAt } : input;
}

/**
 * The admin's answer to a refused save: a conflict shows the server's message ("…Reload to see
 * the latest version.") and reloads the item, so the editor then shows what is stored now; any
 * other failure is the usual error toast. Returns whether it was a conflict.
 */
export async function handleSaveError(error: unknown, fallback: string, reload: () => Promise<unknown> | void): Promise<boolean> {
  notifyError(error, fallback);
  if (!isStaleVersion(error)) return false;
  await reload();
  return true;
}
