import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { VersionAction } from '@domain/history';
import type { Actor } from '../../access';
import type { Db } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { PreparedChange } from '../files/service';
import type { createChores } from './chores';
import type { FileKeeper, StoredPath } from './files';
import type { TrashStore } from './trash';
import type { VersionStore } from './versions';

/** What the tracking of one collection or singleton needs to know (from its definition and binding). */
export interface TrackedKind {
  /** Its registry key (bands, siteAssets…): what versions, the trash and the log call it. */
  key: string;
  history: boolean;
  trash: boolean;
  /** The row field naming an item (a singleton: none, its name is its key). */
  titleField?: string;
  fileFields: readonly string[];
  /** A stored row in its input shape: what changes are counted in, and what a restore sends back. */
  storedForm(row: Record<string, unknown>): Record<string, unknown>;
  /** A singleton's rows have no id of their own worth recording. */
  singleton?: boolean;
}

type Row = Record<string, unknown>;

/** A row as JSON keeps it (dates as ISO text): what versions store and what they are compared in. */
export const asJson = (row: object): Row => JSON.parse(JSON.stringify(row)) as Row;

/** A row kept as JSON, with its timestamp columns Dates again (what the services' mappers expect). */
export function reviveDates(table: PgTable, row: Row): Row {
  const revived = { ...row };
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    if (column.dataType === 'date' && typeof revived[field] === 'string') revived[field] = new Date(revived[field] as string);
  }
  return revived;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose stored values differ (input fields and files), in the input's order. */
export function changedFields(kind: TrackedKind, before: Row | null, after: Row): string[] {
  const was = before ? kind.storedForm(before) : {};
  const now = kind.storedForm(after);
  const fields = [...new Set([...Object.keys(now), ...Object.keys(was)])].filter((f) => f !== 'expectedUpdatedAt' && !same(was[f], now[f]));
  return [...fields, ...kind.fileFields.filter((f) => !same(before?.[f], after[f])), ...changedTranslations(before, after)];
}

/** The texts changed in another language (`translations`: locale → leaf address → text), as 'biography (ro)', each field once. */
function changedTranslations(before: Row | null, after: Row): string[] {
  const was = (before?.translations ?? {}) as Record<string, Row>;
  const now = (after.translations ?? {}) as Record<string, Row>;
  const changed = new Set<string>();
  for (const locale of new Set([...Object.keys(was), ...Object.keys(now)])) {
    for (const leaf of new Set([...Object.keys(was[locale] ?? {}), ...Object.keys(now[locale] ?? {})])) {
      if (!same(was[locale]?.[leaf], now[locale]?.[leaf])) changed.add(`${leaf.split('.')[0]} (${locale})`);
    }
  }
  return [...changed];
}

export interface Tracking {
  keeper: FileKeeper;
  versions: VersionStore;
  trash: TrashStore;
  audit: AuditService;
  chores: ReturnType<typeof createChores>;
}

/**
 * The hooks a collection's or singleton's service calls inside its write transactions, so that what
 * its definition switches on (`history`, `trash`) happens, and the audit log hears of every write.
 */
export function track(kind: TrackedKind, { keeper, versions, trash, audit, chores }: Tracking) {
  const itemIdOf = (row: Row) => (kind.singleton ? '' : String(row.id));
  const titleOf = (row: Row) => (kind.titleField && row[kind.titleField] != null ? String(row[kind.titleField]) : kind.key);
  const filesOf = (row: Row) => kind.fileFields.map((f) => row[f]).filter((p): p is string => typeof p === 'string' && p !== '');
  // A singleton is named by its collection alone.
  const logged = (action: VersionAction, row: Row) => ({ action, collection: kind.key, itemId: kind.singleton ? null : itemIdOf(row), title: kind.singleton ? null : titleOf(row) });

  return {
    kind,
    /** `files.replace` that keeps what versions and the trash still refer to, and takes a restore's stored path. */
    replaceFile: (tx: Db, current: string | null, change: PreparedChange | StoredPath) => keeper.replace(tx, current, change),

    /** After an item is written: its version (with history), its line in the log, and the purges when due. */
    async written(tx: Db, actor: Actor | null | undefined, action: VersionAction, previous: object | null, written: object, at: Date) {
      const after = asJson(written);
      if (kind.history) {
        const entry = { collection: kind.key, itemId: itemIdOf(after), action, changes: changedFields(kind, previous && asJson(previous), after), row: after, files: filesOf(after) };
        await versions.record(tx, actor, entry, at);
      }
      await audit.record(tx, actor, logged(action, after));
      await chores.maybeRun(tx);
    },

    /**
     * After an item's row is deleted: with the trash, it waits there with its files (and, with
     * history, a `delete` version); without, it is gone with its versions and the files only they kept.
     */
    async removed(tx: Db, actor: Actor | null | undefined, removed: object, at: Date) {
      const row = asJson(removed);
      const itemId = itemIdOf(row);
      if (kind.trash) {
        await trash.put(tx, actor, { collection: kind.key, itemId, title: titleOf(row), row, files: filesOf(row) }, at);
        if (kind.history) await versions.record(tx, actor, { collection: kind.key, itemId, action: 'delete', changes: [], row, files: filesOf(row) }, at);
      } else {
        if (kind.history) await versions.dropItem(tx, kind.key, itemId);
        await keeper.release(tx, filesOf(row));
      }
      await audit.record(tx, actor, logged('delete', row));
      await chores.maybeRun(tx);
    },
  };
}

export type Tracker = ReturnType<typeof track>;
