import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { dbQueryDuration, dbQueryErrors } from './metrics';
import { inSpan, tracing } from './spans';

/** A statement's kind, from its first word: the only thing about a query that becomes a label. */
export type QueryOperation = 'select' | 'insert' | 'update' | 'delete' | 'other';
const OPERATIONS = new Set(['select', 'insert', 'update', 'delete']);
export function operationOf(statement: string): QueryOperation {
  const word = /^\s*(\w+)/.exec(statement)?.[1]?.toLowerCase() ?? '';
  return OPERATIONS.has(word) ? (word as QueryOperation) : 'other';
}

type Runner = (this: unknown, statement: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
let installed = false;

/**
 * Times every query the app makes through Drizzle, on PGlite and PostgreSQL alike: both drivers'
 * prepared queries run through PgPreparedQuery's `queryWithCache` (Drizzle's own choke point,
 * where it also wraps driver errors), so one wrapper there sees them all, in transactions too.
 * Installed once per process.
 */
export function instrumentQueries(): void {
  if (installed) return;
  installed = true;
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: Runner };
  const original = prototype.queryWithCache;
  prototype.queryWithCache = async function (this: unknown, statement, params, query) {
    const operation = operationOf(statement);
    const startedAt = performance.now();
    const run = () => original.call(this, statement, params, query);
    try {
      // The statement as Drizzle sent it: parameters are $1, $2..., never the values.
      return await (tracing() ? inSpan(`db ${operation}`, { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': statement.slice(0, 2_000) }, run) : run());
    } catch (error) {
      dbQueryErrors.inc({ operation });
      throw error;
    } finally {
      dbQueryDuration.observe({ operation }, (performance.now() - startedAt) / 1000);
    }
  };
}
