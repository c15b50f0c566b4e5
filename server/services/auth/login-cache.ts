import type { Actor } from '../../access';

/** How long a login's lookup (user exists, its role, login not ended) is reused by this instance. */
export const LOGIN_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * A short-lived cache of `authenticate`'s database lookup, keyed by login (refresh-token family).
 * This instance drops an entry at once when it ends the login; other instances sharing the database
 * are told over LISTEN/NOTIFY (sessions.ts) and see it at once, or within LOGIN_CACHE_MS should a notice be lost.
 */
export function createLoginCache(ttlMs = LOGIN_CACHE_MS) {
  const entries = new Map<string, { userId: string; user: Actor['user']; until: number }>();
  return {
    async get(familyId: string, userId: string, load: () => Promise<Actor['user']>): Promise<Actor['user']> {
      const hit = entries.get(familyId);
      if (hit && hit.userId === userId && hit.until > Date.now()) return hit.user;
      const user = await load();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(familyId, { userId, user, until: Date.now() + ttlMs });
      return user;
    },
    drop(familyId: string) {
      entries.delete(familyId);
    },
    clear() {
      entries.clear();
    },
    /** Forgets every login of a user (deactivated, role changed, password reset). */
    dropUser(userId: string) {
      for (const [familyId, entry] of entries) if (entry.userId === userId) entries.delete(familyId);
    },
  };
}
