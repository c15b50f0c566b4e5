/**
 * Versions, the trash and the audit log (#34): the paths of every collection and singleton whose
 * definition says `history` (and `trash`), from the registry, plus `/api/trash…` and `/api/audit`.
 */
import type { CollectionDefinition } from '@domain/collection';
import { COLLECTIONS } from '@domain/collections';
import { AUDIT_MAX_LIMIT, TRASH_SEARCH, trashListArgs } from '@domain/history';
import type { SingletonDefinition } from '@domain/singleton';
import { SINGLETONS } from '@domain/singletons';
import { z } from 'zod';
import { admin, arrayOf, envelope, errors, idParam, jsonBody, limitParam, ok, schemaRef, type Json } from '../helpers';
import { listOrPage, listParameters, PAGING_NOTE } from '../paging';

const versionParam = { name: 'versionId', in: 'path', required: true, description: "The version's `_id` (of this item: another item's is 404).", schema: { type: 'string' } };
const restoreBody = jsonBody({
  type: 'object',
  properties: { expectedUpdatedAt: { type: 'string', format: 'date-time', description: 'As for an update: a different current `updatedAt` is 409.' } },
});

/** The three version operations at `base` (`/api/lineup/{id}/versions` or `/api/site-assets/versions`). */
function versionPaths(base: string, name: string, tag: string, params: Json[], answer: Json): Record<string, Json> {
  return {
    [base]: {
      get: { tags: [tag], operationId: `list${name}Versions`, summary: `Versions of ${name}, newest first (who, when, door, changed fields)`, security: admin, parameters: params, responses: { 200: ok('The versions.', envelope('versions', arrayOf('VersionSummary'))), ...errors(401, 403, 404) } },
    },
    [`${base}/{versionId}`]: {
      get: { tags: [tag], operationId: `get${name}Version`, summary: `One version of ${name}, with the item as it was (\`data\`)`, security: admin, parameters: [...params, versionParam], responses: { 200: ok('The version.', envelope('version', schemaRef('Version'))), ...errors(401, 403, 404) } },
    },
    [`${base}/{versionId}/restore`]: {
      post: {
        tags: [tag],
        operationId: `restore${name}Version`,
        summary: `Brings ${name} back to a version, recorded as a new version (\`restore\`); the same rules and 409s as an update`,
        security: admin,
        parameters: [...params, versionParam],
        requestBody: { ...restoreBody, required: false },
        responses: { 200: ok('The item after the restore.', answer), ...errors(400, 401, 403, 404, 409) },
      },
    },
  };
}

const collectionPaths = (c: CollectionDefinition) =>
  c.history ? versionPaths(`/api/${c.rest.path}/{id}/versions`, c.graphql.type, c.rest.tag, [idParam(c.rest.one)], envelope(c.rest.one, schemaRef(z.globalRegistry.get(c.dto)?.id as string))) : {};

const singletonPaths = (s: SingletonDefinition) => {
  const dto = schemaRef(z.globalRegistry.get(s.dto)?.id as string);
  return s.history ? versionPaths(`/api/${s.rest.path}/versions`, s.graphql.type, s.rest.tag, [], s.rest.envelope ? envelope(s.rest.envelope, dto) : dto) : {};
};

const trashParams = [
  { name: 'collection', in: 'path', required: true, description: 'Its collection (bands, news, stages, archives, partners…); an unknown one is 404.', schema: { type: 'string' } },
  idParam('item'),
];

/** A restore from the trash answers the item in its collection's envelope: one of theirs (a typed client can tell which by its key). */
const restoredFromTrash = {
  oneOf: (Object.values(COLLECTIONS) as CollectionDefinition[]).filter((c) => c.trash).map((c) => envelope(c.rest.one, schemaRef(z.globalRegistry.get(c.dto)?.id as string))),
};

const sharedPaths: Record<string, Json> = {
  '/api/trash': {
    get: {
      tags: ['history'],
      operationId: 'listTrash',
      summary: 'Deleted items of the collections the caller may edit, newest first',
      description: PAGING_NOTE,
      security: admin,
      parameters: listParameters(TRASH_SEARCH, trashListArgs),
      responses: { 200: ok('{items: [...]} without limit; {items: [...], nextCursor, prevCursor, total} with it.', listOrPage('items', 'TrashItem')), ...errors(400, 401, 403) },
    },
  },
  '/api/trash/{collection}/{id}/restore': {
    post: { tags: ['history'], operationId: 'restoreFromTrash', summary: 'Brings a deleted item back whole (files, set time); a stage slot taken meanwhile is 409 naming the other band', security: admin, parameters: trashParams, responses: { 200: ok("The item in its collection's envelope ({band}, {article}…).", restoredFromTrash), ...errors(400, 401, 403, 404, 409) } },
  },
  '/api/trash/{collection}/{id}': {
    delete: { tags: ['history'], operationId: 'purgeFromTrash', summary: 'Deletes a trashed item for good, with its versions and files (admins)', security: admin, parameters: trashParams, responses: { 200: ok('Gone.', envelope('message', { type: 'string' })), ...errors(401, 403, 404) } },
  },
  '/api/audit': {
    get: {
      tags: ['history'],
      operationId: 'listAudit',
      summary: 'The audit log, newest first, a page at a time (admins)',
      security: admin,
      parameters: [
        limitParam(AUDIT_MAX_LIMIT),
        { name: 'cursor', in: 'query', required: false, description: "The previous page's `nextCursor`; anything else is 400.", schema: { type: 'string', pattern: '^\\d{1,18}$', examples: ['1000000'] } },
        { name: 'collection', in: 'query', required: false, description: 'Only lines about this collection (bands, siteAssets, team, settings…).', schema: { type: 'string', examples: ['bands'] } },
        { name: 'actor', in: 'query', required: false, description: "Only this member's lines (id or email).", schema: { type: 'string', examples: ['admin@example.com'] } },
        { name: 'since', in: 'query', required: false, description: 'Only lines from this instant or day on (ISO 8601).', schema: { type: 'string', examples: ['2026-01-01T00:00:00.000Z'] } },
        { name: 'until', in: 'query', required: false, description: 'Only lines before this instant or day (ISO 8601): with `since`, one day.', schema: { type: 'string', examples: ['2999-01-01T00:00:00.000Z'] } },
      ],
      responses: { 200: ok('A page of the log.', schemaRef('AuditPage')), ...errors(400, 401, 403) },
    },
  },
};

/** The history paths of the given definitions (the registry's by default) and the shared ones. */
export const historyPathItems = (collections: CollectionDefinition[] = Object.values(COLLECTIONS) as CollectionDefinition[], singletons: SingletonDefinition[] = Object.values(SINGLETONS) as SingletonDefinition[]): Record<string, Json> =>
  Object.assign({}, ...collections.map(collectionPaths), ...singletons.map(singletonPaths), sharedPaths) as Record<string, Json>;

export const historyTag = { name: 'history', description: 'Versions, the trash and the audit log (#34).' };
