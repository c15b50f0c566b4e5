// Makes the migrated template database every test file's database is copied from, once before any
// file runs (two workers would otherwise both make it). See tests/helpers/database-template.ts.
import { ensurePostgresTemplate } from '../helpers/database-template';

export default async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the server-postgres project needs TEST_DATABASE_URL');
  await ensurePostgresTemplate(url);
}
