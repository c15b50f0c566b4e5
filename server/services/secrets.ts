import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * Returns the named secret, generating and persisting it the first time.
 * Concurrent first calls agree: the insert ignores conflicts and everyone reads back the winner.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  const existing = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing[0]) return existing[0].value;
  await db
    .insert(appSecrets)
    .values({ name, value: crypto.randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}
