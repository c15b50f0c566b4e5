/**
 * One `npm test` runs every project:
 *  - server:          REST + GraphQL + services on embedded PGlite (always)
 *  - server-postgres: the same files against the PostgreSQL server at TEST_DATABASE_URL (when set)
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
  testTimeout: 60_000,
  // Two files at a time, in two worker processes. Jest's default on a 2-core machine (cores - 1 = 1)
  // runs every file one after another in its own process, so one core sat idle most of CI.
  maxWorkers: 2,
  // A worker that holds more than this after a file is replaced by a fresh one: the jsdom files'
  // memory piles up in a long-lived worker (one ran out of memory in a 200-file CI run).
  workerIdleMemoryLimit: '1GB',
};
