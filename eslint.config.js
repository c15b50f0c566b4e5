import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'dist', 'data', 'coverage', 'web/src/gql', 'gateway/generated', 'tmp'] },
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
);
