/**
 * The back office's read/create/update/delete operations, written once as templates and generated
 * for every collection it edits (codegen.ts feeds them to graphql-codegen with the .graphql files).
 * A registry collection's fragments are generated too: `Admin<Name>`, every field of its DTO (the
 * back office shows and edits them all), and `<Name>Fields`, what the public site selects (all but
 * the bookkeeping), so a field added to the DTO reaches every view's types without an edit; the
 * singletons keep their fragments in their feature's .graphql file (their query and update are generated).
 */
import { z } from 'zod';
import type { CollectionDefinition } from '../../domain/collection';
import { COLLECTIONS } from '../../domain/collections';
import { titleFieldOf } from '../../domain/history';
import type { SingletonDefinition } from '../../domain/singleton';
import { SINGLETONS } from '../../domain/singletons';
import { listArgumentTypes } from './domainSdl';

type Json = { [key: string]: unknown };

/** Shared fragments a nested named shape is selected with (web/src/shared/api/fragments.graphql). */
const SHARED_FRAGMENTS: Record<string, string> = { ImageVariants: 'ImageVariantsFields' };

/** `T | null` (anyOf with null) → T. */
const withoutNull = (schema: Json): Json =>
  Array.isArray(schema.anyOf) ? ((schema.anyOf as Json[]).find((s) => s.type !== 'null') ?? schema) : schema;

/** The selection of every field of a JSON schema, nested objects and named shapes included. */
function selectionOf(schema: Json, schemas: Record<string, Json>): string {
  const fields = Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([field, property]) => {
    let inner = withoutNull(property);
    if (inner.type === 'array' && inner.items) inner = withoutNull(inner.items as Json);
    const ref = inner.$ref as string | undefined;
    if (ref && SHARED_FRAGMENTS[ref]) return `${field} { ...${SHARED_FRAGMENTS[ref]} }`;
    const target = ref ? schemas[ref]! : inner;
    return target.type === 'object' && target.properties ? `${field} ${selectionOf(target, schemas)}` : field;
  });
  return `{ ${fields.join(' ')} }`;
}

const outputSchemas = () =>
  z.toJSONSchema(z.globalRegistry, { io: 'output', uri: (id) => id, unrepresentable: 'any' }).schemas as Record<string, Json>;

/** Bookkeeping the public site never shows. */
// status and publishAt (#35): public readers only ever get public items; the admin's fragment has them.
const BOOKKEEPING = ['createdAt', 'updatedAt', 'status', 'publishAt'];

/**
 * For each registry collection, `fragment <One>Fields on <Type>` (what the public site selects:
 * every DTO field but the bookkeeping) and `fragment Admin<One>` (every DTO field).
 */
