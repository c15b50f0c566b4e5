// Builds the web app once before the end-to-end files run (they serve web/dist), and makes the
// migrated PGlite their servers start from (tests/helpers/database-template.ts). Names this run,
// for the demo-seeded database the public-site files share (tests/helpers/seeded-snapshot.ts).
import crypto from 'node:crypto';
import { ensureWebBuilt } from '../../scripts/web-build.mjs';
import { ensurePgliteSnapshot } from '../helpers/database-template';

export default async function globalSetup() {
  process.env.MG_E2E_RUN_ID ??= crypto.randomUUID();
  ensureWebBuilt();
  await ensurePgliteSnapshot();
}
