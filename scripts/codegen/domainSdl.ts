/**
 * GraphQL SDL generated from the zod schemas in domain/, so a shape's fields are written once.
 * codegen.ts feeds the result to graphql-codegen (as part of the schema) and writes it to
 * schema/generated/domain.graphql, which the gateway loads; `npm run typecheck` fails when that
 * file is stale. The registry's collections and singletons get their operations here too, and
 * their inputs their Upload fields. Fields only GraphQL has (resolved objects) are added by hand
 * with `extend type` in schema/*.graphql.
 *
 * Mapping: fields named `_id` or ending in `Id` are `ID` (but `gtmId`, Google's text); `format:
 * date-time` is `DateTime`; integer/number/boolean are Int/Float/Boolean; a string-keyed map
 * (z.record) is `StringMap`; other strings (inline enums too) are String; a named zod schema (meta
 * id) is that type, generated when listed below (a named z.enum becomes a GraphQL enum); an inline
 * object is a type named after its field (`socialLinks` → `SocialLinksInput` on the input side).
 * Output fields are non-null unless nullable; input fields are non-null only when required.
 *
 * Names: a type's GraphQL name is its meta id, except where GraphQL had a name of its own before
 * its type was generated (clients' documents use it): then the entry below says `name`, e.g. the
 * REST `Session` is GraphQL's `AuthPayload`. Likewise `fields` renames a field (domain → GraphQL).
 * New shapes get the same name on both sides (an input's id ends in `Input` where GraphQL's does).
 */
import { z } from 'zod';
import { removeFlagOf, type CollectionDefinition } from '../../domain/collection';
import { COLLECTIONS } from '../../domain/collections';
import type { SingletonDefinition } from '../../domain/singleton';
import { SINGLETONS } from '../../domain/singletons';
import { historySdl } from './historySdl';
import { describedArguments, listArgumentTypesOf, pagedListsSdl, type ListArgument } from './listSdl';
import { localeEnums, localeReadArgs, localeWriteArg } from './localeSdl';
import { SdlWriter, type Json, type TypeDocs } from './sdlWriter';
// Named schemas are registered (z.globalRegistry) by importing their module.
import '../../domain/auth';
import '../../domain/bands';
import '../../domain/common';
import '../../domain/contact';
import '../../domain/contactInbox';
import '../../domain/festivals';
import '../../domain/history';
import '../../domain/images';
import '../../domain/infoPage';
import '../../domain/passkeys';
import '../../domain/siteAssets';
import '../../domain/team';
import '../../domain/visits';

interface GeneratedType {
  /** The zod schema's meta id: its GraphQL name unless `name` says otherwise. */
  id: string;
  /** Which side of the zod schema: what the API answers (a type) or what it takes (an input). An enum serves both: list it once. */
  io: 'input' | 'output';
  /** The GraphQL name, where it differs from the id (a name clients used before the type was generated). */
  name?: string;
  /** GraphQL field names that differ from the domain's: domain field → GraphQL field. */
  fields?: Record<string, string>;
  /**
   * Every field optional: a collection's input serves create and update, and an update sends only
   * what changes, so what a create requires is the service's to say (BAD_USER_INPUT with details, as REST).
   */
  allOptional?: boolean;
  /** Where the name comes from, for the error when two shapes take it. */
  origin?: string;
}

/** Shapes whose GraphQL name is their meta id. */
const outputs = (...ids: string[]): GeneratedType[] => ids.map((id) => ({ id, io: 'output' }));
const inputs = (...ids: string[]): GeneratedType[] => ids.map((id) => ({ id, io: 'input' }));
/** Inputs GraphQL named `<meta id>Input` before they were generated. */
const suffixedInputs = (...ids: string[]): GeneratedType[] => ids.map((id) => ({ id, io: 'input', name: `${id}Input` }));

