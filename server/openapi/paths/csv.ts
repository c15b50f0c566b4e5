/** Every collection as a spreadsheet (server/routes/collectionCsv.ts): export, and import where the definition allows it. */
import type { CollectionDefinition } from '@domain/collection';
import { COLLECTIONS } from '@domain/collections';
import { admin, binary, errors, ok, type Json } from '../helpers';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const cellError = {
  type: 'object',
  required: ['column', 'message'],
  properties: {
    column: { type: ['string', 'null'], description: 'The CSV column (a REST field name); null for the row as a whole (a clash with another set).' },
    message: { type: 'string' },
  },
};

const report: Json = {
  type: 'object',
  required: ['rows', 'valid', 'invalid'],
  properties: {
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['row', 'ok', 'errors'],
        properties: { row: { type: 'integer', description: 'The spreadsheet row (the header is row 1).' }, ok: { type: 'boolean' }, errors: { type: 'array', items: cellError } },
      },
    },
    valid: { type: 'integer' },
    invalid: { type: 'integer' },
  },
};

function csvPaths(c: CollectionDefinition): Record<string, Json> {
  const { rest } = c;
  const Name = capitalize(rest.path);
  const paths: Record<string, Json> = {
    [`/api/${rest.path}/export.csv`]: {
      get: {
        tags: [rest.tag],
        operationId: `export${Name}Csv`,
        summary: `Every ${rest.one} as CSV (UTF-8 with a byte-order mark; one column per REST field)`,
        security: admin,
        responses: {
          200: { description: 'The CSV file (Content-Disposition: attachment).', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errors(401, 403),
        },
      },
    },
  };
  if (!c.csvImport) return paths;
  paths[`/api/${rest.path}/import`] = {
    post: {
      tags: [rest.tag],
      operationId: `import${Name}Csv`,
      summary: `Create and update ${rest.many ?? `${rest.one}s`} from a CSV file (the export's columns; a row with an _id updates that item)`,
      description:
        'Each row is validated and written as a single create or update would be (same rules, clashes and role). ' +
        'With `dryRun=true`: 200 with every row\'s result and nothing kept. Otherwise all rows or none, in one transaction: ' +
        '201 `{created, updated}`, or 400 with the same rows when any is refused. A file that is not UTF-8 or not a CSV table is 400; over 2 MB, 413.',
      security: admin,
      parameters: [{ name: 'dryRun', in: 'query', required: false, description: 'Check every row and keep nothing.', schema: { type: 'boolean' } }],
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: binary('The CSV file (UTF-8), at most 2 MB.') } } } },
      },
      responses: {
        200: ok('Dry run: each row\'s result; nothing kept.', report),
        201: ok('Imported.', { type: 'object', required: ['created', 'updated'], properties: { created: { type: 'integer' }, updated: { type: 'integer' } } }),
        400: ok('Refused rows (nothing kept), or a file that is not UTF-8 CSV.', { type: 'object', required: ['error'], properties: { error: { type: 'string' }, ...(report.properties as Json) } }),
        ...errors(401, 403, 413),
      },
    },
  };
  return paths;
}

export const csvPathItems = Object.assign({}, ...Object.values(COLLECTIONS).map((c) => csvPaths(c as CollectionDefinition))) as Record<string, Json>;
