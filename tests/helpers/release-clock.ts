import { syncedAdminApp } from './cache';
import type { TestApp } from './test-app';

/**
 * Drafts, releases and previews follow the services' clock: their tests stop it at T0 and move it
 * to `at(seconds)` after, instead of waiting.
 */
export const T0 = new Date('2026-09-20T12:00:00.000Z');
export const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** A test file's app with an admin's and an editor's bearer token, hearing other instances, its clock at T0. */
export async function appAtT0(env: Record<string, string> = {}): Promise<{ t: TestApp; admin: string; editor: string }> {
  const { t, admin } = await syncedAdminApp(env);
  const editor = await t.editorToken();
  t.clock.now = T0;
  return { t, admin, editor };
}