/** The shapes whose GraphQL types are generated beside the collections' and singletons' (below, from the registry). */
const GENERATED: GeneratedType[] = [
  ...outputs('SocialLinks'),
  // Shared
  { id: 'Deleted', io: 'output', name: 'DeleteResult' },
  ...outputs('ImageVariants', 'ImageSource'),
  // Sign-in and the team
  ...outputs('Role', 'User'),
  { id: 'Session', io: 'output', name: 'AuthPayload' },
  { id: 'Tokens', io: 'output', name: 'TokenPair' },
  ...outputs('LoginSession', 'TwoFactorSetup', 'TwoFactorStatus', 'Passkey', 'Member', 'Invite', 'ResetLink', 'PendingResetLink', 'PasswordResetRequestAnswer'),
  ...suffixedInputs('PasswordResetRequest'),
  ...outputs('TeamPolicy', 'MemberPage', 'InvitePage'),
  ...suffixedInputs('Credentials', 'TokenPassword', 'PasswordChange', 'TwoFactorVerify'),
  ...inputs('InviteInput'),
  ...suffixedInputs('MemberUpdate'),
  // Contact form and inbox
  ...outputs('ContactMessage'),
  { id: 'ContactPage', io: 'output', name: 'ContactInboxPage', fields: { contacts: 'messages' } },
  ...outputs('ContactResult'),
  { id: 'ContactMessageInput', io: 'input', name: 'ContactInput' },
  ...inputs('ContactMessageUpdate'),
  // The shapes inside festivals, the info page and site assets; visits
  ...outputs('FestivalDay'),
  ...inputs('FestivalDayInput'),
  ...outputs('InfoLocation', 'InfoTravel', 'InfoRules', 'FaqItem'),
  ...inputs('InfoLocationInput', 'InfoTravelInput', 'InfoRulesInput', 'FaqItemInput'),
  ...outputs('ContactEmail'),
  ...inputs('ContactEmailInput'),
  ...outputs('VisitorStats'),
  // Versions, the trash and the audit log (#34)
  ...outputs('VersionSummary', 'Version', 'TrashItem', 'TrashPage', 'Restored', 'AuditPage', 'AuditEntry', 'Author', 'DailyVisits'),
];

const metaId = (schema: z.ZodType) => {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('domainSdl: a collection schema has no meta id');
  return id;
};

/** A collection's type and input, from its definition (domain/collections.ts). */
const collectionTypes = ([key, c]: [string, CollectionDefinition]): GeneratedType[] => [
  { id: metaId(c.dto), io: 'output', name: c.graphql.type, origin: `the collection "${key}" (its graphql.type; meta id "${metaId(c.dto)}")` },
  { id: metaId(c.input), io: 'input', name: c.graphql.input, allOptional: true, origin: `the collection "${key}" (its graphql.input; meta id "${metaId(c.input)}")` },
];

/** A singleton's type and input, from its definition (domain/singletons.ts): an update sends only what changes. */
const singletonTypes = ([key, s]: [string, SingletonDefinition]): GeneratedType[] => [
  { id: metaId(s.dto), io: 'output', name: s.graphql.type, origin: `the singleton "${key}" (its graphql.type; meta id "${metaId(s.dto)}")` },
  { id: metaId(s.input), io: 'input', name: s.graphql.input, allOptional: true, origin: `the singleton "${key}" (its graphql.input; meta id "${metaId(s.input)}")` },
];

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The input fields a singleton's files add: an Upload each, and the list naming those to remove. */
function singletonUploadFields(s: SingletonDefinition): string[] {
  if (!s.files.length) return [];
  return [
    ...s.files.map(
      ({ field, maxBytes, label }) =>
        `  ${JSON.stringify(`${label}: an image up to ${megabytes(maxBytes)} MB (JPEG, PNG, WebP, GIF or AVIF). A file replaces the stored one (its file is deleted); omitted keeps it.`)}\n  ${field}: Upload`,
    ),
    ...(s.graphql.clear ? [`  "Images to remove (their files are deleted); a file sent for the same image wins."\n  ${s.graphql.clear.field}: [${s.graphql.clear.enum}!]`] : []),
  ];
}

