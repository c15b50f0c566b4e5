import { z } from 'zod';
import type { Capability } from '@domain/access';
import { type VersionDto, type VersionSummaryDto } from '@domain/history';
import { expectedUpdatedAtSchema } from '@domain/versions';
import { assertAccess, type Actor } from '../../access';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { plausibleId } from '../context';
import { parseInput } from '../../validation';
import type { StoredPath } from './files';
import type { Tracker } from './track';
import { summaryOf, type VersionStore } from './versions';

type Row = Record<string, unknown>;

/** What a collection's or singleton's service lends its history operations. */
export interface HistorySubject<Dto> {
  tracker: Tracker;
  versions: VersionStore;
  db: Db;
  /** The capability its writes need: reading and restoring its history needs the same. */
  write: Capability;
  notFound: string;
  /** The DTO of a stored row. */
  toDto(row: Row): Promise<Dto>;
  /** A version's JSON row as the table's row (Dates for its timestamps). */
  revive(row: Row): Row;
  /** The item's stored row now, or null (deleted, in the trash). */
  current(itemId: string): Promise<Row | null>;
  /**
   * Writes `sent` (only the fields that differ) and the files through the service's own path,
   * recorded as a restore; `translations`, when given, are the other languages' texts to store as
   * the version had them.
   */
  restore(actor: Actor, itemId: string, sent: Row, files: Record<string, StoredPath>, translations?: unknown): Promise<Dto>;
}

const restoreBody = z.object({ expectedUpdatedAt: expectedUpdatedAtSchema });
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * An item's versions, one version with the item as it was, and a restore (#34): the same for every
 * collection and singleton whose definition says `history`. A restore is an update through the
 * service's own path that sends what differs from the version: the same validation, the same
 * rules (a stage slot taken is the edit's 409), the same `expectedUpdatedAt` check; recorded as a
 * new version.
 */
export function historyOperations<Dto>(s: HistorySubject<Dto>) {
  const { kind } = s.tracker;
  // Ids are opaque text: one that could not be ours is unknown without asking the database.
  const assertPlausible = (itemId: string) => {
    if (!kind.singleton && !plausibleId(itemId)) throw notFound(s.notFound);
  };
  return {
    async versions(actor: Actor, itemId: string): Promise<VersionSummaryDto[]> {
      assertAccess(actor, s.write);
      assertPlausible(itemId);
      const rows = await s.versions.list(s.db, kind.key, itemId);
      if (!rows.length && !kind.singleton && !(await s.current(itemId))) throw notFound(s.notFound);
      return rows.map(summaryOf);
    },

    async version(actor: Actor, itemId: string, versionId: string): Promise<VersionDto> {
      assertAccess(actor, s.write);
      assertPlausible(itemId);
      const version = await s.versions.get(s.db, kind.key, itemId, versionId);
      return { ...summaryOf(version), data: (await s.toDto(s.revive(version.row))) as Record<string, unknown> };
    },

    async restoreVersion(actor: Actor, itemId: string, versionId: string, body: unknown): Promise<Dto> {
      assertAccess(actor, s.write);
      assertPlausible(itemId);
      const { expectedUpdatedAt } = parseInput(restoreBody, body ?? {});
      const version = await s.versions.get(s.db, kind.key, itemId, versionId);
      const current = await s.current(itemId);
      if (!current && !kind.singleton) throw notFound(s.notFound);
      const was = current ? kind.storedForm(current) : {};
      const want = kind.storedForm(s.revive(version.row));
      const sent: Row = {};
      for (const field of new Set([...Object.keys(was), ...Object.keys(want)])) {
        if (field !== 'expectedUpdatedAt' && !same(was[field], want[field])) sent[field] = want[field] ?? null;
      }
      if (expectedUpdatedAt !== undefined) sent.expectedUpdatedAt = expectedUpdatedAt;
      const files: Record<string, StoredPath> = {};
      for (const field of kind.fileFields) {
        if (!same(current?.[field], version.row[field])) files[field] = { storedPath: (version.row[field] as string | null) ?? null };
      }
      // The version's Romanian comes back too (a version may differ only there: 'biography (ro)').
      const translations = same(current?.translations, version.row.translations) ? undefined : (version.row.translations ?? {});
      return s.restore(actor, itemId, sent, files, translations);
    },
  };
}
