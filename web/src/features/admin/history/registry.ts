import type { CollectionDefinition } from '@domain/collection';
import { COLLECTIONS } from '@domain/collections';
import { SINGLETONS } from '@domain/singletons';

/** A collection's registry key (bands, news…), what the history and trash operations name it by. */
export const collectionKeyOf = (definition: CollectionDefinition): string | undefined =>
  Object.entries(COLLECTIONS).find(([, d]) => d === (definition as unknown))?.[0];

/** What the back office calls a collection or singleton: its menu label, else its type's name. */
export function collectionLabel(key: string | null | undefined): string {
  if (!key) return '';
  const collection = (COLLECTIONS as Record<string, CollectionDefinition>)[key];
  if (collection) return collection.admin?.label ?? collection.graphql.type;
  const singleton = (SINGLETONS as Record<string, { graphql: { type: string } }>)[key];
  return singleton ? singleton.graphql.type.replace(/([a-z])([A-Z])/g, '$1 $2') : key.charAt(0).toUpperCase() + key.slice(1);
}

/** Every key the Activity screen can filter by: the registry's, the team, the settings and the inbox. */
export const ACTIVITY_COLLECTIONS = [...Object.keys(COLLECTIONS), ...Object.keys(SINGLETONS), 'team', 'settings', 'contact'];

/** The collections whose deletions wait in the trash (their definition says `trash`): the Trash screen's filter. */
export const TRASH_COLLECTIONS = Object.entries(COLLECTIONS as Record<string, CollectionDefinition>)
  .filter(([, d]) => d.removable && d.trash)
  .map(([key]) => key);
