import type { Db } from '../db/client';

/**
 * The database handle the content services get: identical, except that a transaction that
 * committed calls `onCommit` (and waits for it) before its result goes back to the service, so
 * the write's response can never leave before the public cache forgot the old content.
 * Content services write only inside `db.transaction` (the house rule), so this one hook sees
 * every content write whichever door it came by.
 */
export function invalidatingDb(db: Db, onCommit: () => Promise<void>): Db {
  const transaction: Db['transaction'] = async (work, config) => {
    const result = await db.transaction(work, config);
    await onCommit();
    return result;
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
