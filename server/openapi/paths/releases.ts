/** Releases (#35): items and site-asset settings that go public together at one instant. Staff only. */
import { z } from 'zod';
import { releaseCreateSchema, releaseSchema, releaseUpdateSchema } from '@domain/releases';
import { admin, envelope, errors, idParam, jsonBody, ok, type Json } from '../helpers';

const input = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
const release = z.toJSONSchema(releaseSchema, { io: 'output', unrepresentable: 'any' }) as Json;
const answer = (description: string) => ok(description, envelope('release', release));
const tags = ['releases'];
const id = [idParam('release')];

export const releasePaths: Record<string, Json> = {
  '/api/releases': {
    get: { tags, operationId: 'listReleases', summary: 'Every release by publishAt: status scheduled, published (its instant passed) or cancelled', security: admin, responses: { 200: ok('The releases.', envelope('releases', { type: 'array', items: release })), ...errors(401, 403) } },
    post: { tags, operationId: 'createRelease', summary: 'A new, empty release going public at publishAt', security: admin, requestBody: jsonBody(input(releaseCreateSchema)), responses: { 201: answer('The release.'), ...errors(400, 401, 403) } },
  },
  '/api/releases/{id}': {
    put: {
      tags,
      operationId: 'updateRelease',
      summary: 'Changes a scheduled release: name, publishAt, its items (the whole set: each scheduled at publishAt; one left out is a draft again), pending site-asset settings (null: none); 409 once published or cancelled',
      security: admin,
      parameters: id,
      requestBody: jsonBody(input(releaseUpdateSchema)),
      responses: { 200: answer('The release.'), ...errors(400, 401, 403, 404, 409) },
    },
    delete: { tags, operationId: 'cancelRelease', summary: 'Cancels a scheduled release: its items stay drafts; 409 once published', security: admin, parameters: id, responses: { 200: answer('The cancelled release.'), ...errors(401, 403, 404, 409) } },
  },
  '/api/releases/{id}/publish': {
    post: { tags, operationId: 'publishRelease', summary: 'Publishes a scheduled release now; 409 when cancelled or published', security: admin, parameters: id, responses: { 200: answer('The published release.'), ...errors(401, 403, 404, 409) } },
  },
};
