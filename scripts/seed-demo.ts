/**
 * `npm run seed:demo [-- --force]`: fills the configured database (DATABASE_URL, or PGlite in
 * DATA_DIR) with a believable demo festival, through the services. Refuses a database that
 * already has content unless --force. Tests import seedDemo from scripts/demo/seed.ts.
 */
import 'dotenv/config';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createLogger } from '../server/logger';
import { createServices } from '../server/services';
import { seedDemo } from './demo/seed';


const force = process.argv.includes('--force');
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  await database.migrate();
  const services = createServices({ db: database.db, config, logger: createLogger('warn'), now: () => new Date(), ping: database.ping });
  const result = await seedDemo(services, { force, log: (line) => console.log(`  seeding ${line}`) });
  if (result.seeded) {
    console.log(`Demo festival seeded: ${result.counts!.bands} bands, ${result.counts!.news} articles, ${result.counts!.archives} archive editions, ${result.counts!.partners} partners (${database.kind}).`);
  } else {
    console.log(`Nothing seeded: ${result.reason}.`);
  }
} catch (error) {
  console.error('Seeding failed:', error);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
