import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { getOrCreateSecret } from '../secrets';

const INVALID = 'Cursor is not valid: send the nextCursor of the page before, unchanged';

/**
 * Cursors are the last item's order keys, signed (HMAC-SHA-256 with a secret kept in PostgreSQL,
 * so every instance reads the cursors of the others): a changed, forged or another list's cursor
 * is a 400 before any query, never a query on values a client made up.
 */
export function createCursorCodec(db: Db) {
  let key: Promise<string> | null = null;
  const secret = () => (key ??= getOrCreateSecret(db, 'list-cursors').catch((error: unknown) => {
    key = null;
    throw error;
  }));
  const sign = async (payload: string) => crypto.createHmac('sha256', await secret()).update(payload).digest('base64url').slice(0, 32);

  return {
    async encode(list: string, keys: string[]): Promise<string> {
      const payload = Buffer.from(JSON.stringify({ l: list, k: keys })).toString('base64url');
      return `${payload}.${await sign(payload)}`;
    },

    /** The keys a cursor of this list carries (as many as `keyCount`), or a 400. */
    async decode(list: string, cursor: string, keyCount: number): Promise<string[]> {
      const [payload, mac, extra] = cursor.split('.');
      if (!payload || !mac || extra !== undefined) throw badRequest(INVALID, { cursor: INVALID });
      const expected = Buffer.from(await sign(payload));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw badRequest(INVALID, { cursor: INVALID });
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw badRequest(INVALID, { cursor: INVALID });
      }
      const { l, k } = (parsed ?? {}) as { l?: unknown; k?: unknown };
      if (l !== list || !Array.isArray(k) || k.length !== keyCount || !k.every((v) => typeof v === 'string')) {
        throw badRequest(INVALID, { cursor: INVALID });
      }
      return k as string[];
    },
  };
}

export type CursorCodec = ReturnType<typeof createCursorCodec>;
