import type { CodegenConfig } from '@graphql-codegen/cli';
import { adminOperationDocuments, publicFragmentDocuments } from './scripts/codegen/adminOperations';
import { domainSdl } from './scripts/codegen/domainSdl';
import { publicFieldsModule } from './scripts/codegen/publicFields';
import { serverCollectionsModule } from './scripts/codegen/serverRegistry';
import { adminOperationsModule, adminScreensModule, offlineModule, publicQueryDocuments, sharedPublicQueryDocuments } from './scripts/codegen/webRegistry';

/**
 * One schema (schema/*.graphql, plus the types generated from domain/'s zod schemas), five outputs:
 *  - schema/generated/domain.graphql: those generated types, which the gateway loads;
 *  - gateway/generated/resolvers-types.ts: resolver signatures the gateway implements;
 *  - web/src/gql/: typed documents for the public site's operations (web/src/**\/*.graphql outside
 *    the back office) and the collections' generated `<Name>Fields` fragments, used with Apollo
 *    Client's hooks (useQuery(SomeDocument) is fully typed);
 *  - web/src/features/admin/gql/: the back office's, with its generated collection fragments and
 *    operations (scripts/codegen/adminOperations.ts): a module of its own, so a chunk only the lazy
 *    back office loads;
 *  - web/src/gql/passkeys/: the passkey operations, loaded by /login and Account only;
 *  - from the collection registry with no GraphQL in them (scripts/codegen/webRegistry.ts): the
 *    back office's collection screens (routes and menu) and the generated operations each one
 *    uses, what the offline worker keeps, where the public views show each field
 *    (scripts/codegen/publicFields.ts); and
 *    the server's list of bound collections (scripts/codegen/serverRegistry.ts). The public reads
 *    of one registered thing (a whole list, an extra read, one item, a singleton's document) are
 *    generated documents of the public module too (the settings' site reads of the back office's).
 * Every output is a build artifact git does not track (.gitignore): `npm install`, `npm run typecheck`
 * and `npm run build` run this (scripts/codegen.mjs), `npm start` and `npm run dev` when a source changed.
 */
const scalars = {
  DateTime: 'string',
  StringMap: 'Record<string, string>',
  JSONObject: 'Record<string, unknown>',
};

const generatedSdl = domainSdl();

// Every web operation is also a persisted document (its sha256 in the document's `__meta__.hash`, and
// `persisted-documents.json` beside it, hash → text): the web client sends a query as a GET naming
// only its hash (web/src/shared/api/apollo.ts), which every instance knows from the build
// (server/http/persisted-documents.ts).
const persisted = { presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } } } as const;

const webConfig = {
  scalars: { ...scalars, Upload: 'File' },
  enumsAsTypes: true,
  useTypeImports: true,
};

const config: CodegenConfig = {
  schema: ['schema/*.graphql', generatedSdl],
  ignoreNoDocuments: true,
  generates: {
    'schema/generated/domain.graphql': { plugins: [{ add: { content: generatedSdl } }] },
    'gateway/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GatewayContext',
        // Band.stage is resolved from the DTO's stageId; every other field is the DTO's own.
        mappers: { Band: '../../domain/bands#BandDto' },
        scalars: { ...scalars, Upload: "Promise<import('graphql-upload/processRequest.mjs').FileUpload>" },
        useIndexSignature: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.graphql', '!web/src/features/admin/**', '!web/src/shared/lib/passkeys.graphql', ...publicFragmentDocuments, ...publicQueryDocuments],
      preset: 'client',
      ...persisted,
      config: webConfig,
    },
    // The back office's documents: a module of its own, so a chunk only the (lazy) back office loads.
    'web/src/features/admin/gql/': {
      documents: ['web/src/features/admin/**/*.graphql', 'web/src/shared/**/*.graphql', '!web/src/shared/lib/passkeys.graphql', ...adminOperationDocuments, ...sharedPublicQueryDocuments],
      preset: 'client',
      ...persisted,
      config: webConfig,
    },
    // Documents of their own module (so chunk): only the screens that use them load them, not every page.
    'web/src/gql/passkeys/': {
      documents: ['web/src/shared/lib/passkeys.graphql'],
      preset: 'client',
      ...persisted,
      config: webConfig,
    },
    'server/collections/registry.ts': { plugins: [{ add: { content: serverCollectionsModule() } }] },
    'web/src/features/admin/generated/screens.ts': { plugins: [{ add: { content: adminScreensModule() } }] },
    'web/src/features/admin/generated/operations.ts': { plugins: [{ add: { content: adminOperationsModule() } }] },
    'web/src/features/offline/generated/registry.ts': { plugins: [{ add: { content: offlineModule() } }] },
    'web/src/shared/api/generated/publicFields.ts': { plugins: [{ add: { content: publicFieldsModule() } }] },
  },
};

export default config;
