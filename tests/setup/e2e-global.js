// Builds the web app once before the end-to-end files run (they serve web/dist), and makes the
// migrated PGlite their servers start from (tests/helpers/database-template.ts).
import { ensureWebBuilt } from '../../scripts/web-build.mjs';
import { ensurePgliteSnapshot } from '../helpers/database-template';

export default async function globalSetup() {
  ensureWebBuilt();
  await ensurePgliteSnapshot();
}
