import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'web/dist-server', 'dist', 'data', 'coverage', 'web/src/gql', 'web/src/features/admin/gql', 'gateway/generated', 'tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Every package the code imports is declared in package.json (one that only arrives through
  // another's dependencies can vanish with that one's next release). What the running server
  // imports must be a dependency; tests, scripts, configs and the web app (bundled at build) may use
  // devDependencies too. `@domain/…` is the repo's own folder (a path alias), not a package.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/internal-regex': '^@domain/', 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, includeTypes: true }] },
  },
  {
    files: ['server/**/*.ts', 'gateway/**/*.ts', 'boot/**/*.ts', 'domain/**/*.ts', 'server/**/*.mjs'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false, includeTypes: false }] },
  },
  // Web layers: app → features → shared (never upwards), and a feature reaches another feature
  // only through that feature's index.ts. Generated GraphQL code (gql) is usable from every layer;
  // the test harness (web/src/test) only from test files.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['name'] },
        { type: 'shared', pattern: 'web/src/shared' },
        { type: 'gql', pattern: 'web/src/gql' },
        { type: 'test', pattern: 'web/src/test' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} may not import this {{to.type}} file: app → features → shared, and another feature only through its index.ts',
          policies: [
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: ['app', 'shared', 'gql'] } } } },
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
            // A feature's start.ts: what it does on a server-rendered page before the app (app/pageStart.ts).
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: 'feature', fileInternalPath: 'start.ts' } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: ['shared', 'gql'] } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { name: '{{from.captured.name}}' } } } } },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: ['shared', 'gql'] } } } },
            { from: { element: { type: 'gql' } }, allow: { to: { element: { type: 'gql' } } } },
            { from: { element: { type: 'test' } }, allow: { to: { element: { type: ['test', 'app', 'shared', 'gql'] } } } },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test' } } } },
          ],
        },
      ],
    },
  },
  // The page-start script (web/src/page-start.ts → app/pageStart.ts → features' start.ts) runs
  // before, and often instead of, the app: a few KB inlined into every server-rendered page. It
  // must never pull in the app's libraries.
  {
    files: ['web/src/page-start.ts', 'web/src/app/pageStart.ts', 'web/src/features/*/start.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', 'react-dom/*', '@chakra-ui/*', '@emotion/*', '@apollo/*', 'graphql', '**/gql/**', '**/index', '**/index.ts'], message: 'The page-start script stays React-free and small: import React-free modules by their own file.' },
            { regex: '^(\\.\\./)+(features/)?[^./][^/]*/?$', message: 'The page-start script reaches a feature through its start.ts (or a React-free file), never its index.' },
          ],
        },
      ],
    },
  },
  // Server boundaries: REST routes and GraphQL resolvers are thin adapters over server/services and
  // never reach the database themselves (see docs/architecture.md). Kept as its own block so the
  // web's boundary rules can sit beside it.
  {
    files: ['server/routes/**/*.ts', 'gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db', '**/db/*', '**/server/db', '**/server/db/*', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes and the gateway go through server/services; they never import server/db or drizzle.',
            },
          ],
        },
      ],
    },
  },
  // Top-level folders import one way: domain ← server ← gateway ← boot (boot wires the server and
  // the gateway together and nothing imports it back; the web reads domain only). A cycle between
  // folders is a lint error, not a convention.
  {
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server', '**/server/**', '**/gateway', '**/gateway/**', '**/boot', '**/boot/**', '**/web/**'], message: 'domain/ is shared by the server and the web: it imports neither.' }] }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/routes/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/gateway', '**/gateway/**', '**/boot', '**/boot/**'], message: 'server/ never imports the gateway or boot/: boot/ wires them together.' }] }] },
  },
  {
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/db', '**/db/*', '**/server/db', '**/server/db/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'Routes and the gateway go through server/services; they never import server/db or drizzle.' },
            { group: ['**/gateway', '**/gateway/**', '**/boot', '**/boot/**'], message: 'server/ never imports the gateway or boot/: boot/ wires them together.' },
          ],
        },
      ],
    },
  },
  {
    files: ['gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/db', '**/db/*', '**/server/db', '**/server/db/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'Routes and the gateway go through server/services; they never import server/db or drizzle.' },
            { group: ['**/boot', '**/boot/**'], message: 'The gateway never imports boot/: boot/ wires the server and the gateway together.' },
          ],
        },
      ],
    },
  },
);
