/**
 * One `npm test` runs every project:
 *  - server:          REST + GraphQL + services on embedded PGlite (always)
 *  - server-postgres: the same files against the PostgreSQL server at TEST_DATABASE_URL (when set),
 *                     but for those whose database is incidental (pgliteOnly below)
 *  - web:             React component tests in jsdom
 *  - cluster:         two instances behind HAProxy (the chaos test) and behind nginx (a rolling
 *                     restart) under load (skips with a clear line without the proxy or
 *                     PostgreSQL's server binaries, fails under CI=true)
 *  - e2e:             the served app in headless Chromium (skips with a clear line when no browser,
 *                     fails under CI=true)
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
      // `import … with { type: 'json' }` (server/http/persisted-documents.ts) kept as Node needs it.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // The shared shapes (domain/) are imported as `@domain/<file>` by the server and the web alike.
  moduleNameMapper: { '^@domain/(.*)$': '<rootDir>/domain/$1' },
};

const serverTests = ['<rootDir>/tests/server/**/*.test.ts', '<rootDir>/tests/gateway/**/*.test.ts'];

/**
 * Files the server-postgres project leaves to the server project. PGlite is the same PostgreSQL
 * engine (same SQL, plans, types and errors), so a second pass on the server earns its minutes
 * where the two differ: connections and their pool, concurrent transactions and locks, notices
 * between instances, outages, backups. These files are about the HTTP layer, the documents, page
 * rendering, images or telemetry, and the database under them is incidental. A new file runs in
 * both projects unless it is added here, with its reason.
 */
const pgliteOnly = [
  // hostile requests at every door, and malformed input: request parsing and validation
  'tests/server/hardening-fuzz.test.ts',
  'tests/server/hardening-input.test.ts',
  'tests/server/hardening-server.test.ts',
  // the OpenAPI document, and a client generated from it
  'tests/server/openapi.test.ts',
  'tests/server/openapi-validity.test.ts',
  'tests/server/openapi-typescript-client.test.ts',
  // the GraphQL schema and transport
  'tests/gateway/schema-compat.test.ts',
  'tests/gateway/schema-descriptions.test.ts',
  'tests/gateway/persisted-queries.test.ts',
  'tests/gateway/operations.test.ts',
  'tests/gateway/http.test.ts',
  'tests/gateway/http-errors.test.ts',
  // logs, metrics and traces
  'tests/server/observability-logs.test.ts',
  'tests/server/observability-metrics.test.ts',
  'tests/server/traces.test.ts',
  // page rendering, its thread, scripts and frame headers
  'tests/server/frame.test.ts',
  'tests/server/deferred-scripts.test.ts',
  'tests/server/embed-hosts.test.ts',
  'tests/server/page-render-thread.test.ts',
  'tests/server/site-language.test.ts',
  // image variants (sharp in a child process)
  'tests/server/image-variants.test.ts',
  'tests/server/variant-encoder.test.ts',
  'tests/server/variant-widths.test.ts',
  // the demo seed's running order (most of its time is encoding the demo images' variants)
  'tests/server/seed-demo-schedule.test.ts',
  // the real server killed or drained over its own embedded database (DATABASE_URL ''), whichever
  // project runs them: a second run would repeat the first
  'tests/server/hardening-crash.test.ts',
  'tests/server/drain-uploads.test.ts',
];

const projects = [
  {
    ...common,
    displayName: 'server',
    testEnvironment: 'node',
    testMatch: serverTests,
    globalSetup: '<rootDir>/tests/setup/pglite-global.ts',
    setupFiles: ['<rootDir>/tests/setup/pglite.ts'],
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...common,
    displayName: 'server-postgres',
    testEnvironment: 'node',
    testMatch: serverTests,
    testPathIgnorePatterns: ['/node_modules/', ...pgliteOnly.map((file) => `<rootDir>/${file}`)],
    globalSetup: '<rootDir>/tests/setup/postgres-global.ts',
    setupFiles: ['<rootDir>/tests/setup/postgres.ts'],
  });
}
projects.push(
  {
    ...common,
    displayName: 'web',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/web/src/**/*.test.ts', '<rootDir>/web/src/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
  },
  {
    ...common,
    // Two instances behind HAProxy on a throwaway PostgreSQL server, under load (tests/cluster).
    displayName: 'cluster',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/cluster/**/*.test.ts'],
  },
  {
    ...common,
    displayName: 'e2e',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
    globalSetup: '<rootDir>/tests/setup/e2e-global.js',
    globalTeardown: '<rootDir>/tests/setup/e2e-global-teardown.js',
    setupFilesAfterEnv: ['<rootDir>/tests/setup/e2e-after-all.ts'],
  },
);

export default {
  projects,
  // Each test's limit (a file's own hooks and tests may set theirs). Two files share two cores, and a
  // shared CI machine can run everything twice as slowly as another (files 1.5-2× their times of the
  // CI an hour before, on 2026-11-29): a test of 35 s would pass 60 s. A hung test still fails.
  testTimeout: 120_000,
  // Two files at a time, in two worker processes. Jest's default on a 2-core machine (cores - 1 = 1)
  // runs every file one after another in its own process, so one core sat idle most of CI.
  maxWorkers: 2,
  // A worker that holds more than this after a file is replaced by a fresh one: the jsdom files'
  // memory piles up in a long-lived worker (one ran out of memory in a 200-file CI run).
  workerIdleMemoryLimit: '1GB',
};
