import 'dotenv/config';
import { loadConfig } from '../config';
import { openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
