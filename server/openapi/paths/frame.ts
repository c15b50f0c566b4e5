/** Health, this document, stored images and the GraphQL door. */
import { binary, errors, ok, schemaRef } from '../helpers';
import { UPLOAD_IMAGE_TYPES } from '@domain/images';

/**
 * Every answer of the GraphQL door is a GraphQL response. When an operation yields no data and all
 * its errors agree on a status (gateway/errors.ts), that is the HTTP status.
 */
const graphqlAnswer = (description: string) => ok(description, schemaRef('GraphQLResponse'));
const graphqlResponses = {
  200: graphqlAnswer('A GraphQL response (errors beside partial data stay 200).'),
  400: graphqlAnswer(
    'A request error: no query, a parse or validation error, invalid variables, JSON nested deeper than 64 levels, or ' +
      'refused as a possible cross-site request (CSRF) for want of the preflight header.',
  ),
  401: graphqlAnswer('Needs a sign-in (`extensions.code` UNAUTHENTICATED); every anonymous multipart request (uploads are staff-only).'),
  403: graphqlAnswer('This role may not do it (`extensions.code` FORBIDDEN).'),
  404: graphqlAnswer('Unknown id.'),
  409: graphqlAnswer('A conflict, as for REST (`extensions.code` CONFLICT).'),
  413: graphqlAnswer('A file or the body is too large.'),
  415: graphqlAnswer('Not an accepted image type.'),
  429: { ...graphqlAnswer('Too many requests.'), headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } } } },
};

/**
 * Apollo's CSRF prevention: a request a browser may send cross-site without a preflight (every GET,
 * and every multipart POST) is refused with 400 unless it carries one of these headers.
 */
const preflightHeader = (required: boolean, when: string) => ({
  name: 'Apollo-Require-Preflight',
  in: 'header',
  required,
  description: `Any non-empty value (e.g. \`true\`); \`X-Apollo-Operation-Name\` does as well. ${when}`,
  schema: { type: 'string', minLength: 1, examples: ['true'] },
});
const status = (value: string) => ({ type: 'object', required: ['status'], properties: { status: { const: value } } });

const EXAMPLE_QUERY = 'query ActiveFestival { activeFestival { name dates } }';

export const framePaths = {
  '/api/health': {
    get: {
      tags: ['frame'],
      operationId: 'health',
      summary: 'Startup check: does the database answer?',
      responses: { 200: ok('The database answers.', status('ok')), 503: ok('The database does not answer.', status('unavailable')) },
    },
  },
  '/api/ready': {
    get: {
      tags: ['frame'],
      operationId: 'ready',
      summary: 'Readiness check for a proxy: should work be sent here?',
      description:
        'Answered in front of everything else. 503 once the instance has been asked to stop and is finishing its requests ' +
        '(unlike /api/health, which says whether the database answers).',
      responses: { 200: ok('Taking work.', status('ready')), 503: ok('Draining: send work elsewhere.', status('draining')) },
    },
  },
  '/api/openapi.json': {
    get: {
      tags: ['frame'],
      operationId: 'openApiDocument',
      summary: 'This document',
      responses: { 200: ok('The OpenAPI 3.1 document.', { type: 'object', additionalProperties: true }) },
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
            UPLOAD_IMAGE_TYPES.map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
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
        'and needs the `Apollo-Require-Preflight` header (multipart is a request browsers send cross-site without a preflight); ' +
        'it is staff-only, so an anonymous multipart request is refused with 401 before it is read. Bearer tokens work as for REST.',
      parameters: [preflightHeader(false, 'Required with multipart/form-data; not needed with application/json.')],
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
      description:
        'Queries only (a mutation over GET is refused). Needs the `Apollo-Require-Preflight` header: without it every GET is refused with 400. ' +
        'Instead of `query`, `extensions` may name a persisted query by its sha256 (`{"persistedQuery":{"version":1,"sha256Hash":"…"}}`): ' +
        'the web app sends its queries this way, and the server knows the hashes of its own build; another hash is answered ' +
        '`PERSISTED_QUERY_NOT_FOUND` (send the text then). Public answers are `Cache-Control: public, no-cache` with an ETag.',
      parameters: [
        preflightHeader(true, 'Without it the request is refused as a possible cross-site request forgery (400).'),
        { name: 'query', in: 'query', required: false, description: 'The document; or name a persisted query in `extensions`.', schema: { type: 'string', examples: [EXAMPLE_QUERY] } },
        { name: 'extensions', in: 'query', required: false, description: 'A JSON object: `persistedQuery` names a persisted query by its sha256 (then `query` may be left out).', schema: { type: 'string', examples: ['{}'] } },
        { name: 'variables', in: 'query', required: false, description: 'A JSON object.', schema: { type: 'string', examples: ['{}'] } },
        { name: 'operationName', in: 'query', required: false, description: 'The operation of `query` to run.', schema: { type: 'string', examples: ['ActiveFestival'] } },
      ],
      responses: graphqlResponses,
    },
  },
};
