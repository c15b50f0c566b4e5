import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Capability } from '@domain/access';
import type { CollectionFile } from '@domain/collection';
import type { VersionAction } from '@domain/history';
import { assertAccess, type Actor } from '../access';
import { notFound } from '../errors';
import { parseInput } from '../validation';
import type { ServiceDeps } from './context';
import type { FileChange, FileService } from './files/service';
import { historyOperations, isStoredPath, reviveDates, track, trackedKindOf, type StoredPath, type Tracking } from './history';
import type { HookSubject, Hooks, ReadOperation } from './hooks';
import { createdInEnglish, localizeDocs, remember, split, written as translationsWritten } from './localize';
import { contextOf, DEFAULT_LOCALE, type RequestContext } from './request-context';
import { assertUnchangedSince, nextUpdatedAt } from './versions';

type Row = Record<string, unknown>;
type Stored = Row & { updatedAt: Date };
export type Tx = Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0];

/** A write's file changes by field: a file replaces, null clears, undefined (or absent) keeps; a restore's are stored paths. */
export type FileChanges = Record<string, FileChange | StoredPath>;

/**
 * What a collection or a singleton lends the one pipeline its operations run through: its hook
 * subject, shapes and files, how a row reads on the wire and which columns a validated input
 * writes, and the rules of its own binding.
 */
export interface OperationSpec {
  subject: HookSubject;
  input: z.ZodObject;
  write: Capability;
  localized: readonly string[];
  files: readonly CollectionFile[];
  notFound: string;
  /** A stored row on the wire (undefined: a singleton never saved), without its files' variants, which the pipeline adds. */
  toWire(row: Row | undefined): Row;
  /** The stored item in its input shape, what is sent is merged over (`notCarried`: fields that follow one sent). */
  storedForm(row: Row, notCarried: readonly string[]): Row;
  /** A validated input → the columns it writes. */
  columns(data: Row, current: Row | null): Row;
  /** What the texts of another language are matched against (a FAQ item by its `_id`): the merged input, or the stored document on the wire. */
  structure(english: Row, current: Row): Row;
  /** Beyond the capability: what the fields sent (files included) ask of the caller. */
  authorize?(actor: Actor, sent: ReadonlySet<string>): void;
  /** The binding's own rules inside the write's transaction, before and after the hook chains'. */
  beforeWrite?(tx: Tx, data: Row, current: Row | null, at: Date): unknown;
  afterWrite?(tx: Tx, written: Row, current: Row | null, at: Date): unknown;
  /** Readable addresses (a definition's `slug`, server/services/slugs.ts): a created row gets its slug. */
  slugs?: { forCreate(tx: Tx, data: Row, wanted?: unknown): Promise<string> } | null;
}

/** Where a write lands: a new row, or a stored one, locked first (a singleton's one row is made first when missing). */
export type WriteTarget =
  | {
      insert: true;
      id?: string;
      createdAt?: Date;
      /** The slug it asks for (a restore from the trash: the one it had), when free. */
      slug?: unknown;
    }
  | {
      where: SQL;
      /** The row is made with these columns when there is none yet (a singleton's first save). */
      ensure?: Row;
      /** Every input field is optional: what is sent is validated before any file is encoded. */
      partial?: boolean;
      /** Fields not carried over from the stored item when these are sent (a band's day follows its set time). */
      notCarried?(sent: ReadonlySet<string>): readonly string[];
    };

export interface WriteOptions {
  action?: VersionAction;
  /** The transaction to write inside (a CSV import's, all rows or none): the write is then a savepoint of it. */
  within?: Tx;
  /** First thing inside the write's transaction (taking the item out of the trash). */
  first?(tx: Tx): Promise<unknown>;
  /**
   * The other languages' texts to store as they are (#36), for a restore: the input is English
   * only, and the trashed row's or the version's Romanian comes back with it.
   */
  translations?: unknown;
}