function collectionFragments(which: 'public' | 'admin'): string[] {
  const schemas = outputSchemas();
  return (Object.values(COLLECTIONS) as CollectionDefinition[]).map(({ rest, graphql, dto }) => {
    const schema = schemas[z.globalRegistry.get(dto)?.id as string]!;
    if (which === 'admin') return `fragment Admin${capitalize(rest.one)} on ${graphql.type} ${selectionOf(schema, schemas)}`;
    const properties = schema.properties as Record<string, Json>;
    const shown = { ...schema, properties: Object.fromEntries(Object.entries(properties).filter(([field]) => !BOOKKEEPING.includes(field))) };
    return `fragment ${capitalize(rest.one)}Fields on ${graphql.type} ${selectionOf(shown, schemas)}`;
  });
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface AdminCollection {
  /** The fragment `Admin<name>` it selects, and the operation names' noun (AdminCreate<name>). */
  name: string;
  /** The list query's name and root field (AdminBands → bands), or a singleton's root field. */
  list: { operation: string; field: string } | { singleton: string; mutation: string };
  /** A collection's one-item root field (`band`): `Admin<name>ById` reads an item wherever its page. */
  one?: string;
  /**
   * The list's paging, search and filter arguments with their GraphQL types (domain/paging.ts and
   * the definition's `listArgs`): `Admin<Many>Page` declares each as a variable (`limit` required).
   */
  pageArguments?: { name: string; type: string }[];
  /** The noun of the schema's mutations (createNewsArticle), when it differs from `name`. */
  mutationNoun?: string;
  input: string;
  create?: boolean;
  remove?: boolean;
}

/** Every collection of the registry: `Admin<One>` fragments, `Admin<Many>` lists, `AdminCreate<One>`... */
const fromRegistry = (Object.values(COLLECTIONS) as CollectionDefinition[]).map(
  (definition): AdminCollection => ({
    name: capitalize(definition.rest.one),
    list: { operation: capitalize(definition.graphql.many), field: definition.graphql.many },
    pageArguments: listArgumentTypes(definition),
    one: definition.graphql.one,
    mutationNoun: definition.graphql.noun,
    input: definition.graphql.input,
    create: true,
    remove: definition.removable,
  }),
);

/** Every singleton of the registry: `Admin<Type>` (its query) and `AdminUpdate<Type>` around its feature's `Admin<Type>` fragment. */
const singletonsFromRegistry = (Object.values(SINGLETONS) as SingletonDefinition[]).map(
  ({ graphql }): AdminCollection => ({ name: graphql.type, list: { singleton: graphql.query, mutation: graphql.mutation }, input: graphql.input }),
);

const ADMIN_COLLECTIONS: AdminCollection[] = [...fromRegistry, ...singletonsFromRegistry];

// The language the back office edits (#36): reads in it as stored (fallback NONE), updates of its texts; none given, English.
const READ_VARIABLES = '($locale: Locale, $fallback: LocaleFallback)';
const READ_ARGUMENTS = '(locale: $locale, fallback: $fallback)';

function operationsOf(c: AdminCollection): string[] {
  const fragment = `Admin${c.name}`;
  const noun = c.mutationNoun ?? c.name;
  const selection = `{ ...${fragment} }`;
  const ops: string[] = [];
  if ('singleton' in c.list) {
    ops.push(`query ${fragment}${READ_VARIABLES} { ${c.list.singleton}${READ_ARGUMENTS} ${selection} }`);
    ops.push(`mutation AdminUpdate${c.name}($input: ${c.input}!, $locale: Locale) { ${c.list.mutation}(input: $input, locale: $locale) ${selection} }`);
    return ops;
  }
  ops.push(`query Admin${c.list.operation}${READ_VARIABLES} { ${c.list.field}${READ_ARGUMENTS} ${selection} }`);
  if (c.pageArguments) {
    // A page of the list (#37): the screens read one page at a time, searched and filtered.
    const variables = c.pageArguments.map(({ name, type }) => `$${name}: ${type}${name === 'limit' ? '!' : ''}`).join(', ');
    const args = c.pageArguments.map(({ name }) => `${name}: $${name}`).join(', ');
    ops.push(
      `query Admin${c.list.operation}Page(${variables}, $locale: Locale, $fallback: LocaleFallback) { ${c.list.field}Page(${args}, locale: $locale, fallback: $fallback) { items ${selection} nextCursor total } }`,
    );
  }
  if (c.one) ops.push(`query Admin${c.name}ById($id: ID!, $locale: Locale, $fallback: LocaleFallback) { ${c.one}(id: $id, locale: $locale, fallback: $fallback) ${selection} }`);
  if (c.create) ops.push(`mutation AdminCreate${c.name}($input: ${c.input}!) { create${noun}(input: $input) ${selection} }`);
  ops.push(`mutation AdminUpdate${c.name}($id: ID!, $input: ${c.input}!, $locale: Locale) { update${noun}(id: $id, input: $input, locale: $locale) ${selection} }`);
  if (c.remove) ops.push(`mutation AdminDelete${c.name}($id: ID!) { delete${noun}(id: $id) { _id message } }`);
  return ops;
}

/**
 * `AdminReleaseCandidates` (#35): what may join a release, every collection with drafts (its
 * definition's switch), under its registry key, each item named `title` whatever field names it
 * (domain/history.ts, as the trash and the audit log name it), with its state.
 */
function releaseCandidatesOperation(): string {
  const drafted = Object.entries(COLLECTIONS as Record<string, CollectionDefinition>).filter(([, c]) => c.drafts);
  const lists = drafted.map(([key, c]) => `${key}: ${c.graphql.many} { _id title: ${titleFieldOf(c)} status publishAt }`);
  return `query AdminReleaseCandidates { ${lists.join(' ')} }`;
}

/** One GraphQL document per operation, as graphql-codegen takes raw documents. */
/** The public site's collection fragments (`BandFields`…). */
export const publicFragmentDocuments: string[] = collectionFragments('public');

/** The back office's: its fragments and operations (they need the public fragments too). */
export const adminOperationDocuments: string[] = [
  ...publicFragmentDocuments,
  ...collectionFragments('admin'),
  ...ADMIN_COLLECTIONS.flatMap(operationsOf),
  releaseCandidatesOperation(),
];
