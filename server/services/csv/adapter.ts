import type { Db } from '../../db/client';

/** One refusal of an imported row, named by its CSV column (null: the row as a whole, e.g. a clash). */
export interface CellError {
  column: string | null;
  message: string;
}

/**
 * How a collection's items become CSV rows and back, beyond the generic rule (a column per REST
 * field, lists joined by commas). A binding gives one where its wire shape is not spreadsheet-like
 * (bands: the stage by its name, the set as start and end in festival time, social links flat).
 */
export interface CsvAdapter<Context = unknown> {
  /** The columns, in order (REST field names). */
  columns: readonly string[];
  /** What every row needs looked up once (the stages by id and by name). */
  prepare(db: Db): Promise<Context>;
  /** The columns this adapter fills itself, from the wire item. */
  toCells(item: Record<string, unknown>, context: Context): Record<string, string>;
  /** A row's cells as a write's input (REST field names), or why a cell cannot be one. */
  fromCells(cells: Record<string, string>, context: Context): { input: Record<string, unknown>; errors: CellError[] };
  /** The CSV column a service's refusal of an input field belongs to (`stageId` → `stage`). */
  columnOf(field: string): string;
}
