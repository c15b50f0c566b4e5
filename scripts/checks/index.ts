/**
 * The registry's checks `npm run typecheck` runs after the codegen, in one process (each costs about
 * a second of loading): one name per shape (./names.ts, first: it watches the schemas being named),
 * then migrations that match the tables (./migrations.ts). Each exits 1 with its message.
 */
await import('./names');
await import('./migrations');

export {};
