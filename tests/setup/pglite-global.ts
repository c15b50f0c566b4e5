// Makes the migrated PGlite every test file's database starts from, once before any file runs
// (two workers would otherwise both make it). See tests/helpers/database-template.ts.
import { ensurePgliteSnapshot } from '../helpers/database-template';

export default async function globalSetup() {
  await ensurePgliteSnapshot();
}
