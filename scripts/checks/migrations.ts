/**
 * Fails (exit 1) when the drizzle tables differ from what the migrations build: a column, table or
 * index added to server/db/ or server/collections/ without `npm run db:generate` would otherwise
 * pass typecheck and lint and answer every read and write of its collection with a 500 at run time.
 * It compares the tables with the newest migration's snapshot, as drizzle-kit's generate does
 * (drizzle-kit/api), and names the statements the missing migration would hold. Part of
 * `npm run typecheck`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';

const root = path.resolve(import.meta.dirname, '../..');
const migrations = path.join(root, 'server/db/migrations');
// The same files drizzle.config.ts gives drizzle-kit.
const schemaFiles = [
  'server/db/schema.ts',
  'server/db/history-schema.ts',
  ...readdirSync(path.join(root, 'server/collections'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `server/collections/${f}`),
];

const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
const newest = journal.entries[journal.entries.length - 1]!;
const snapshotFile = path.join(migrations, `meta/${String(newest.idx).padStart(4, '0')}_snapshot.json`);
const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as DrizzleSnapshotJSON;

const imports: Record<string, unknown> = {};
for (const file of schemaFiles) Object.assign(imports, await import(pathToFileURL(path.join(root, file)).href));
const current = generateDrizzleJson(imports, snapshot.id);
const statements = await generateMigration(snapshot, current);

if (statements.length) {
  const next = String(newest.idx + 1).padStart(4, '0');
  console.error(
    [
      `Missing migration ${next}: the drizzle tables differ from the migrations (newest: ${newest.tag}).`,
      'The migration they need would hold:',
      ...statements.map((s) => `  ${s.trim().replace(/\s+/g, ' ')}`),
      `Run \`npm run db:generate -- --name <what>\` and commit server/db/migrations/.`,
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Migrations match the tables (${newest.tag}).`);
