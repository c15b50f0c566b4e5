/**
 * Every collection, once. What is built per collection (services, REST routes, GraphQL types,
 * fields and resolvers, OpenAPI paths, upload limits, the back office's operations) is built from
 * this list (the singletons, its siblings: domain/singletons.ts); the server binds each to its table in server/collections/.
 */
import { archiveCollection } from './archives';
import { bandCollection } from './bands';
import { festivalCollection } from './festivals';
import { newsCollection } from './news';
import { partnerCollection } from './partners';
import { stageCollection } from './stages';

export const COLLECTIONS = {
  stages: stageCollection,
  bands: bandCollection,
  news: newsCollection,
  archives: archiveCollection,
  partners: partnerCollection,
  festivals: festivalCollection,
} as const;

export type CollectionKey = keyof typeof COLLECTIONS;
