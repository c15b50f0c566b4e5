/** Health, this document, stored images and the GraphQL door. */
import { binary, errors, ok, schemaRef } from '../helpers';

const graphqlResponses = { 200: ok('A GraphQL response.', schemaRef('GraphQLResponse')), 400: ok('A GraphQL request error.', schemaRef('GraphQLResponse')) };
const status = (value: string) => ({ type: 'object', required: ['status'], properties: { status: { const: value } } });

export const framePaths = {
  '/api/health': {
    get: {
      tags: ['frame'],
      operationId: 'health',
      summary: 'Startup check: does the database answer?',
      responses: { 200: ok('The database answers.', status('ok')), 503: ok('The database does not answer.', status('unavailable')) },
    },
  },
  '/api/openapi.json': {
    get: {
      tags: ['frame'],
      operationId: 'openApiDocument',
      summary: 'This document',
      responses: { 200: ok('The OpenAPI 3.1 document.', { type: 'object' }) },
    },
  },
  '/api/uploads/{key}': {
    get: {
      tags: ['uploads'],
      operationId: 'getUpload',
      summary: 'A stored image',
      description: 'Served with its content type, an ETag (If-None-Match → 304) and a year of immutable caching.',
      parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: {
          description: 'The image bytes.',
          headers: { ETag: { schema: { type: 'string' } } },
          content: Object.fromEntries(
            ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'].map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
          ),
        },
        304: { description: 'Not modified (If-None-Match matched the ETag).' },
        ...errors(404),
      },
    },
  },
  '/api/graphql/schema.graphql': {
    get: {
      tags: ['graphql'],
      operationId: 'graphqlSchema',
      summary: 'The GraphQL schema (SDL)',
      description: 'The whole schema the GraphQL endpoint serves, as GraphQL SDL text, with its descriptions.',
      responses: { 200: { description: 'The schema.', content: { 'text/plain': { schema: { type: 'string' } } } } },
    },
  },
  '/api/graphql': {
    post: {
      tags: ['graphql'],
      operationId: 'graphqlPost',
      summary: 'GraphQL endpoint (queries and mutations)',
      description:
        'The same domain as GraphQL; the schema is served at `/api/graphql/schema.graphql`. Uploads use the GraphQL multipart request spec ' +
        '(browsers send `Apollo-Require-Preflight: true`). Bearer tokens work as for REST.',
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: schemaRef('GraphQLRequest') },
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['operations', 'map'],
              properties: { operations: { type: 'string' }, map: { type: 'string' } },
              additionalProperties: binary('A file named in `map`.'),
            },
          },
        },
      },
      responses: graphqlResponses,
    },
    get: {
      tags: ['graphql'],
      operationId: 'graphqlGet',
      summary: 'GraphQL queries over GET',
      parameters: [
        { name: 'query', in: 'query', required: true, schema: { type: 'string' } },
        { name: 'variables', in: 'query', required: false, schema: { type: 'string', description: 'JSON' } },
        { name: 'operationName', in: 'query', required: false, schema: { type: 'string' } },
      ],
      responses: graphqlResponses,
    },
  },
};
