/**
 * Every singleton, once (domain/singleton.ts). What is built per singleton (services, REST routes,
 * GraphQL operations and resolvers, OpenAPI paths, upload limits) is built from this list; the
 * server binds each to its table in server/singletons/.
 */
import { infoPageSingleton } from './infoPage';
import { siteAssetsSingleton } from './siteAssets';

export const SINGLETONS = {
  siteAssets: siteAssetsSingleton,
  infoPage: infoPageSingleton,
} as const;

export type SingletonKey = keyof typeof SINGLETONS;
