import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { removeFlagOf } from '@domain/collection';
import { collections } from '../../server/collections';
import type { BoundCollection } from '../../server/collections/define';
import type { CollectionService } from '../../server/services/collection';
import type { GatewayContext } from '../context';
import { localeContext, withoutLocale } from '../locale';
import { fileChange } from '../uploads';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: GatewayContext) => Promise<unknown>;


/**
 * The Query and Mutation fields of one collection (their SDL is generated from the same
 * definitions by scripts/codegen/domainSdl.ts): `<many>(…)`, `<one>(id)`, its extra reads, `create<noun>`,
 * `update<noun>` (only what is sent changes), `delete<noun>`.
 */
function collectionResolvers(key: keyof typeof collections) {
  const { definition } = collections[key] as BoundCollection;
  const { graphql, file, removable } = definition;
  const service = (context: GatewayContext) => context.services[key] as unknown as CollectionService<BoundCollection>;
  /** The input without its Upload fields, and the file change they make. */
  async function split(input: Args) {
    if (!file) return { fields: input, change: undefined };
    const { [file.field]: upload, [removeFlagOf(file.field)]: remove, ...fields } = input;
    return { fields, change: await fileChange(upload as Promise<FileUpload> | null | undefined, remove as boolean | null | undefined, file) };
  }
  const query: Record<string, Resolver> = {
    // `limit` is the service's to check (1 to 1,000, BAD_USER_INPUT beyond), as REST's.
    // Reads in the language of their `locale` / `fallback` arguments (#36).
    [graphql.many]: (_, args, context) => service(context).list(withoutLocale(args), localeContext(args, context)),
    [`${graphql.many}Page`]: (_, args, context) => service(context).page(withoutLocale(args), localeContext(args, context)),
    [graphql.one]: (_, args, context) => service(context).get(args.id as string, localeContext(args, context)),
  };
  // Extra reads (festivals' activeFestival): the service's method of the read's name.
  for (const [name, read] of Object.entries(definition.reads ?? {})) {
    query[read.graphql] = (_, args, context) => (service(context) as unknown as Record<string, (ctx: unknown) => Promise<unknown>>)[name]!(localeContext(args, context));
  }
  const mutation: Record<string, Resolver> = {
    [`create${graphql.noun}`]: async (_, { input }, context) => {
      const { fields, change } = await split(input as Args);
      return service(context).create(context.request, fields, change);
    },
    [`update${graphql.noun}`]: async (_, { id, input, ...args }, context) => {
      const { fields, change } = await split(input as Args);
      return service(context).update(localeContext(args, context), id as string, fields, change);
    },
  };
  if (removable) mutation[`delete${graphql.noun}`] = (_, { id }, context) => service(context).remove(context.request, id as string);
  return { Query: query, Mutation: mutation };
}

/** Every collection's Query and Mutation fields. */
export const collectionResolverMaps = (Object.keys(collections) as (keyof typeof collections)[]).map(collectionResolvers);
