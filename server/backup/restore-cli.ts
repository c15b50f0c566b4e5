import 'dotenv/config';
import path from 'node:path';
import { loadConfig } from '../config';
import { controlSocketPath } from './control-socket';
import { describeRows } from './describe';
import { BadBackup } from './format';
import { restoreBackup, TargetNotEmpty } from './restore';
import { serverIsRunning } from './running';

// `npm run restore -- <file> [--force]`: into DATA_DIR (or DATABASE_URL's database), empty unless --force.
const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}
const config = loadConfig();
const target = config.databaseUrl ? 'the PostgreSQL database at DATABASE_URL' : config.dataDir;

try {
  if (!config.databaseUrl && (await serverIsRunning(controlSocketPath(config.dataDir)))) {
    throw new TargetNotEmpty(`a server is running on ${config.dataDir}: stop it before restoring`);
  }
  const result = await restoreBackup(path.resolve(file), { url: config.databaseUrl, dataDir: config.dataDir }, { force });
  console.log(
    `Restored ${file} (taken ${result.header.createdAt} from ${result.header.database}) into ${target}:\n${describeRows(result.rows)}` +
      (result.migrated > 0 ? `\n  then ran ${result.migrated} newer migration(s)` : '') +
      (result.movedAside ? `\n  the data directory that was there is kept at ${result.movedAside}` : ''),
  );
} catch (error) {
  const known = error instanceof BadBackup || error instanceof TargetNotEmpty;
  console.error(`restore refused: ${error instanceof Error ? error.message : String(error)}${known ? '' : ' (nothing was restored)'}`);
  process.exit(known ? 2 : 1);
}
