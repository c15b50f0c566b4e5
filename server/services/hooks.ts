import { and, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { VersionAction } from '@domain/history';
import type { Db } from '../db/client';
import type { RequestContext } from './request-context';

type Row = Record<string, unknown>;

/**
 * What a hook is told about the collection or singleton an operation runs on: enough for a
 * capability to decide by the definition's switches (`history`, `trash`, and tomorrow `drafts`,
 * localized fields) without code per collection.
 */
export interface HookSubject {
  /** Its registry key (bands, siteAssets…). */
  key: string;
  kind: 'collection' | 'singleton';
  /** Its definition (domain/collection.ts or domain/singleton.ts): the switches a hook reads. */
  definition: { history?: boolean; trash?: boolean; removable?: boolean; [switchName: string]: unknown };
  table: PgTable;
  /** Its file fields (row columns holding stored paths). */
  fileFields: readonly string[];
  /** The row field naming an item (collections; a singleton is named by its key). */
  titleField?: string;
  /** A stored row in its input shape (what versions compare and a restore sends back). */
  storedForm(row: Row): Row;
}

/** The read operations: the list and its pages, one item, the document of a singleton, or an extra read by name (festivals' `active`). */
export type ReadOperation = 'list' | 'page' | 'get' | `read:${string}`;

export interface ReadEvent {
  ctx: RequestContext;
  subject: HookSubject;
  operation: ReadOperation;
}

export interface WriteEvent {
  ctx: RequestContext;
  subject: HookSubject;
  /** Inside the write's transaction: what a hook writes commits or rolls back with it. */
  tx: Db;
  action: VersionAction;
  /** The write's time (`updatedAt` of the written row). */
  at: Date;
  /** The stored row before the write (null on create). */
  current: Row | null;
}

export interface RemoveEvent {
  ctx: RequestContext;
  subject: HookSubject;
  tx: Db;
  at: Date;
  /** The row, locked (beforeRemove) or already deleted from its table (afterRemove). */
  row: Row;
}

/**
 * The hook chains every collection and singleton operation runs (Payload's model): a capability
 * registers its hooks once, for all of them, and decides per `subject` what to do. Each hook runs
 * in registration order; a `before*` hook refuses by throwing an AppError (the door answers it).
 */
export interface OperationHooks {
  /**
   * Before a read's query or a write's transaction, outside any transaction (a write inside a
   * caller's transaction skips it): may bring the stored rows up to date first, so the query sees
   * them (a release's changes due by now folded into their rows, releases/changes.ts).
   */
  beforeOperation(event: { ctx: RequestContext; subject: HookSubject }): void | Promise<void>;
  /** Before a read's query: may refuse, and may return a condition every row read must meet (drafts: published only unless `ctx.preview`). */
  beforeRead(event: ReadEvent): SQL | void | Promise<SQL | void>;
  /** After a read, the DTOs answered (a list's, or one): may return them changed (a localized field in `ctx.locale`). */
  afterRead(event: ReadEvent & { docs: Row[] }): Row[] | void | Promise<Row[] | void>;
  /** Inside the write's transaction, once the merged input is validated: may refuse, and may return columns to write too. */
  beforeWrite(event: WriteEvent & { data: Row }): Row | void | Promise<Row | void>;
  /** Inside the write's transaction, after the row is written (versions and the audit log, #34). */
  afterWrite(event: WriteEvent & { written: Row }): void | Promise<void>;
  /** Inside the delete's transaction, with the row locked: may refuse. */
  beforeRemove(event: RemoveEvent): void | Promise<void>;
  /** Inside the delete's transaction, after the row left its table (the trash, #34). */
  afterRemove(event: RemoveEvent): void | Promise<void>;
}

/** The chains, which every collection and singleton service runs; `register` joins them (and returns how to leave). */
export function createHooks() {
  const chains: { [K in keyof OperationHooks]: OperationHooks[K][] } = {
    beforeOperation: [],
    beforeRead: [],
    afterRead: [],
    beforeWrite: [],
    afterWrite: [],
    beforeRemove: [],
    afterRemove: [],
  };
  return {
    /** Joins every chain the hooks name, for every collection and singleton at once. */
    register(hooks: Partial<OperationHooks>): () => void {
      const joined = Object.entries(hooks) as [keyof OperationHooks, never][];
      for (const [name, hook] of joined) chains[name].push(hook);
      return () => {
        for (const [name, hook] of joined) chains[name].splice(chains[name].indexOf(hook), 1);
      };
    },

    async beforeOperation(event: { ctx: RequestContext; subject: HookSubject }): Promise<void> {
      for (const hook of [...chains.beforeOperation]) await hook(event);
    },

    /** Every beforeRead in turn: the conditions they return, all of them (undefined: none). */
    async beforeRead(event: ReadEvent): Promise<SQL | undefined> {
      const conditions: SQL[] = [];
      for (const hook of [...chains.beforeRead]) {
        const condition = await hook(event);
        if (condition) conditions.push(condition);
      }
      return conditions.length ? and(...conditions) : undefined;
    },

    async afterRead<Dto>(event: ReadEvent, docs: Dto[]): Promise<Dto[]> {
      let current = docs as Row[];
      for (const hook of [...chains.afterRead]) current = (await hook({ ...event, docs: current })) ?? current;
      return current as Dto[];
    },

    /** Every beforeWrite in turn: the columns they add, merged. */
    async beforeWrite(event: WriteEvent & { data: Row }): Promise<Row> {
      const columns: Row = {};
      for (const hook of [...chains.beforeWrite]) Object.assign(columns, await hook(event));
      return columns;
    },

    async afterWrite(event: WriteEvent & { written: Row }): Promise<void> {
      for (const hook of [...chains.afterWrite]) await hook(event);
    },

    async beforeRemove(event: RemoveEvent): Promise<void> {
      for (const hook of [...chains.beforeRemove]) await hook(event);
    },

    async afterRemove(event: RemoveEvent): Promise<void> {
      for (const hook of [...chains.afterRemove]) await hook(event);
    },
  };
}

export type Hooks = ReturnType<typeof createHooks>;
