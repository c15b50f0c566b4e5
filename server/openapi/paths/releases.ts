/** Releases (#35): items and site-asset settings that go public together at one instant. Staff only. */
import { z } from 'zod';
import { releaseSchema } from '@domain/releases';
import { admin, envelope, errors, idParam, jsonBody, ok, schemaRef, type Json } from '../helpers';

const instant = { type: 'string', format: 'date-time', description: 'ISO 8601 with its zone; in the future.', examples: ['2099-09-26T17:00:00.000Z'] };
const createBody = { type: 'object', required: ['name', 'publishAt'], properties: { name: { type: 'string', minLength: 1 }, publishAt: instant } };
const updateBody = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1 },
    publishAt: instant,
    items: {
      type: 'array',
      description:
        'The whole set, by collection key (bands, news, archives, partners) and id: a draft or scheduled item goes public at publishAt (one left out is a draft again); a public item joins with `changes`, public at publishAt with the rest (one left out keeps its fields as they are).',
      items: {
        type: 'object',
        required: ['collection', '_id'],
        properties: {
          collection: { type: 'string', examples: ['bands'] },
          _id: { type: 'string' },
          changes: {
            description:
              "For an already-public item: the fields that change at publishAt, in the collection's update shape (e.g. LineupInput), checked now by its update's rules and roles (expectedUpdatedAt: 409 when the item changed since); status, publishAt and files are not taken (400), nor unknown fields. Left out: the change already in the release stays; null for a draft.",
            anyOf: [{ type: 'object', additionalProperties: true, examples: [{ biography: 'A corrected biography.', expectedUpdatedAt: '2026-09-01T10:00:00.000Z' }] }, { type: 'null' }],
          },
        },
      },
      examples: [[]],
    },
    siteAssets: { description: 'Pending site-asset settings (as an update of them sends; expectedUpdatedAt is ignored); the texts sent replace the pending texts; null: none (pending images too).', anyOf: [schemaRef('SiteAssetsInput'), { type: 'null' }] },
    heroImage: { type: 'null', description: 'null removes the pending hero image (a new one is sent as multipart).' },
    mobileHeroImage: { type: 'null', description: 'null removes the pending mobile hero image (a new one is sent as multipart).' },
  },
};
/** The same as multipart, with pending hero images (10 MB each, as on the settings): `items` and `siteAssets` as JSON text. */
const updateForm = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    publishAt: instant,
    items: { type: 'string', description: 'JSON text: the items (with their changes), as in the JSON body.', examples: ['[]'] },
    siteAssets: { type: 'string', description: 'JSON text: the pending settings, as in the JSON body.', examples: ['{"bannerText":"Twelve new bands!"}'] },
    heroImage: { type: 'string', format: 'binary', description: 'The hero image at the instant (an empty value removes the pending one).' },
    mobileHeroImage: { type: 'string', format: 'binary', description: 'The mobile hero image at the instant (an empty value removes the pending one).' },
  },
};
const release = z.toJSONSchema(releaseSchema, { io: 'output', unrepresentable: 'any' }) as Json;
const answer = (description: string) => ok(description, envelope('release', release));
const tags = ['releases'];
const id = [idParam('release')];

export const releasePaths: Record<string, Json> = {
  '/api/releases': {
    get: { tags, operationId: 'listReleases', summary: 'Every release by publishAt: status scheduled, published (its instant passed) or cancelled', security: admin, responses: { 200: ok('The releases.', envelope('releases', { type: 'array', items: release })), ...errors(401, 403) } },
    post: { tags, operationId: 'createRelease', summary: 'A new, empty release going public at publishAt', security: admin, requestBody: jsonBody(createBody), responses: { 201: answer('The release.'), ...errors(400, 401, 403) } },
  },
  '/api/releases/{id}': {
    put: {
      tags,
      operationId: 'updateRelease',
      summary: 'Changes a scheduled release: name, publishAt, its items (the whole set: each draft scheduled at publishAt, one left out a draft again; a public item with its changes, folded into it at publishAt), pending site-asset settings (null: none) and hero images (multipart); 409 once published or cancelled',
      security: admin,
      parameters: id,
      requestBody: { required: true, content: { 'application/json': { schema: updateBody }, 'multipart/form-data': { schema: updateForm } } },
      responses: { 200: answer('The release.'), ...errors(400, 401, 403, 404, 409, 413) },
    },
    delete: { tags, operationId: 'cancelRelease', summary: 'Cancels a scheduled release: its items stay drafts, its changes to public items are dropped (those stay as they are); 409 once published', security: admin, parameters: id, responses: { 200: answer('The cancelled release.'), ...errors(401, 403, 404, 409) } },
  },
  '/api/previews': {
    post: {
      tags,
      operationId: 'createPreview',
      summary: 'A signed preview link (24 h, no sign-in needed, never cached, noindex) of the public site as it will be after a release (releaseId), or with every draft ({}); the caller must be allowed to publish what it shows',
      security: admin,
      requestBody: jsonBody({ type: 'object', properties: { releaseId: { type: 'string', description: 'The release; left out: every draft.' } }, examples: [{}] }),
      responses: {
        201: ok('The link, its id (to revoke it) and when it stops working.', {
          type: 'object',
          required: ['_id', 'url', 'expiresAt'],
          properties: { _id: { type: 'string', description: 'DELETE /api/previews/{id} revokes the link.' }, url: { type: 'string', format: 'uri' }, expiresAt: instant },
        }),
        ...errors(400, 401, 403, 404, 409),
      },
    },
  },
  '/api/previews/{id}': {
    delete: {
      tags,
      operationId: 'revokePreview',
      summary: 'Revokes a preview link before it expires: from its next request on it answers 410 (whoever may make such a link may revoke it; again is no error)',
      security: admin,
      parameters: [idParam('preview link')],
      responses: { 200: ok('Revoked.', { type: 'object', required: ['_id', 'message'], properties: { _id: { type: 'string' }, message: { type: 'string', examples: ['Preview link revoked'] } } }), ...errors(401, 403, 404) },
    },
  },
  '/api/releases/{id}/publish': {
    post: { tags, operationId: 'publishRelease', summary: 'Publishes a scheduled release now; 409 when cancelled or published', security: admin, parameters: id, responses: { 200: answer('The published release.'), ...errors(401, 403, 404, 409) } },
  },
};