/** The enum a singleton's `clear` list takes: its file fields. */
const clearEnum = (s: SingletonDefinition): string =>
  s.graphql.clear ? `${JSON.stringify(`The images of ${s.graphql.type}.`)}\nenum ${s.graphql.clear.enum} {\n${s.files.map(({ field, label }) => `  ${JSON.stringify(`${label}.`)}\n  ${field}`).join('\n')}\n}\n` : '';

/** A singleton's Query and Mutation fields (gateway/resolvers/singletons.ts answers them). */
function singletonOperations(s: SingletonDefinition): string {
  const { graphql: g, docs } = s;
  return (
    `extend type Query {\n  ${JSON.stringify(docs.get)}\n  ${g.query}(${localeReadArgs.join(', ')}): ${g.type}!\n}\n\n` +
    `extend type Mutation {\n  ${JSON.stringify(`${docs.update}. ${docs.updateNote} A stale expectedUpdatedAt is refused (CONFLICT).`)}\n  ${g.mutation}("The fields to change." input: ${g.input}!, ${localeWriteArg}): ${g.type}!\n}\n`
  );
}

/** The input fields a collection's file adds: the Upload, and the flag that removes the stored file. */
function uploadFields(c: CollectionDefinition): string[] {
  if (!c.file) return [];
  const { field, maxBytes } = c.file;
  const flag = removeFlagOf(field);
  return [
    `  ${JSON.stringify(`Up to ${Math.round(maxBytes / 1024 / 1024)} MB. On update: a file replaces the ${field} (the old file is deleted); omitted keeps it.`)}\n  ${field}: Upload`,
    `  "On update: remove the current ${field}."\n  ${flag}: Boolean`,
  ];
}

/**
 * A collection's list arguments with their GraphQL types: paging and search (domain/paging.ts), then
 * its filters (the back office's generated page queries declare them as variables too).
 */
export const listArgumentTypes = (c: CollectionDefinition): ListArgument[] => listArgumentTypesOf(c.search.join(', '), c.listArgs);

/** A collection list's arguments, described, then the language's; in its page's field, `limit` non-null. */
const listArguments = (c: CollectionDefinition, page = false): string => `(${[...describedArguments(listArgumentTypes(c), page), ...localeReadArgs].join(', ')})`;

/** A collection's page type: `<many>Page` answers it. */
function pageType(c: CollectionDefinition): string {
  const { graphql: g } = c;
  return (
    `${JSON.stringify(`A page of ${g.many}, in the list's order.`)}\ntype ${g.type}Page {\n` +
    `  "The items of this page (at most limit)."\n  items: [${g.type}!]!\n` +
    `  "Pass as cursor (with the same limit, q and filters) for the next page; null on the last page."\n  nextCursor: String\n` +
    `  "Pass as cursor for the page before; null when that is the first page (ask without cursor) or this is the first page."\n  prevCursor: String\n` +
    `  "How many items the filters and q match, on every page."\n  total: Int!\n}\n`
  );
}

/** A collection's Query and Mutation fields (gateway/resolvers/collections.ts answers them). */
function collectionOperations(c: CollectionDefinition): string {
  const { graphql: g, docs } = c;
  const query = [
    `  ${JSON.stringify(`${docs.list}. With limit, only the first page's items (use ${g.many}Page for the next).`)}\n  ${g.many}${listArguments(c)}: [${g.type}!]!`,
    `  ${JSON.stringify(`${docs.list}, a page at a time (keyset: a walk sees each item once while items are added or deleted). BAD_USER_INPUT for a limit out of 1 to 1000 or a cursor this API did not give.`)}\n  ${g.many}Page${listArguments(c, true)}: ${g.type}Page!`,
    `  ${JSON.stringify(`${docs.get}. NOT_FOUND ('${c.messages.notFound}') for an unknown id.`)}\n  ${g.one}(${JSON.stringify(c.slug ? `The ${g.type}'s _id, or its slug.` : `The ${g.type}'s _id.`)} id: ID!, ${localeReadArgs.join(', ')}): ${g.type}!`,
    ...Object.values(c.reads ?? {}).map((read) => `  ${JSON.stringify(read.doc)}\n  ${read.graphql}(${localeReadArgs.join(', ')}): ${g.type}`),
  ];
  const id = `${JSON.stringify(`The ${g.type}'s _id.`)} id: ID!`;
  const mutation = [
    `  ${JSON.stringify(docs.create)}\n  create${g.noun}("The new ${g.type}'s fields (what a create requires, the answer's BAD_USER_INPUT details say)." input: ${g.input}!): ${g.type}!`,
    `  ${JSON.stringify(`${docs.update}. Only the fields sent change; null or an empty value clears; a stale expectedUpdatedAt is refused (CONFLICT).`)}\n  update${g.noun}(${id}, "The fields to change." input: ${g.input}!, ${localeWriteArg}): ${g.type}!`,
    ...(c.removable ? [`  ${JSON.stringify(docs.remove)}\n  delete${g.noun}(${id}): DeleteResult!`] : []),
  ];
  return `${pageType(c)}\nextend type Query {\n${query.join('\n')}\n}\n\nextend type Mutation {\n${mutation.join('\n')}\n}\n`;
}

