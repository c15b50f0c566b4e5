import crypto from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';

/**
 * A backup file: gzipped JSON lines. The first line is the header (what made it, the schema's
 * migrations, the tables), then for each table a marker line and one line per row (the row as
 * PostgreSQL's row_to_json writes it: bytea as `\x` hex, timestamps in ISO form), and last a
 * trailer with the row counts and the SHA-256 of every line before it. A file cut short, changed,
 * or that is not a backup at all is recognised before anything is restored.
 */
export const BACKUP_FORMAT = 'metal-gates-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_EXTENSION = '.mgbackup.gz';

export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The migrations the schema had, oldest first: a restore rebuilds the schema to this point first. */
  migrations: AppliedMigration[];
  tables: string[];
}

export interface BackupTrailer {
  end: true;
  rows: Record<string, number>;
  sha256: string;
}

export interface TableMarker {
  table: string;
}

/** Writes lines into a gzip stream, hashing them for the trailer. */
export class BackupWriter {
  private readonly hash = crypto.createHash('sha256');
  private readonly rows: Record<string, number> = {};
  private current?: string;

  constructor(private readonly out: zlib.Gzip) {}

  private async line(text: string) {
    this.hash.update(text).update('\n');
    if (!this.out.write(`${text}\n`)) await new Promise((resolve) => this.out.once('drain', resolve));
  }

  header(header: BackupHeader) {
    return this.line(JSON.stringify(header));
  }

  async table(name: string) {
    this.current = name;
    this.rows[name] = 0;
    await this.line(JSON.stringify({ table: name } satisfies TableMarker));
  }

  /** One row, as the JSON text PostgreSQL made of it (not parsed again here). */
  async row(json: string) {
    this.rows[this.current!] += 1;
    await this.line(json);
  }

  /** The trailer; then the stream is ended. Resolves with the row counts once every byte is flushed. */
  async end(): Promise<Record<string, number>> {
    const trailer: BackupTrailer = { end: true, rows: this.rows, sha256: this.hash.digest('hex') };
    this.out.end(`${JSON.stringify(trailer)}\n`);
    return this.rows;
  }
}

/** A file that is not a complete, unchanged backup: nothing is restored from it. */
export class BadBackup extends Error {}

/** Each line of a backup file in order, as text; a gzip error (cut short, not gzip) becomes BadBackup. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let failure: Error | undefined;
  input.on('error', (error) => {
    failure = error;
    lines.close();
  });
  try {
    for await (const line of lines) {
      if (failure) break;
      yield line;
    }
  } catch (error) {
    failure ??= error as Error;
  }
  if (failure) throw new BadBackup(`${file} is not a complete backup file (${(failure as NodeJS.ErrnoException).code === 'Z_DATA_ERROR' || (failure as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' ? 'cut short or not gzip' : failure.message})`);
}

const parse = (line: string, what: string): unknown => {
  try {
    return JSON.parse(line);
  } catch {
    throw new BadBackup(`not a backup file: its ${what} is not JSON`);
  }
};

/**
 * Reads the whole file once without changing anything: its header, that every table's rows are
 * there, and the checksum. Throws BadBackup for a file that is not one, is cut short or changed.
 */
export async function verifyBackup(file: string): Promise<{ header: BackupHeader; rows: Record<string, number> }> {
  if (!fs.existsSync(file)) throw new BadBackup(`${file} does not exist`);
  const hash = crypto.createHash('sha256');
  let header: BackupHeader | undefined;
  let trailer: BackupTrailer | undefined;
  for await (const line of linesOf(file)) {
    if (trailer) throw new BadBackup('not a backup file: there is more after its end');
    if (!header) {
      const first = parse(line, 'first line') as Partial<BackupHeader>;
      if (first?.format !== BACKUP_FORMAT) throw new BadBackup('not a Metal Gates backup file');
      if (first.formatVersion !== BACKUP_FORMAT_VERSION) throw new BadBackup(`backup format ${first.formatVersion} is not one this version reads (${BACKUP_FORMAT_VERSION})`);
      header = first as BackupHeader;
    } else if (line.startsWith('{"end":true')) {
      trailer = parse(line, 'last line') as BackupTrailer;
      continue;
    }
    hash.update(line).update('\n');
  }
  if (!header) throw new BadBackup('not a backup file: it is empty');
  if (!trailer) throw new BadBackup('the backup file is cut short: its end is missing');
  if (hash.digest('hex') !== trailer.sha256) throw new BadBackup('the backup file is damaged: its checksum does not match');
  return { header, rows: trailer.rows };
}

/** The rows of a verified backup, table by table, in batches of at most `maxBytes` of JSON text. */
export async function* readTables(file: string, maxBytes = 8 * 1024 * 1024): AsyncGenerator<{ table: string; rows: string[] }> {
  let table: string | undefined;
  let batch: string[] = [];
  let bytes = 0;
  let first = true;
  for await (const line of linesOf(file)) {
    if (first) {
      first = false;
      continue;
    }
    const marker = line.startsWith('{"table":') || line.startsWith('{"end":true') ? (JSON.parse(line) as Partial<TableMarker & BackupTrailer>) : undefined;
    if (marker && (marker.end || (marker.table && Object.keys(marker).length === 1))) {
      if (table && batch.length) yield { table, rows: batch };
      batch = [];
      bytes = 0;
      table = marker.table;
      continue;
    }
    batch.push(line);
    bytes += line.length;
    if (bytes >= maxBytes) {
      yield { table: table!, rows: batch };
      batch = [];
      bytes = 0;
    }
  }
}