/** The fields a caller sent: present and not undefined (null is sent: it clears). */
function sentFields(input: unknown): Row {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

/**
 * The one operation pipeline of every collection and singleton (#33): reads through the hook
 * chains, the DTO built in one place (files' variants included, one lookup per call), and the
 * write: access, another language's texts, validation of what is sent merged over what is stored,
 * files encoded before the transaction and stored in it, `expectedUpdatedAt`, the binding's rules
 * and the hook chains, the row and its files in one transaction, the answer in the language written.
 * A collection is rows by id; a singleton is a collection of one (its row made on its first save).
 */
export function createOperations({ db, now }: ServiceDeps, files: FileService, tracking: Tracking, hooks: Hooks, spec: OperationSpec) {
  const { subject, input } = spec;
  // Drizzle cannot follow a generic table through insert/update; the bindings' types keep callers honest.
  const table = subject.table as PgTable & Record<string, PgColumn>;
  // Its versions' operations and the files they keep (#34); the recording itself is a hook (history/hooks.ts).
  const tracker = track(trackedKindOf(subject), tracking);
  const fileFields = spec.files.map(({ field }) => field);

  /** A read through the hook chains: their conditions narrow the query, their afterRead hooks see the DTOs. */
  async function read<Dto>(who: Actor | RequestContext | undefined, operation: ReadOperation, run: (scope: SQL | undefined) => Promise<Dto[]>): Promise<Dto[]> {
    const event = { ctx: contextOf(who), subject, operation };
    await hooks.beforeOperation(event);
    return hooks.afterRead(event, await run(await hooks.beforeRead(event)));
  }

  /** The DTOs of stored rows (undefined: a singleton never saved), with every file's variants (read in `via`, a transaction still open). */
  async function toDtos<Dto extends object>(rows: (Row | undefined)[], via?: Tx): Promise<Dto[]> {
    const pathOf = (row: Row | undefined, field: string) => (row?.[field] as string | null | undefined) ?? null;
    const variants = fileFields.length ? await files.variantsFor(rows.flatMap((row) => fileFields.map((field) => pathOf(row, field))), via) : new Map();
    return rows.map((row) => {
      const wire = { ...spec.toWire(row) };
      for (const field of fileFields) wire[`${field}Variants`] = variants.get(pathOf(row, field) ?? '') ?? null;
      return remember(wire as Dto, row);
    });
  }

  async function write<Dto extends object>(who: Actor | RequestContext, target: WriteTarget, sent: unknown, changes: FileChanges, options: WriteOptions = {}): Promise<Dto> {
    const ctx = contextOf(who);
    assertAccess(ctx.actor, spec.write);
    // In another language (#36) the localized fields sent are its texts; the others are shared. Items are created in English.
    if (ctx.locale !== DEFAULT_LOCALE && 'insert' in target) throw createdInEnglish();
    const all = sentFields(sent);
    const { own, shared: fields } = ctx.locale === DEFAULT_LOCALE ? { own: {}, shared: all } : split(subject, all);
    const fileChanges = spec.files.filter(({ field }) => changes[field] !== undefined);
    spec.authorize?.(ctx.actor, new Set([...Object.keys(all), ...fileChanges.map(({ field }) => field)]));
    // What can be validated is refused before any file is encoded: a create whole, a document's fields sent.
    const created = 'insert' in target ? (parseInput(input, fields) as Row) : null;
    if (!('insert' in target) && target.partial) parseInput(input, fields);
    // Encoded before the transaction; stored (originals and variants) inside it, or not at all.
    const prepared = new Map<string, Awaited<ReturnType<FileService['prepareChange']>> | StoredPath>();
    for (const { field, maxBytes, label } of fileChanges) {
      const change = changes[field];
      prepared.set(field, isStoredPath(change) ? change : await files.prepareChange(change, maxBytes, label));
    }
    if (!options.within) await hooks.beforeOperation({ ctx, subject });
    const row = await (options.within ?? db).transaction(async (tx) => {
      await options.first?.(tx);
      let current: Stored | null = null;
      let data = created;
      let translations: unknown;
      if (!('insert' in target)) {
        // A row made just now was never saved: it has no version an editor could have loaded.
        const [made] = target.ensure ? await tx.insert(table).values(target.ensure).onConflictDoNothing().returning() : [];
        [current = null] = (await tx.select().from(table).where(target.where).for('update')) as Stored[];
        if (!current) throw notFound(spec.notFound);
        const english = { ...spec.storedForm(current, target.notCarried?.(new Set(Object.keys(fields))) ?? []), ...fields };
        data = parseInput(input, english) as Row;
        assertUnchangedSince(data.expectedUpdatedAt as string | undefined, made ? null : current.updatedAt);
        if (ctx.locale !== DEFAULT_LOCALE) {
          translations = translationsWritten(subject, current.translations, ctx.locale, own, english, spec.structure(english, current), (doc) => parseInput(input, doc) as Row);
        }
      }
      const at = nextUpdatedAt(now(), current?.updatedAt);
      await spec.beforeWrite?.(tx, data!, current, at);
      const action = options.action ?? (current ? 'update' : 'create');
      const event = { ctx, subject, tx, action, at, current };
      const added = await hooks.beforeWrite({ ...event, data: data! });
      const values: Row = { ...spec.columns(data!, current), ...added, updatedAt: at };
      if (translations) values.translations = translations;
      if (options.translations !== undefined) values.translations = options.translations;
      if (spec.slugs && 'insert' in target) values.slug = await spec.slugs.forCreate(tx, data!, target.slug);
      for (const [field, change] of prepared) values[field] = (await tracker.replaceFile(tx, (current?.[field] as string | null | undefined) ?? null, change)) ?? null;
      const [written] = (
        'insert' in target
          ? await tx
              .insert(table)
              .values({
                ...values,
                createdAt: at,
                ...(target.id && { id: target.id }),
                ...(target.createdAt && { createdAt: target.createdAt }),
              })
              .returning()
          : await tx.update(table).set(values).where(target.where).returning()
      ) as Row[];
      await spec.afterWrite?.(tx, written!, current, at);
      await hooks.afterWrite({ ...event, written: written! });
      return written!;
    });
    // Answered in the language written (its missing texts in English). Inside a caller's transaction
    // (a release's change checked, previewed or folded; a CSV import), read in it: it is still open.
    return localizeDocs(spec.localized, { ...ctx, fallback: 'en' }, await toDtos<Dto>([row], options.within))[0]!;
  }

  /** Versions, one version, restore (#34; routed only when the definition says `history`): a restore is a write recorded as one. */
  const history = <Dto extends object>(current: (id: string) => Promise<Row | null>, restore: (actor: Actor, id: string, sent: Row, files: Record<string, StoredPath>, translations?: unknown) => Promise<Dto>) =>
    historyOperations<Dto>({
      tracker,
      versions: tracking.versions,
      db,
      write: spec.write,
      notFound: spec.notFound,
      toDto: async (row) => (await toDtos<Dto>([row]))[0]!,
      revive: (row) => reviveDates(table, row),
      current,
      restore,
    });

  return { read, toDtos, write, history, table };
}
