import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts with `npm run db:generate`
// and applied on start (and by `npm run db:migrate`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
