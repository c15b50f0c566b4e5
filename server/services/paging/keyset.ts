import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * One key of a collection's order. The keys together must be unique (end with the id) and never
 * null: a page continues after the last item's keys, which its cursor carries.
 */
export interface OrderKey {
  by: PgColumn | SQL;
  descending?: boolean;
}

export const ascending = (by: PgColumn | SQL): OrderKey => ({ by });
export const descending = (by: PgColumn | SQL): OrderKey => ({ by, descending: true });

/** The keys as an ORDER BY. */
export const orderByOf = (order: OrderKey[]) => order.map((k) => (k.descending ? desc(k.by) : asc(k.by)));

/** The keys of a row as text (what a cursor carries; PostgreSQL reads them back as the key's type). */
export const keyTexts = (order: OrderKey[]): Record<string, SQL<string>> =>
  Object.fromEntries(order.map((k, i) => [`k${i}`, sql<string>`(${k.by})::text`]));

/** The same keys the other way round: reading backwards from a page's first item. */
export const reversed = (order: OrderKey[]): OrderKey[] => order.map((k) => ({ by: k.by, descending: !k.descending }));

/**
 * The rows after a cursor's keys in this order. Keys all one way read as one row comparison, which
 * an index on the same columns answers (news: `(published_at, created_at, id) < (…)`); mixed
 * directions expand to "the first key past it, or equal and the rest past it".
 */
export function after(order: OrderKey[], values: string[]): SQL {
  const allDescending = order.every((k) => k.descending);
  if (allDescending || order.every((k) => !k.descending)) {
    const keys = sql.join(order.map((k) => sql`${k.by}`), sql`, `);
    const vals = sql.join(values.map((v) => sql`${v}`), sql`, `);
    return allDescending ? sql`(${keys}) < (${vals})` : sql`(${keys}) > (${vals})`;
  }
  const past = (k: OrderKey, v: string) => (k.descending ? sql`${k.by} < ${v}` : sql`${k.by} > ${v}`);
  const branches = order.map((key, i) => {
    const equal = order.slice(0, i).map((k, j) => sql`${k.by} = ${values[j]}`);
    return sql.join([...equal, past(key, values[i]!)], sql` and `);
  });
  return sql`(${sql.join(branches, sql` or `)})`;
}
