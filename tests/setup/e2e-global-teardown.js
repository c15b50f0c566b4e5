// Removes this run's demo-seeded database dump (tests/helpers/seeded-snapshot.ts), if a file made it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default async function globalTeardown() {
  const runId = process.env.MG_E2E_RUN_ID;
  if (runId) fs.rmSync(path.join(os.tmpdir(), `metal-gates-seeded-${runId}.tar`), { force: true });
}
