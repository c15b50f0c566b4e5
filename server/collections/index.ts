/**
 * Every collection bound to its storage: the one list the server builds its services, REST routes
 * and GraphQL resolvers from. Each collection's table (or its place in server/db/schema.ts), order
 * and own rules are in server/collections/<key>.ts; the list itself is generated from the registry
 * (registry.ts, `npm run codegen`).
 */
import { collections } from './registry';

export { collections };
export type Collections = typeof collections;
