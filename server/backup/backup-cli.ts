import 'dotenv/config';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { hasCluster } from '../db/pglite-cluster';
import { backupFromRunningServer } from './control-socket';
import { describeRows } from './describe';
import { verifyBackup } from './format';
import { writeBackupFile } from './snapshot';

// `npm run backup -- --out <file>`: one file with everything (README, "Operating it").
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
if (!out || out.startsWith('--')) {
  console.error('usage: npm run backup -- --out <file>');
  process.exit(2);
}
const file = path.resolve(out);
const config = loadConfig();

try {
  let source: string;
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl });
    try {
      await writeBackupFile(database, file);
    } finally {
      await database.close();
    }
    source = 'the PostgreSQL server at DATABASE_URL';
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    const fromServer = await backupFromRunningServer(config.dataDir, fs.createWriteStream(partial, { mode: 0o600 })).catch((error: unknown) => {
      fs.rmSync(partial, { force: true });
      throw error;
    });
    if (fromServer) {
      fs.renameSync(partial, file);
      source = `the running server's embedded database (${config.dataDir})`;
    } else {
      fs.rmSync(partial, { force: true });
      if (!hasCluster(config.dataDir)) throw new Error(`there is no database in ${config.dataDir} (set DATA_DIR, or DATABASE_URL for a PostgreSQL server)`);
      const database = await openDatabase({ dataDir: config.dataDir });
      try {
        await writeBackupFile(database, file);
      } finally {
        await database.close();
      }
      source = `the embedded database in ${config.dataDir}`;
    }
  }
  // Read back and checked, as a restore would: a backup is only as good as its proof.
  const { rows } = await verifyBackup(file);
  console.log(`Backup of ${source} written to ${file} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB, checked):\n${describeRows(rows)}`);
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
