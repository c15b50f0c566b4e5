import { collections } from '../../server/collections';
import type { BoundCollection } from '../../server/collections/define';
import { singletons } from '../../server/singletons';
import type { BoundSingleton } from '../../server/singletons/define';
import type { Actor } from '../../server/access';
import type { GatewayContext } from '../context';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: GatewayContext) => Promise<unknown>;
interface HistoryService {
  versions(actor: Actor, id: string): Promise<unknown>;
  version(actor: Actor, id: string, versionId: string): Promise<unknown>;
  restoreVersion(actor: Actor, id: string, versionId: string, body: unknown): Promise<unknown>;
  restoreFromTrash?(actor: Actor, id: string): Promise<unknown>;
}
const serviceOf = (context: GatewayContext, key: string) => (context.services as unknown as Record<string, HistoryService>)[key]!;

/**
 * Versions and trash restores of every collection and singleton whose definition says so (the SDL:
 * scripts/codegen/historySdl.ts, from the same definitions), the trash's list and purge, the audit log.
 */
export function historyResolvers(registry: Record<string, BoundCollection> = collections, singletonRegistry: Record<string, BoundSingleton> = singletons) {
  const query: Record<string, Resolver> = {
    trash: (_, args, context) => context.services.trash.list(context.actor, args),
    trashPage: (_, args, context) => context.services.trash.page(context.actor, args),
    auditLog: (_, args, context) => context.services.audit.page(context.actor, Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined))),
    versions: (_, { collection, id }, context) => context.services.history.versions(context.actor, collection as string, (id as string | null) ?? ''),
    version: (_, { collection, id, versionId }, context) => context.services.history.version(context.actor, collection as string, (id as string | null) ?? '', versionId as string),
  };
  const mutation: Record<string, Resolver> = {
    purgeFromTrash: (_, { collection, id }, context) => context.services.trash.purge(context.actor, collection as string, id as string),
    restoreVersion: (_, { collection, id, versionId, expectedUpdatedAt }, context) =>
      context.services.history.restoreVersion(context.actor, collection as string, (id as string | null) ?? '', versionId as string, { expectedUpdatedAt }),
    restoreFromTrash: (_, { collection, id }, context) => context.services.history.restoreFromTrash(context.actor, collection as string, id as string),
  };
  for (const [key, { definition }] of Object.entries(registry)) {
    const { one, noun } = definition.graphql;
    if (definition.history) {
      query[`${one}Versions`] = (_, { id }, context) => serviceOf(context, key).versions(context.actor, id as string);
      query[`${one}Version`] = (_, { id, versionId }, context) => serviceOf(context, key).version(context.actor, id as string, versionId as string);
      mutation[`restore${noun}Version`] = (_, { id, versionId, expectedUpdatedAt }, context) =>
        serviceOf(context, key).restoreVersion(context.actor, id as string, versionId as string, { expectedUpdatedAt });
    }
    if (definition.removable && definition.trash) {
      mutation[`restore${noun}FromTrash`] = (_, { id }, context) => serviceOf(context, key).restoreFromTrash!(context.actor, id as string);
    }
  }
  for (const [key, { definition }] of Object.entries(singletonRegistry)) {
    if (!definition.history) continue;
    const { query: root, type } = definition.graphql;
    query[`${root}Versions`] = (_, __, context) => serviceOf(context, key).versions(context.actor, '');
    query[`${root}Version`] = (_, { versionId }, context) => serviceOf(context, key).version(context.actor, '', versionId as string);
    mutation[`restore${type}Version`] = (_, { versionId, expectedUpdatedAt }, context) =>
      serviceOf(context, key).restoreVersion(context.actor, '', versionId as string, { expectedUpdatedAt });
  }
  return { Query: query, Mutation: mutation };
}
