import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (schema/*.graphql), two outputs:
 *  - gateway/generated/resolvers-types.ts: resolver signatures the gateway implements;
 *  - web/src/gql/: typed documents for the operations in web/src/**\/*.graphql, used with
 *    Apollo Client's hooks (useQuery(SomeDocument) is fully typed).
 * `npm run typecheck` runs this with --check, so stale generated files fail CI.
 */
const scalars = {
  DateTime: 'string',
  StringMap: 'Record<string, string>',
};

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GatewayContext',
        // Band.stage is resolved from the DTO's stageId; every other field is the DTO's own.
        mappers: { Band: '../../server/services/bands/service#BandDto' },
        scalars: { ...scalars, Upload: "Promise<import('graphql-upload/processRequest.mjs').FileUpload>" },
        useIndexSignature: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { ...scalars, Upload: 'File' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
