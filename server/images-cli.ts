import 'dotenv/config';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { createFileService } from './services/files/service';

/** `npm run images:variants`: makes the responsive variants of every stored image that has none yet. */
const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const files = createFileService({ db: database.db, config, logger, now: () => new Date(), ping: database.ping });
const count = await files.makeMissingVariants();
await files.close();
await database.close();
console.log(`Made responsive variants for ${count} stored image(s) (${database.kind}).`);
