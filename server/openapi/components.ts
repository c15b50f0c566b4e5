/**
 * The document's schemas, converted from the zod schemas in `domain/` (the ones the services
 * validate with and the DTO shapes they answer with), plus the few shapes only HTTP has.
 */
import { z } from 'zod';
import '@domain/auth';
import type { CollectionDefinition } from '@domain/collection';
import { COLLECTIONS } from '@domain/collections';
import '@domain/contact';
import '@domain/contactInbox';
import '@domain/festivals';
import '@domain/history';
import '@domain/infoPage';
import '@domain/oneTimeLinks';
import '@domain/passkeys';
import type { SingletonDefinition } from '@domain/singleton';
import { SINGLETONS } from '@domain/singletons';
import '@domain/images';
import '@domain/visits';
import { collectionBodyNames, multipartForms, updateBodyOf } from './forms';
import { schemaRef, type Json } from './helpers';

/** Request bodies (and what they nest) are described as the client may send them: zod's input side. */
const REQUEST_SCHEMAS = [
  'Credentials',
  'RefreshRequest',
  'InviteInput',
  'TokenPassword',
  'PasswordResetRequest',
  'LinkStatusInput',
  'MemberUpdate',
  'PasswordChange',
  'TwoFactorCode',
  'TwoFactorVerify',
  'TeamPolicy',
  'PasskeyRegistration',
  'PasskeySignIn',
  'PasskeyRegistrationResponse',
  'PasskeyAuthenticationResponse',
  'ContactEmailInput',
  'ContactMessageInput',
  'ContactMessageUpdate',
  'FestivalDayInput',
  'InfoLocationInput',
  'InfoTravelInput',
  'InfoRulesInput',
  'FaqItemInput',
  // Every collection's input (domain/collections.ts).
  ...Object.values(COLLECTIONS).map((c) => z.globalRegistry.get((c as CollectionDefinition).input)?.id as string),
  // Every singleton's input (domain/singletons.ts).
  ...Object.values(SINGLETONS).map((s) => z.globalRegistry.get((s as SingletonDefinition).input)?.id as string),
];

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

/** Trims what JSON Schema output adds that a reader of the API does not need. */
function tidy(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }) {
  const json = ctx.jsonSchema;
  // Dates are accepted as ISO 8601 text on the wire (a Date is what GraphQL hands over).
  if (ctx.zodSchema._zod.def.type === 'date') Object.assign(json, { type: 'string', format: 'date-time' });
  // The built-in ISO pattern repeats what `format` says.
  if (json.format === 'date-time' || json.format === 'date') delete json.pattern;
  if (json.minimum === -SAFE_INTEGER) delete json.minimum;
  if (json.maximum === SAFE_INTEGER) delete json.maximum;
}

function convert(io: 'input' | 'output'): Record<string, Json> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { io, uri: (id) => schemaRef(id).$ref, unrepresentable: 'any', override: tidy });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as Json;
      return [id, rest];
    }),
  );
}

/** A JSON body may also send a file field as null: that clears the file. */
function withFileClear(schema: Json, field: string, what: string): Json {
  const properties = { ...(schema.properties as Json), [field]: { type: 'null', description: `null clears the ${what}.` } };
  return { ...schema, properties };
}

const httpOnlySchemas: Record<string, Json> = {
  Error: {
    type: 'object',
    required: ['error'],
    properties: {
      error: { type: 'string', description: 'A human message.' },
      details: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field → message, for invalid input.' },
    },
  },
  GraphQLRequest: {
    type: 'object',
    required: ['query'],
    properties: {
      query: { type: 'string', examples: ['query ActiveFestival { activeFestival { name dates } }'] },
      // Free-form: a generated client (openapi-typescript) types it as an object of any values, so a call can send them.
      variables: { type: 'object', additionalProperties: true, description: "The operation's variables, by name.", examples: [{}] },
      operationName: { type: 'string', description: 'The operation of `query` to run.', examples: ['ActiveFestival'] },
    },
  },
  GraphQLResponse: {
    type: 'object',
    properties: {
      data: { type: ['object', 'null'], additionalProperties: true, description: 'The selected fields, as the query asked for them.' },
      errors: {
        type: 'array',
        items: {
          type: 'object',
          required: ['message'],
          additionalProperties: true,
          properties: {
            message: { type: 'string' },
            path: { type: 'array', items: { type: ['string', 'integer'] } },
            extensions: { type: 'object', additionalProperties: true, description: '`code` (BAD_USER_INPUT, UNAUTHENTICATED, …), `details` for invalid input.' },
          },
        },
      },
    },
  },
};

export function componentSchemas(): Record<string, Json> {
  const input = convert('input');
  const output = convert('output');
  const schemas: Record<string, Json> = { ...httpOnlySchemas };
  for (const [id, schema] of Object.entries(output)) schemas[id] = REQUEST_SCHEMAS.includes(id) ? input[id]! : schema;
  // The registry's file fields: each collection's one file, each singleton's files.
  const withFiles = [
    ...(Object.values(COLLECTIONS) as CollectionDefinition[]).map((c) => ({ input: c.input, files: c.file ? [c.file] : [] })),
    ...(Object.values(SINGLETONS) as SingletonDefinition[]).map((s) => ({ input: s.input, files: s.files })),
  ];
  for (const { input, files } of withFiles) {
    const id = z.globalRegistry.get(input)?.id as string;
    for (const { field } of files) schemas[id] = withFileClear(schemas[id]!, field, field);
  }
  // A collection's update: its input with nothing required (server/openapi/forms.ts).
  for (const c of Object.values(COLLECTIONS) as CollectionDefinition[]) {
    const { input, update } = collectionBodyNames(c);
    if (update in schemas) throw new Error(`OpenAPI: the component "${update}" is both a zod meta id and the ${c.rest.path} collection's update body`);
    schemas[update] = updateBodyOf(schemas[input]!);
  }
  const forms = multipartForms(schemas);
  // A name is one shape: a form or an HTTP-only shape named like a domain schema would replace it silently.
  for (const name of Object.keys(httpOnlySchemas)) if (name in output) throw new Error(`OpenAPI: the component "${name}" is both a zod meta id and an HTTP-only shape (server/openapi/components.ts)`);
  for (const name of Object.keys(forms)) if (name in schemas) throw new Error(`OpenAPI: the component "${name}" is both a zod meta id and a multipart form (<Dto>Form, server/openapi/forms.ts)`);
  return { ...schemas, ...forms };
}
