/**
 * The back office's read/create/update/delete operations, written once as templates and generated
 * for every collection it edits (codegen.ts feeds them to graphql-codegen with the .graphql files).
 * Each collection keeps its own `Admin<Name>` fragment in its .graphql file: what it selects is what
 * differs; the operations around it are the same for all.
 */

interface AdminCollection {
  /** The fragment `Admin<name>` it selects, and the operation names' noun (AdminCreate<name>). */
  name: string;
  /** The list query's name and root field (AdminBands → bands), or a singleton's root field. */
  list: { operation: string; field: string } | { singleton: string };
  /** The noun of the schema's mutations (createNewsArticle), when it differs from `name`. */
  mutationNoun?: string;
  input: string;
  create?: boolean;
  remove?: boolean;
}

const ADMIN_COLLECTIONS: AdminCollection[] = [
  { name: 'Band', list: { operation: 'Bands', field: 'bands' }, input: 'BandInput', create: true, remove: true },
  { name: 'Stage', list: { operation: 'Stages', field: 'stages' }, input: 'StageInput', create: true, remove: true },
  {
    name: 'Article',
    list: { operation: 'News', field: 'news' },
    mutationNoun: 'NewsArticle',
    input: 'NewsInput',
    create: true,
    remove: true,
  },
  { name: 'Archive', list: { operation: 'Archives', field: 'archives' }, input: 'ArchiveInput', create: true, remove: true },
  { name: 'Partner', list: { operation: 'Partners', field: 'partners' }, input: 'PartnerInput', create: true, remove: true },
  { name: 'Festival', list: { operation: 'Festivals', field: 'festivals' }, input: 'FestivalInput', create: true },
  { name: 'InfoPage', list: { singleton: 'infoPage' }, input: 'InfoPageInput' },
];

function operationsOf(c: AdminCollection): string[] {
  const fragment = `Admin${c.name}`;
  const noun = c.mutationNoun ?? c.name;
  const selection = `{ ...${fragment} }`;
  const ops: string[] = [];
  if ('singleton' in c.list) {
    ops.push(`query ${fragment} { ${c.list.singleton} ${selection} }`);
    ops.push(`mutation AdminUpdate${c.name}($input: ${c.input}!) { update${noun}(input: $input) ${selection} }`);
    return ops;
  }
  ops.push(`query Admin${c.list.operation} { ${c.list.field} ${selection} }`);
  if (c.create) ops.push(`mutation AdminCreate${c.name}($input: ${c.input}!) { create${noun}(input: $input) ${selection} }`);
  ops.push(`mutation AdminUpdate${c.name}($id: ID!, $input: ${c.input}!) { update${noun}(id: $id, input: $input) ${selection} }`);
  if (c.remove) ops.push(`mutation AdminDelete${c.name}($id: ID!) { delete${noun}(id: $id) { _id message } }`);
  return ops;
}

/** One GraphQL document per operation, as graphql-codegen takes raw documents. */
export const adminOperationDocuments: string[] = ADMIN_COLLECTIONS.flatMap(operationsOf);
