import type { RestoredDto, VersionDto, VersionSummaryDto } from '@domain/history';
import { titleFieldOf } from '@domain/history';
import type { Actor } from '../../access';
import { collections } from '../../collections';
import type { BoundCollection } from '../../collections/define';
import { notFound } from '../../errors';
import { singletons } from '../../singletons';
import type { BoundSingleton } from '../../singletons/define';

interface HistoryMethods {
  versions(actor: Actor, id: string): Promise<VersionSummaryDto[]>;
  version(actor: Actor, id: string, versionId: string): Promise<VersionDto>;
  restoreVersion(actor: Actor, id: string, versionId: string, body: unknown): Promise<unknown>;
}
type Restorer = { restore(actor: Actor, key: string, id: string): Promise<{ one: string; item: unknown }> };

/**
 * Versions and trash restores by registry key (bands, siteAssets…), for a client that edits every
 * collection with one screen (the back office's History panel and Trash screen, GraphQL
 * `versions` / `version` / `restoreVersion` / `restoreFromTrash`). Each call is the collection's
 * or singleton's own operation, with its own access rule; a key without `history` is 404.
 */
export function createHistoryByKey(services: Record<string, unknown>, trash: Restorer) {
  const registry = { ...(collections as Record<string, BoundCollection>), ...(singletons as Record<string, BoundSingleton>) };
  const definitionOf = (key: string) => {
    const definition = Object.hasOwn(registry, key) ? registry[key]!.definition : undefined;
    if (!definition?.history) throw notFound(`Unknown collection: ${String(key).slice(0, 64)}`);
    return definition;
  };
  const methodsOf = (key: string) => (definitionOf(key), services[key] as HistoryMethods);
  const restored = (key: string, item: unknown, message: string): RestoredDto => {
    const definition = definitionOf(key);
    const fields = item as Record<string, unknown>;
    const titleField = 'removable' in definition ? titleFieldOf(definition) : undefined;
    return { collection: key, _id: String(fields._id ?? ''), title: titleField ? String(fields[titleField] ?? key) : definition.graphql.type, message };
  };
  return {
    versions: (actor: Actor, key: string, id: string) => methodsOf(key).versions(actor, id),
    version: (actor: Actor, key: string, id: string, versionId: string) => methodsOf(key).version(actor, id, versionId),
    async restoreVersion(actor: Actor, key: string, id: string, versionId: string, body: unknown): Promise<RestoredDto> {
      const item = await methodsOf(key).restoreVersion(actor, id, versionId, body);
      return restored(key, item, 'Version restored');
    },
    async restoreFromTrash(actor: Actor, key: string, id: string): Promise<RestoredDto> {
      const { item } = await trash.restore(actor, key, id);
      return restored(key, item, 'Restored from the trash');
    },
  };
}
