/**
 * What a singleton is, said once: a one-of-a-kind document of the site (site assets, the info
 * page) with no list and no id, read by anyone and changed by staff. The sibling of
 * domain/collection.ts, in the same style: its shapes, its names at each door, its files, who may
 * write it and one line of docs per operation. The server's registry (server/singletons/) adds its
 * table and the rules that are its own; from the two come the service, the REST routes, the
 * GraphQL operations and resolvers, the OpenAPI paths and the upload limits. Shared with the web
 * bundle, so nothing here may depend on Node or the database.
 */
import type { z } from 'zod';
import type { Capability } from './access';
import { capitalize, type CollectionFile } from './collection';
import { inputWithCapabilities, type InputWithCapabilities } from './capabilities';
import type { LocalizedPath } from './locales';

export interface SingletonDefinition<Input extends z.ZodObject = z.ZodObject, Dto extends z.ZodObject = z.ZodObject, FileField extends string = string> {
  /** What an update is validated with, after what is sent is merged over the stored document (every field optional). */
  input: Input;
  /** The wire shape of the document, the same at both doors. */
  dto: Dto;
  /** Its images: each a field of the document, with its size limit and the name its error messages use. */
  files: readonly CollectionFile<FileField>[];
  /**
   * `GET /api/<path>` and the update (`POST` or `PUT` `/api/<path>`, as the spec has it); the
   * document travels as `{<envelope>: …}` (null: the document itself).
   */
  rest: { path: string; envelope: string | null; tag: string; update: 'post' | 'put' };
  /**
   * GraphQL: the type and input names, the query field and the update mutation; with files, the
   * input's list field naming the images to remove (`clear`) and its enum.
   */
  graphql: { type: string; input: string; query: string; mutation: string; clear?: { field: string; enum: string } };
  /** Its texts kept in every locale (#36): paths as a collection's `localized` (domain/collection.ts). */
  localized?: readonly LocalizedPath[];
  /** Keep the document's versions (#34): `GET /api/<path>/versions`, a version, restore, at both doors. */
  history?: boolean;
  /** The capability an update needs (reads are public); a binding may ask more for some fields. */
  write: Capability;
  /**
   * For the API documents: a line for the read and its answer, one for the update, and what "only
   * the fields sent change" means for this document (`updateNote`).
   */
  docs: { get: string; getAnswer: string; update: string; updateNote: string };
}

type Rest = SingletonDefinition['rest'];
type Graphql = SingletonDefinition['graphql'];

/**
 * What a singleton's file says: its names at each door come from one `noun` (see
 * `defineSingleton`); `rest` and `graphql` say only where the spec differs.
 */
export type SingletonSpec<Input extends z.ZodObject, Dto extends z.ZodObject, FileField extends string> = Omit<
  SingletonDefinition<Input, Dto, FileField>,
  'rest' | 'graphql' | 'docs'
> & {
  /** The document, in camelCase (`siteAssets`, `infoPage`). */
  noun: string;
  rest?: Partial<Rest>;
  graphql?: Partial<Graphql>;
  docs: Omit<SingletonDefinition['docs'], 'update'> & Partial<Pick<SingletonDefinition['docs'], 'update'>>;
};

const words = (noun: string) => noun.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/**
 * A singleton's definition from its spec, keeping its literal types (its file fields' names above
 * all) for the code built from it. From the noun (`siteAssets`), as a collection's names come from
 * its noun (domain/collection.ts): REST `/api/site-assets` (tag `site-assets`), the document
 * itself unwrapped (`envelope: null`), updated by `PUT`; GraphQL `SiteAssets`, `SiteAssetsInput`,
 * `siteAssets`, `updateSiteAssets`; docs "Change site assets (only the fields sent)".
 */
export function defineSingleton<Input extends z.ZodObject, Dto extends z.ZodObject, FileField extends string = never>(
  spec: SingletonSpec<Input, Dto, FileField>,
): SingletonDefinition<InputWithCapabilities<Input, undefined>, Dto, FileField> {
  const { noun, rest, graphql, docs, ...definition } = spec;
  const type = capitalize(noun);
  const path = words(noun).replaceAll(' ', '-');
  return {
    ...definition,
    // Its input takes `expectedUpdatedAt` (domain/capabilities.ts), named `<Type>Input`.
    input: inputWithCapabilities(spec.input, undefined, `${type}Input`),
    rest: { path, envelope: null, tag: path, update: 'put', ...rest },
    graphql: { type, input: `${type}Input`, query: noun, mutation: `update${type}`, ...graphql },
    docs: { update: `Change ${words(noun)} (only the fields sent)`, ...docs },
  };
}
