import { defineConfig } from 'drizzle-kit';

// Migrations are generated with `npm run db:generate` from server/db/schema.ts and the tables kept
// beside their collection's binding (server/collections/<key>.ts), and applied on start (and by
// `npm run db:migrate`).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/db/history-schema.ts', './server/collections/*.ts'],
  out: './server/db/migrations',
});
