/**
 * History and the trash are a switch on a definition (#34): a collection or singleton without it
 * has no versions or trash route, GraphQL field, resolver or OpenAPI path; turning it on (here:
 * partners, in its definition alone) brings all of them, with no other file changed. What is built
 * from the registry is built by the same functions from any list of definitions.
 */
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import type { CollectionDefinition } from '@domain/collection';
import { COLLECTIONS } from '@domain/collections';
import { SINGLETONS } from '@domain/singletons';
import type { SingletonDefinition } from '@domain/singleton';
import { historyResolvers } from '../../gateway/resolvers/history';
import { historySdl } from '../../scripts/codegen/historySdl';
import { collections } from '../../server/collections';
import type { BoundCollection } from '../../server/collections/define';
import { historyPathItems } from '../../server/openapi/paths/history';
import { historyRoutes } from '../../server/routes/history';
import type { Services } from '../../server/services';
import { trashCollections } from '../../server/services/history/trash-service';
import { singletons } from '../../server/singletons';
import type { BoundSingleton } from '../../server/singletons/define';
import { registeredRoutes } from '../helpers/registered-routes';

const partners = collections.partners as unknown as BoundCollection;
/** Partners as their definition says, with the switches set as given. */
const partnersWith = (history: boolean, trash: boolean) => ({ partners: { ...partners, definition: { ...partners.definition, history, trash } } as BoundCollection });
const noSingletons = {} as Record<string, BoundSingleton>;

function everythingBuiltFor(registry: Record<string, BoundCollection>) {
  const app = express().use('/api', historyRoutes({} as Services, registry, noSingletons));
  const definitions = Object.values(registry).map((c) => c.definition as CollectionDefinition);
  const resolvers = historyResolvers(registry, noSingletons);
  return {
    routes: registeredRoutes(app).map((r) => `${r.method.toUpperCase()} ${r.path}`).filter((r) => r.includes('/partners')),
    sdl: historySdl(definitions, []),
    fields: [...Object.keys(resolvers.Query), ...Object.keys(resolvers.Mutation)].filter((f) => /partner/i.test(f)),
    paths: Object.keys(historyPathItems(definitions, [])).filter((p) => p.includes('/partners')),
    trash: trashCollections(registry),
  };
}

describe('the history switch', () => {
  it('off: partners have no versions or trash anywhere', () => {
    const built = everythingBuiltFor(partnersWith(false, false));
    expect(built).toEqual({ routes: [], sdl: '', fields: [], paths: [], trash: [] });
  });

  it('on, in the definition alone: routes, GraphQL fields and resolvers, OpenAPI paths and the trash follow', () => {
    const built = everythingBuiltFor(partnersWith(true, true));
    expect(built.routes).toEqual(['GET /api/partners/{id}/versions', 'GET /api/partners/{id}/versions/{versionId}', 'POST /api/partners/{id}/versions/{versionId}/restore']);
    // The arguments are described (#37): compared without their descriptions.
    const bare = built.sdl.replace(/"[^"]*" /g, '');
    for (const field of ['partnerVersions(id: ID!)', 'partnerVersion(id: ID!, versionId: ID!)', 'restorePartnerVersion(', 'restorePartnerFromTrash(id: ID!)']) expect(bare).toContain(field);
    expect(built.fields.sort()).toEqual(['partnerVersion', 'partnerVersions', 'restorePartnerFromTrash', 'restorePartnerVersion']);
    expect(built.paths).toEqual(['/api/partners/{id}/versions', '/api/partners/{id}/versions/{versionId}', '/api/partners/{id}/versions/{versionId}/restore']);
    expect(built.trash).toEqual(['partners']);
  });

  it('the registry as it stands: every collection and singleton has history, every removable collection the trash', () => {
    for (const definition of Object.values(COLLECTIONS) as CollectionDefinition[]) {
      expect({ path: definition.rest.path, history: definition.history, trash: definition.removable ? definition.trash : undefined }).toEqual({
        path: definition.rest.path,
        history: true,
        trash: definition.removable ? true : undefined,
      });
    }
    for (const definition of Object.values(SINGLETONS) as SingletonDefinition[]) expect(definition.history).toBe(true);
    expect(Object.keys(historyResolvers(collections as unknown as Record<string, BoundCollection>, singletons as unknown as Record<string, BoundSingleton>).Query)).toEqual(
      expect.arrayContaining(['siteAssetsVersions', 'infoPageVersion', 'bandVersions', 'festivalVersion']),
    );
  });
});
