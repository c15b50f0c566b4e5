import { and, eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../access';
import type { AnySingletonDefinition, BoundSingleton } from '../singletons/define';
import type { ServiceDeps } from './context';
import type { FileService } from './files/service';
import type { Tracking } from './history';
import type { HookSubject, Hooks } from './hooks';
import { createOperations, type FileChanges } from './operations';
import type { RequestContext } from './request-context';
import { inputToColumns } from './wire';

export type SingletonDtoOf<S extends BoundSingleton> = z.output<S['definition']['dto']>;
export type { FileChanges } from './operations';

/** Every input field named like a column that holds a value: null columns are unset. */
function storedColumns(schema: z.ZodObject, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schema.shape).flatMap((key) => (row[key] === null || row[key] === undefined ? [] : [[key, row[key]]])));
}

// The one row of every singleton table.
const ROW_ID = 1;

/**
 * Get and update of a singleton: a collection of one on the collections' operation pipeline
 * (./operations.ts), so the hook chains, versions, locales and drafts reach it by the same switch,
 * with the collections' meaning of update: only the fields sent change; null or an empty value
 * clears (a setting's default returns); a nested object sent is the new value as a whole; a file
 * not sent is kept. Its row is made on the first save; before it, a read answers the defaults.
 */
export function createSingletonService<S extends BoundSingleton>(deps: ServiceDeps, files: FileService, singleton: S, tracking: Tracking, key: string, hooks: Hooks) {
  const { binding } = singleton;
  const definition = singleton.definition as AnySingletonDefinition;
  type Dto = SingletonDtoOf<S>;
  const input = definition.input;
  const theRow = eq(binding.table.id, ROW_ID);
  const columnsOf = getTableColumns(binding.table);
  for (const { field } of definition.files) {
    if (!(field in columnsOf)) throw new Error(`The ${definition.rest.path} singleton's file ${field} has no column`);
  }

  /** The stored document in its input shape: what is sent is merged over it, and what versions compare. */
  const storedForm = (row: Record<string, unknown>): Record<string, unknown> =>
    binding.storedInput ? binding.storedInput(row as never) : binding.document ? { ...(row[binding.document] as object) } : storedColumns(input, row);
  // What every hook is told of this singleton (server/services/hooks.ts): the collections' chains run for it too.
  const subject: HookSubject = {
    key,
    kind: 'singleton',
    definition: definition as unknown as HookSubject['definition'],
    table: binding.table,
    fileFields: definition.files.map(({ field }) => field),
    storedForm,
  };
  const wire = (row: Record<string, unknown> | undefined) => ({ ...binding.toWire(row as never, deps.now()) }) as Record<string, unknown>;
  const operations = createOperations(deps, files, tracking, hooks, {
    subject,
    input,
    write: definition.write,
    localized: (definition.localized ?? []) as string[],
    files: definition.files,
    notFound: 'Not found',
    toWire: wire,
    storedForm,
    // Every input field named like a column, or the whole document in its column.
    columns: (data, current) => {
      if (binding.columns) return binding.columns(data as never, current as never) as Record<string, unknown>;
      if (!binding.document) return inputToColumns(binding.table, input, data);
      const { expectedUpdatedAt: _version, ...document } = data;
      return { [binding.document]: document };
    },
    // Another language's texts are matched against the stored document (a FAQ item by its `_id`).
    structure: (_english, current) => wire(current),
    authorize: binding.authorize && ((actor, sent) => binding.authorize!(actor, sent)),
  });
  const target = { where: theRow, ensure: { ...(binding.initial ?? {}), id: ROW_ID }, partial: true };
  const write = (who: Actor | RequestContext, sent: unknown, changes: FileChanges, action: 'update' | 'restore', translations?: unknown) =>
    operations.write<Dto>(who, target, sent, changes, { action, translations });
  const currentRow = async () => ((await deps.db.select().from(operations.table).where(theRow)) as Record<string, unknown>[])[0] ?? null;

  return {
    definition,
    // The document's versions, one version, restore (#34; routed only when the definition says `history`).
    ...operations.history<Dto>(currentRow, (actor, _id, sent, changes, translations) => write(actor, sent, changes, 'restore', translations)),

    /** The document, defaults filled (before its first save too, or when a read hook's condition leaves its row out). */
    async get(who?: Actor | RequestContext): Promise<Dto> {
      const [dto] = await operations.read(who, 'get', async (scope) => {
        const [row] = (await deps.db.select().from(operations.table).where(and(theRow, scope))) as Record<string, unknown>[];
        return operations.toDtos<Dto>([row]);
      });
      return dto!;
    },

    /**
     * Only the fields sent change; null or an empty value clears. Files by field: a file replaces,
     * null clears, undefined keeps; a replaced or cleared file is deleted in the same transaction.
     */
    update: (who: Actor | RequestContext, sent: unknown, changes: FileChanges = {}): Promise<Dto> => write(who, sent, changes, 'update'),
  };
}

export type SingletonService<S extends BoundSingleton> = ReturnType<typeof createSingletonService<S>>;
