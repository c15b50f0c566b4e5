/**
 * The GraphQL fields of versions and the trash (#34), from the registry: every collection and
 * singleton whose definition says `history` gets its versions, one version and a restore; every
 * collection that says `trash` gets its restore from the trash. A definition without the switch
 * gets none of them. (The trash's purge and the audit log are one field each for all:
 * schema/history.graphql; its list and pages, listSdl.ts.) gateway/resolvers/history.ts answers them.
 */
import type { CollectionDefinition } from '../../domain/collection';
import type { SingletonDefinition } from '../../domain/singleton';

const line = (doc: string, field: string) => `  ${JSON.stringify(doc)}\n  ${field}`;
const arg = (doc: string, text: string) => `${JSON.stringify(doc)} ${text}`;
const idArg = (type: string) => arg(`The ${type}'s _id.`, 'id: ID!');
const versionIdArg = arg('The _id of one of its versions (from the versions list).', 'versionId: ID!');
const expectedArg = arg('The updatedAt the editor loaded: a different current one is refused (CONFLICT), nothing changed.', 'expectedUpdatedAt: DateTime');

/** `bandVersions`, `bandVersion`, `restoreBandVersion`, `restoreBandFromTrash` for one collection. */
export function collectionHistoryFields(c: CollectionDefinition): { query: string[]; mutation: string[] } {
  const { one, type, noun } = c.graphql;
  if (!c.history && !c.trash) return { query: [], mutation: [] };
  const query = c.history
    ? [
        line(`Versions of one ${type}, newest first (who, when, door, changed fields). Staff who may edit it.`, `${one}Versions(${idArg(type)}): [VersionSummary!]!`),
        line(`One version of a ${type}, with the item as it was (data). NOT_FOUND for another item's version.`, `${one}Version(${idArg(type)}, ${versionIdArg}): Version!`),
      ]
    : [];
  const mutation = [
    ...(c.history
      ? [
          line(
            `Brings a ${type} back to a version (recorded as a new version). A stale expectedUpdatedAt is refused (CONFLICT), as any edit.`,
            `restore${noun}Version(${idArg(type)}, ${versionIdArg}, ${expectedArg}): ${type}!`,
          ),
        ]
      : []),
    ...(c.removable && c.trash
      ? [line(`Brings a deleted ${type} back from the trash, whole. NOT_FOUND when it is not there (restored already, purged).`, `restore${noun}FromTrash(${arg(`The deleted ${type}'s _id.`, 'id: ID!')}): ${type}!`)]
      : []),
  ];
  return { query, mutation };
}

/** `siteAssetsVersions`, `siteAssetsVersion`, `restoreSiteAssetsVersion` for one singleton. */
export function singletonHistoryFields(s: SingletonDefinition): { query: string[]; mutation: string[] } {
  if (!s.history) return { query: [], mutation: [] };
  const { query: root, type } = s.graphql;
  return {
    query: [
      line(`Versions of ${type}, newest first (who, when, door, changed fields).`, `${root}Versions: [VersionSummary!]!`),
      line(`One version of ${type}, with the document as it was (data).`, `${root}Version(${versionIdArg}): Version!`),
    ],
    mutation: [
      line(`Brings ${type} back to a version (recorded as a new version). A stale expectedUpdatedAt is refused (CONFLICT).`, `restore${type}Version(${versionIdArg}, ${expectedArg}): ${type}!`),
    ],
  };
}

/** The history fields of every definition given, as `extend type` blocks (none when none has the switch). */
export function historySdl(collections: CollectionDefinition[], singletons: SingletonDefinition[]): string {
  const parts = [...collections.map(collectionHistoryFields), ...singletons.map(singletonHistoryFields)];
  const query = parts.flatMap((p) => p.query);
  const mutation = parts.flatMap((p) => p.mutation);
  return [query.length ? `extend type Query {\n${query.join('\n')}\n}\n` : '', mutation.length ? `extend type Mutation {\n${mutation.join('\n')}\n}\n` : '']
    .filter(Boolean)
    .join('\n');
}
