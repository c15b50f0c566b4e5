/**
 * What a client generated from the document needs to know of every operation, said once here
 * rather than in each path file: its `security` (staff operations say `bearerAuth` themselves;
 * the others are public, GraphQL takes either), and the 503 an operation answers while the
 * database is unreachable.
 */
import type { Json } from './helpers';

/** Operations that never reach the database (no 503 of theirs to document). */
const WITHOUT_DATABASE = new Set(['/api/openapi.json', '/api/graphql/schema.graphql', '/api/ready']);

/** GraphQL: anonymous for public queries, a staff Bearer token for the rest (the resolvers decide). */
const EITHER = [{}, { bearerAuth: [] }];

export function forIntegrators<T extends Record<string, Record<string, Json>>>(paths: T): T {
  for (const [path, item] of Object.entries(paths)) {
    for (const operation of Object.values(item)) {
      operation.security ??= path === '/api/graphql' ? EITHER : [];
      const responses = operation.responses as Record<string, unknown>;
      if (!WITHOUT_DATABASE.has(path) && !responses['503']) responses['503'] = { $ref: '#/components/responses/E503' };
    }
  }
  return paths;
}
