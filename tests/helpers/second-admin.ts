import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { createTestApp, USER, type TestApp } from './test-app';

/**
 * A second administrator's Bearer header: the registered user, promoted in the database (the
 * only way besides the first registration), then signed in again so the token carries the role.
 */
export async function secondAdminToken(t: TestApp): Promise<string> {
  await t.userToken();
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, USER.email));
  const login = await t.http.post('/api/auth/login').send(USER);
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return `Bearer ${login.body.accessToken}`;
}

/** A test file's app with two administrators' Bearer headers (concurrent-edit tests). */
export async function twoAdminsApp(): Promise<{ t: TestApp; alice: string; bob: string }> {
  const t = await createTestApp();
  return { t, alice: await t.adminToken(), bob: await secondAdminToken(t) };
}
