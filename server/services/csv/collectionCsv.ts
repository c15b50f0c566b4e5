import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { CollectionDefinition } from '@domain/collection';
import { MB } from '@domain/images';
import { assertAccess, type Actor } from '../../access';
import type { Db } from '../../db/client';
import { asAppError, badRequest } from '../../errors';
import type { CellError, CsvAdapter } from './adapter';
import { cellOf, READ_ONLY_COLUMNS, wireColumns } from './cells';

/** The largest CSV an import reads (thousands of rows of text). */
export const MAX_CSV_BYTES = 2 * MB;

/** The most rows one import takes (a festival's lineup is ~60; a news archive a few thousand). */
export const MAX_IMPORT_ROWS = 5000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ImportedRow {
  /** The spreadsheet's row number: the header is row 1. */
  row: number;
  ok: boolean;
  errors: CellError[];
}
export interface ImportReport {
  rows: ImportedRow[];
  valid: number;
  invalid: number;
}

interface CsvDeps {
  db: Db;
  definition: CollectionDefinition;
  adapter?: CsvAdapter;
  /** Every item, in list order, as the wire has it. */
  all(): Promise<Record<string, unknown>[]>;
  /** The service's own create (`id` null) or update, inside the import's transaction. */
  write(tx: Tx, actor: Actor, id: string | null, input: Record<string, unknown>): Promise<unknown>;
  /** The chain every read and write runs first (`beforeOperation`: a release's due changes folded), once before an export's read or an import's transaction. */
  beforeOperation?(actor: Actor): Promise<void>;
  /** REST's odd shapes (flat social links), as a REST write adapts them. */
  restInput?(body: Record<string, unknown>): Record<string, unknown>;
  /** After an import is committed: the table's statistics refreshed (server/db/maintenance.ts). */
  afterImport?(): Promise<void>;
}

const ROLLBACK = Symbol('dry run or refused rows: nothing is kept');

/** A CSV file's text: UTF-8 only (a byte-order mark is dropped), else a 400 that says so. */
function textOf(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw badRequest('The file is not UTF-8 text: save the spreadsheet as "CSV UTF-8"', { file: 'The file is not UTF-8 text' });
  }
}

function rowsOf(file: Buffer): Record<string, string>[] {
  let records: Record<string, string>[];
  try {
    records = parse(textOf(file), { bom: true, columns: (header: string[]) => header.map((h) => h.trim()), skip_empty_lines: true, trim: false, relax_column_count: false });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(`The file is not a CSV table${line ? ` (row ${line})` : ''}: ${(error as Error).message}`, { file: 'Not a CSV table' });
  }
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(`At most ${MAX_IMPORT_ROWS} rows in one import`, { file: `At most ${MAX_IMPORT_ROWS} rows` });
  return records;
}

/** A service refusal as the row's cell errors: each field's message under its column. */
function errorsOf(error: unknown, adapter: CsvAdapter | undefined): CellError[] {
  const app = asAppError(error);
  if (!app || app.status >= 500) throw error;
  if (app.details && Object.keys(app.details).length) {
    return Object.entries(app.details).map(([field, message]) => ({ column: adapter ? adapter.columnOf(field) : field.split('.').pop()!, message }));
  }
  return [{ column: app.status === 404 ? '_id' : null, message: app.message }];
}

/**
 * A collection as a spreadsheet: export every item (UTF-8 with a BOM, REST field names as
 * columns), import rows as the service's own creates and updates (a row with an `_id` updates):
 * the same validation, clash rules and capability as a single write, all rows in one transaction
 * or none. A dry run does every write and rolls them all back, so it finds what the real import would.
 */
export function collectionCsv({ db, definition, adapter, all, write, beforeOperation, restInput, afterImport }: CsvDeps) {
  const columns = adapter?.columns ?? wireColumns(Object.keys(definition.dto.shape));

  async function importRows(actor: Actor, file: Buffer | null, dryRun: boolean): Promise<ImportReport & { created: number; updated: number }> {
    assertAccess(actor, definition.write);
    if (!definition.csvImport) throw badRequest(`${definition.rest.path} cannot be imported`);
    if (!file) throw badRequest('Send the CSV file as the multipart field "file"', { file: 'A CSV file is required' });
    const records = rowsOf(file);
    const rows: ImportedRow[] = [];
    let created = 0;
    let updated = 0;
    await beforeOperation?.(actor);
    try {
      await db.transaction(async (tx) => {
        const context = await adapter?.prepare(tx);
        for (const [i, cells] of records.entries()) {
          const row = i + 2;
          const { input, errors } = adapter ? adapter.fromCells(cells, context) : { input: { ...cells }, errors: [] };
          if (errors.length) {
            rows.push({ row, ok: false, errors });
            continue;
          }
          for (const column of READ_ONLY_COLUMNS) delete input[column];
          const id = cells._id?.trim() || null;
          try {
            await write(tx, actor, id, restInput ? restInput(input) : input);
            if (id) updated += 1;
            else created += 1;
            rows.push({ row, ok: true, errors: [] });
          } catch (error) {
            rows.push({ row, ok: false, errors: errorsOf(error, adapter) });
          }
        }
        if (dryRun || rows.some((r) => !r.ok)) throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    const invalid = rows.filter((r) => !r.ok).length;
    if (!dryRun && !invalid && rows.length) await afterImport?.();
    return { rows, valid: rows.length - invalid, invalid, created, updated };
  }

  return {
    /** The import's whole report, kept or not (GraphQL answers it as it is). */
    async importReport(actor: Actor, file: Buffer | null, dryRun: boolean) {
      const result = await importRows(actor, file, dryRun);
      return { ...result, imported: !dryRun && result.invalid === 0, ...(dryRun || result.invalid ? { created: 0, updated: 0 } : {}) };
    },

    /** Every item as CSV: UTF-8 with a byte-order mark (Excel then reads ă, ș, ț), one column per REST field. */
    async exportCsv(actor: Actor): Promise<string> {
      assertAccess(actor, definition.write);
      await beforeOperation?.(actor);
      const context = await adapter?.prepare(db);
      const items = await all();
      const records = items.map((item) => {
        const own = adapter ? adapter.toCells(item, context) : {};
        return columns.map((column) => (column in own ? own[column]! : cellOf(item[column])));
      });
      return stringify([columns as string[], ...records], { bom: true });
    },

    /**
     * `dryRun`: the report, nothing kept. Otherwise all rows or none: `{created, updated}`, or a
     * 400 carrying the same report when any row is refused.
     */
    async importCsv(actor: Actor, file: Buffer | null, dryRun: boolean) {
      const { created, updated, ...report } = await importRows(actor, file, dryRun);
      if (dryRun) return report;
      if (report.invalid) throw Object.assign(badRequest(`${report.invalid} of ${report.rows.length} rows were refused: nothing was imported`), { report });
      return { created, updated };
    },
  };
}