function registrySchemas(io: 'input' | 'output'): Record<string, Json> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    io,
    uri: (id) => id,
    unrepresentable: 'any',
    // A Date (news' publishedAt) travels as GraphQL's DateTime, as REST's ISO 8601 text.
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
  return schemas as Record<string, Json>;
}

/** The generated SDL: every listed type, with the object types it names. */
export function domainSdl(): string {
  let outputDocs = new Map<string, TypeDocs>();
  // An input's twin: the collection's or singleton's type, else the output of its name without `Input`.
  const twins = new Map<string, string>([
    ...(Object.values(COLLECTIONS) as CollectionDefinition[]).map((c) => [c.graphql.input, c.graphql.type] as const),
    ...(Object.values(SINGLETONS) as SingletonDefinition[]).map((s) => [s.graphql.input, s.graphql.type] as const),
    ['ContactInput', 'ContactMessage'],
  ]);
  const twinDocs = (input: string) => outputDocs.get(twins.get(input) ?? input.replace(/Input$/, ''));
  const parts = (['output', 'input'] as const).map((io) => {
    const schemas = registrySchemas(io);
    const collections = Object.values(COLLECTIONS) as CollectionDefinition[];
    const singletons = Object.values(SINGLETONS) as SingletonDefinition[];
    const bound = [
      ...(Object.entries(COLLECTIONS) as [string, CollectionDefinition][]).flatMap(collectionTypes),
      ...(Object.entries(SINGLETONS) as [string, SingletonDefinition][]).flatMap(singletonTypes),
    ];
    const uploads = new Map([
      ...collections.map((c) => [c.graphql.input, uploadFields(c)] as const),
      ...singletons.map((s) => [s.graphql.input, singletonUploadFields(s)] as const),
    ]);
    const listed = [...bound, ...GENERATED].filter((g) => g.io === io);
    const writer = new SdlWriter(io, new Map(listed.flatMap((g) => (g.name ? [[g.id, g.name] as const] : []))), schemas, twinDocs);
    for (const { id, name, fields, allOptional, origin } of listed) {
      const schema = schemas[id];
      if (!schema) throw new Error(`domainSdl: no zod schema with meta id "${id}" (is its domain module imported?)`);
      writer.write(name ?? id, schema, origin ?? `meta id "${id}" (listed in scripts/codegen/domainSdl.ts)`, fields, uploads.get(name ?? id), allOptional);
    }
    if (io === 'output') outputDocs = writer.docs;
    return writer.sdl();
  });
  const singletons = Object.values(SINGLETONS) as SingletonDefinition[];
  const operations = [
    localeEnums(),
    ...Object.values(COLLECTIONS).map((c) => collectionOperations(c as CollectionDefinition)),
    ...singletons.map(clearEnum).filter(Boolean),
    ...singletons.map(singletonOperations),
    historySdl(Object.values(COLLECTIONS) as CollectionDefinition[], singletons),
    pagedListsSdl(),
  ];
  return `# Generated from domain/ by scripts/codegen/domainSdl.ts (npm run codegen): do not edit.\n\n${[...parts, ...operations].join('\n')}`;
}
