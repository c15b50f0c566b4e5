/**
 * The REST API as an OpenAPI 3.1 document, served at GET /api/openapi.json. Generated: the bodies
 * and answers come from the zod schemas in `domain/` (see components.ts); the path files only say
 * which route takes and answers which shape. tests/server/openapi*.test.ts check that it describes
 * exactly the routes the app registers and that it is valid OpenAPI 3.1.
 */
import { componentSchemas } from './components';
import { multipartEncodings } from './forms';
import { json, schemaRef, type Json } from './helpers';
import { authPaths } from './paths/auth';
import { teamPaths } from './paths/team';
import { forIntegrators } from './integrators';
import { rateLimitHeaderComponents, withRateLimitHeaders } from './rate-limits';
import { collectionPathItems } from './paths/collections';
import { csvPathItems } from './paths/csv';
import { framePaths } from './paths/frame';
import { historyPathItems, historyTag } from './paths/history';
import { releasePaths } from './paths/releases';
import { singletonPathItems } from './paths/singletons';
import { sitePaths } from './paths/site';
import { stagePaths } from './paths/stages';

const errorResponse = (description: string) => ({ description, content: json(schemaRef('Error')) });

const schemas = componentSchemas();

/** Adds to each multipart request body that names a form the `encoding` of its JSON parts (forms.ts). */
function withEncodings<T extends Record<string, Record<string, Json>>>(paths: T): T {
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const media = (operation.requestBody as { content?: Record<string, Json> } | undefined)?.content?.['multipart/form-data'];
      const ref = (media?.schema as Json | undefined)?.$ref;
      if (!media || typeof ref !== 'string') continue;
      const encoding = multipartEncodings(schemas[ref.split('/').pop()!]!);
      if (encoding) media.encoding = encoding;
    }
  }
  return paths;
}

/** The answers several operations share (`#/components/responses/E<status>`). */
const sharedResponses: Record<string, Json> = {
  E400: errorResponse('Invalid input, malformed JSON included, and JSON nested deeper than 64 levels (`{"error": "JSON nested deeper than 64 levels"}`).'),
  E401: errorResponse('No valid token (or wrong credentials at login).'),
  E403: errorResponse('Signed in but this role may not do it (server/access.ts), or registration closed.'),
  E404: errorResponse('Unknown id or route.'),
  E409: errorResponse('Conflict: already exists, the last active admin, a set overlapping another on its stage, a stage still in use, or the item changed since the editor loaded it (`expectedUpdatedAt`).'),
  E413: errorResponse('File or JSON body too large (JSON bodies: 1 MB).'),
  E415: errorResponse('Not an accepted image type (checked by content).'),
  E503: {
    ...errorResponse('The database is unreachable for now (`{"error": "Service temporarily unavailable"}`, never cached); try again shortly.'),
    headers: { 'Retry-After': { description: 'Seconds to wait, when known.', schema: { type: 'integer', minimum: 1 } } },
  },
  E429: {
    ...errorResponse('Too many requests.'),
    headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } } },
  },
};

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Metal Gates festival API',
    version: '1.0.0',
    description: [
      'REST API of the Metal Gates festival site (the same domain is also served as GraphQL at `/api/graphql`;',
      'its schema, as GraphQL SDL: [`/api/graphql/schema.graphql`](/api/graphql/schema.graphql)).',
      '',
      'Anonymous public reads (REST GETs, GraphQL queries, `/api/lineup.ics`, `/rss.xml`, `/sitemap.xml`) may be used',
      'from any origin without credentials (`Access-Control-Allow-Origin: *`; images are',
      '`Cross-Origin-Resource-Policy: cross-origin`); sign-in, writes and admin reads stay same-origin.',
      '',
      'Errors are `{"error": "..."}`, plus `details` (field → message) for invalid input. Writes other than',
      'login, register, refresh, logout, contact and visits/log need an admin Bearer token: 401 without a valid',
      'token, 403 with a non-admin one. Ids are opaque strings in `_id`; timestamps are ISO 8601 UTC.',
      'Images are checked by content (JPEG, PNG, WebP, GIF, AVIF; never SVG) and served from `/api/uploads/<key>`.',
    ].join('\n'),
  },
  servers: [{ url: '/' }],
  tags: [
    { name: 'frame', description: 'Health and this document' },
    ...['auth', 'team', 'festivals', 'site-assets', 'lineup', 'stages', 'news', 'archives', 'partners', 'info-page', 'contact', 'visits', 'uploads', 'graphql', 'releases'].map((name) => ({ name })),
    historyTag,
  ],
  paths: withRateLimitHeaders(
    forIntegrators(withEncodings({ ...framePaths, ...authPaths, ...teamPaths, ...singletonPathItems, ...sitePaths, ...collectionPathItems, ...csvPathItems, ...stagePaths, ...historyPathItems(), ...releasePaths })),
    sharedResponses,
  ),
  components: {
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The accessToken from login, register or refresh.' },
    },
    responses: sharedResponses,
    headers: rateLimitHeaderComponents,
    schemas,
  },
};

export type OpenApiDocument = typeof openApiDocument;
