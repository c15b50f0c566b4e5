import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { singletons } from '../../server/singletons';
import type { BoundSingleton } from '../../server/singletons/define';
import type { SingletonService } from '../../server/services/singleton';
import type { GatewayContext } from '../context';
import { localeContext } from '../locale';
import { fileChange } from '../uploads';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: GatewayContext) => Promise<unknown>;

/**
 * The Query and Mutation fields of one singleton (their SDL is generated from the same definitions
 * by scripts/codegen/domainSdl.ts): `<query>` and `<mutation>(input)` (only what is sent changes).
 * Its files come as Upload fields of the input; the `clear` list names those to remove (a file
 * sent for the same field wins, as in REST).
 */
function singletonResolvers(key: keyof typeof singletons) {
  const { definition } = singletons[key] as BoundSingleton;
  const { graphql, files } = definition;
  const service = (context: GatewayContext) => context.services[key] as unknown as SingletonService<BoundSingleton>;
  const query: Record<string, Resolver> = { [graphql.query]: (_, args, context) => service(context).get(localeContext(args, context)) };
  const mutation: Record<string, Resolver> = {
    [graphql.mutation]: async (_, { input, ...args }, context) => {
      const fields: Args = { ...(input as Args) };
      const cleared = graphql.clear ? ((fields[graphql.clear.field] as string[] | null | undefined) ?? []) : [];
      if (graphql.clear) delete fields[graphql.clear.field];
      const changes: Record<string, Awaited<ReturnType<typeof fileChange>>> = {};
      for (const file of files) {
        const upload = fields[file.field] as Promise<FileUpload> | null | undefined;
        delete fields[file.field];
        changes[file.field] = await fileChange(upload, cleared.includes(file.field), file);
      }
      return service(context).update(localeContext(args, context), fields, changes);
    },
  };
  return { Query: query, Mutation: mutation };
}

/** Every singleton's Query and Mutation fields. */
export const singletonResolverMaps = (Object.keys(singletons) as (keyof typeof singletons)[]).map(singletonResolvers);
