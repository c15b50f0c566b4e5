/**
 * The REST API of contract §3 as an OpenAPI 3.1 document, served at GET /api/openapi.json.
 * tests/server/openapi.test.ts checks that it describes exactly the routes the app registers.
 */

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ 'application/json': { schema } });
const ok = (description: string, schema: Json) => ({ description, content: json(schema) });
const envelope = (key: string, schema: Json) => ({
  type: 'object',
  required: [key],
  properties: { [key]: schema },
});
const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [String(c), { $ref: `#/components/responses/E${c}` }]));
const admin = [{ bearerAuth: [] }];
const idParam = (what: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description: `The ${what}'s opaque \`_id\`. Unknown or malformed ids are 404.`,
  schema: { type: 'string' },
});
const limitParam = {
  name: 'limit',
  in: 'query',
  required: false,
  description: 'Return at most this many (1 to 1000).',
  schema: { type: 'integer', minimum: 1, maximum: 1000 },
};
const jsonBody = (schema: Json, required = true) => ({ required, content: json(schema) });
const formOrJson = (form: Json, jsonSchema: Json = form) => ({
  required: true,
  content: {
    'multipart/form-data': { schema: form },
    'application/json': { schema: jsonSchema },
  },
});

const text = (maxLength: number, description?: string) => ({ type: 'string', maxLength, ...(description ? { description } : {}) });
const url = (description?: string) => ({ type: 'string', format: 'uri', maxLength: 2048, ...(description ? { description } : {}) });
const binary = (description: string) => ({ type: 'string', format: 'binary', description });
const instant = { type: 'string', format: 'date-time' };
const imagePath = { type: ['string', 'null'], description: '`/api/uploads/<key>`, or null when unset.' };
const deleted = ok('Deleted, with its image file.', ref('Deleted'));

const PERFORMANCE_DAYS = ['25 September - WARMUP', '26 September - DAY 1', '27 September - DAY 2'];
const SOCIAL = ['facebook', 'instagram', 'youtube', 'tiktok', 'bandcamp', 'website'];

const bandFields = {
  name: text(200),
  country: text(200),
  genre: text(200),
  biography: text(50_000),
  spotifyEmbed: url('A Spotify link (http(s)); the web app rewrites it to its embed form.'),
  performanceDay: { type: 'string', enum: PERFORMANCE_DAYS, default: PERFORMANCE_DAYS[0] },
  order: { type: 'integer', minimum: 1, default: 999, description: 'Lower numbers appear first within a day.' },
  stageId: { type: ['string', 'null'], description: 'The stage of the set. Needed when times are given.' },
  startsAt: {
    type: ['string', 'null'],
    format: 'date-time',
    description: 'Start of the set, ISO 8601 with a time zone (UTC on output). Comes with endsAt.',
  },
  endsAt: {
    type: ['string', 'null'],
    format: 'date-time',
    description: 'End of the set: after startsAt, at most 6 hours later. A set overlapping another on the same stage is 409.',
  },
};

const articleFields = {
  title: text(200),
  excerpt: text(2000),
  content: text(50_000, 'Line breaks separate paragraphs.'),
  publishedAt: { ...instant, description: 'ISO 8601 (a date alone is accepted).' },
  author: text(200),
};

const archiveFields = { year: text(200, 'Free text, e.g. 2023.'), description: text(50_000), lineup: text(50_000) };

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Metal Gates festival API',
    version: '1.0.0',
    description: [
      'REST API of the Metal Gates festival site (the same domain is also served as GraphQL at `/api/graphql`).',
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
    { name: 'auth' },
    { name: 'festivals' },
    { name: 'site-assets' },
    { name: 'lineup' },
    { name: 'stages' },
    { name: 'news' },
    { name: 'archives' },
    { name: 'info-page' },
    { name: 'contact' },
    { name: 'visits' },
    { name: 'uploads' },
    { name: 'graphql' },
  ],
  paths: {
    '/api/health': {
      get: {
        tags: ['frame'],
        operationId: 'health',
        summary: 'Startup check: does the database answer?',
        responses: {
          200: ok('The database answers.', { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } }),
          503: ok('The database does not answer.', {
            type: 'object',
            required: ['status'],
            properties: { status: { const: 'unavailable' } },
          }),
        },
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

    '/api/auth/register': {
      post: {
        tags: ['auth'],
        operationId: 'register',
        summary: 'Create an account (the first account becomes admin)',
        description: 'Answers 403 when registration is closed (`REGISTRATION=closed`).',
        requestBody: jsonBody(ref('Credentials')),
        responses: { 201: ok('Signed up and signed in.', ref('Session')), ...errors(400, 403, 409, 413) },
      },
    },
    '/api/auth/login': {
      post: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Sign in',
        description: 'A wrong email or password both answer 401 "Invalid email or password". Rate limited per client.',
        requestBody: jsonBody(ref('Credentials')),
        responses: { 200: ok('Signed in.', ref('Session')), ...errors(400, 401, 429) },
      },
    },
    '/api/auth/me': {
      get: {
        tags: ['auth'],
        operationId: 'me',
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        responses: { 200: ok('The user.', envelope('user', ref('User'))), ...errors(401) },
      },
    },
    '/api/auth/refresh': {
      post: {
        tags: ['auth'],
        operationId: 'refresh',
        summary: 'Rotate a refresh token',
        description: 'The old refresh token stops working; presenting an already-used one revokes that whole login.',
        requestBody: jsonBody(ref('RefreshRequest')),
        responses: { 200: ok('New tokens.', ref('Tokens')), ...errors(400, 401) },
      },
    },
    '/api/auth/logout': {
      post: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'End the login a refresh token belongs to',
        requestBody: jsonBody(ref('RefreshRequest')),
        responses: { 204: { description: 'Signed out (also for an unknown token).' }, ...errors(400) },
      },
    },

    '/api/festivals/active': {
      get: {
        tags: ['festivals'],
        operationId: 'activeFestival',
        summary: 'The active festival',
        responses: {
          200: ok('The active festival, or null when none is.', envelope('festival', { oneOf: [ref('Festival'), { type: 'null' }] })),
        },
      },
    },
    '/api/festivals': {
      get: {
        tags: ['festivals'],
        operationId: 'listFestivals',
        summary: 'All festivals, the active one first',
        responses: {
          200: ok(
            'Festivals.',
            envelope('data', envelope('festivals', { type: 'array', items: ref('Festival') })),
          ),
        },
      },
      post: {
        tags: ['festivals'],
        operationId: 'createFestival',
        summary: 'Create a festival (active by default: activating one deactivates the rest)',
        security: admin,
        requestBody: jsonBody(ref('FestivalInput')),
        responses: { 201: ok('Created.', envelope('festival', ref('Festival'))), ...errors(400, 401, 403) },
      },
    },
    '/api/festivals/{id}': {
      put: {
        tags: ['festivals'],
        operationId: 'updateFestival',
        summary: 'Change a festival (the fields sent)',
        security: admin,
        parameters: [idParam('festival')],
        requestBody: jsonBody({ ...ref('FestivalInput'), description: 'Fields not sent keep their value.' }),
        responses: { 200: ok('Updated.', envelope('festival', ref('Festival'))), ...errors(400, 401, 403, 404) },
      },
    },

    '/api/site-assets': {
      get: {
        tags: ['site-assets'],
        operationId: 'getSiteAssets',
        summary: 'Site-wide assets and settings, defaults filled',
        responses: { 200: ok('Every field present.', envelope('assets', ref('SiteAssets'))) },
      },
      post: {
        tags: ['site-assets'],
        operationId: 'updateSiteAssets',
        summary: 'Change site assets (only the fields sent)',
        description:
          'Multipart for images (an empty value for an image field clears it; the old file is deleted) and the countdown, ' +
          'or JSON for the other settings. Null or an empty string resets a setting to its default.',
        security: admin,
        requestBody: formOrJson(ref('SiteAssetsForm'), ref('SiteAssetsInput')),
        responses: { 200: ok('The assets after the change.', envelope('assets', ref('SiteAssets'))), ...errors(400, 401, 403, 413, 415) },
      },
    },

    '/api/lineup': {
      get: {
        tags: ['lineup'],
        operationId: 'listBands',
        summary: 'Every band, by performance day then order',
        parameters: [
          { name: 'performanceDay', in: 'query', required: false, schema: { type: 'string', enum: PERFORMANCE_DAYS } },
        ],
        responses: { 200: ok('A bare JSON array of bands.', { type: 'array', items: ref('Band') }), ...errors(400) },
      },
      post: {
        tags: ['lineup'],
        operationId: 'createBand',
        summary: 'Add a band (optional image, 5 MB)',
        security: admin,
        requestBody: formOrJson(ref('BandForm'), ref('BandInput')),
        responses: { 201: ok('Added.', envelope('band', ref('Band'))), ...errors(400, 401, 403, 409, 413, 415) },
      },
    },
    '/api/lineup.ics': {
      get: {
        tags: ['lineup'],
        operationId: 'lineupCalendar',
        summary: 'The running order as an iCalendar feed',
        description:
          'One VEVENT per band with a set time (stable UID, UTC DTSTART/DTEND, SUMMARY, LOCATION, URL, a SEQUENCE that ' +
          'grows when the stage or times change). `bands` keeps only those bands, each with a reminder 30 minutes before.',
        parameters: [
          {
            name: 'bands',
            in: 'query',
            required: false,
            description: 'Comma-separated band ids (unknown ids are ignored).',
            schema: { type: 'string' },
          },
        ],
        responses: { 200: { description: 'The calendar.', content: { 'text/calendar': { schema: { type: 'string' } } } }, ...errors(400) },
      },
    },
    '/api/lineup/{id}': {
      get: {
        tags: ['lineup'],
        operationId: 'getBand',
        summary: 'One band',
        parameters: [idParam('band')],
        responses: { 200: ok('The band.', envelope('band', ref('Band'))), ...errors(404) },
      },
      put: {
        tags: ['lineup'],
        operationId: 'updateBand',
        summary: 'Change a band',
        description: 'No file keeps the image; a new file replaces it (the old file is deleted); an empty `image` value clears it.',
        security: admin,
        parameters: [idParam('band')],
        requestBody: formOrJson(ref('BandForm'), ref('BandInput')),
        responses: { 200: ok('Updated.', envelope('band', ref('Band'))), ...errors(400, 401, 403, 404, 409, 413, 415) },
      },
      delete: {
        tags: ['lineup'],
        operationId: 'deleteBand',
        summary: 'Remove a band and its image',
        security: admin,
        parameters: [idParam('band')],
        responses: { 200: deleted, ...errors(401, 403, 404) },
      },
    },

    '/api/stages': {
      get: {
        tags: ['stages'],
        operationId: 'listStages',
        summary: 'Every stage, by order',
        responses: { 200: ok('The stages.', envelope('stages', { type: 'array', items: ref('Stage') })) },
      },
      post: {
        tags: ['stages'],
        operationId: 'createStage',
        summary: 'Add a stage',
        security: admin,
        requestBody: jsonBody(ref('StageInput')),
        responses: { 201: ok('Added.', envelope('stage', ref('Stage'))), ...errors(400, 401, 403) },
      },
    },
    '/api/stages/{id}': {
      put: {
        tags: ['stages'],
        operationId: 'updateStage',
        summary: 'Change a stage',
        security: admin,
        parameters: [idParam('stage')],
        requestBody: jsonBody(ref('StageInput')),
        responses: { 200: ok('Updated.', envelope('stage', ref('Stage'))), ...errors(400, 401, 403, 404) },
      },
      delete: {
        tags: ['stages'],
        operationId: 'deleteStage',
        summary: 'Remove a stage',
        description: 'Refused with 409 (naming how many) while bands are scheduled on it.',
        security: admin,
        parameters: [idParam('stage')],
        responses: { 200: ok('Deleted.', ref('Deleted')), ...errors(401, 403, 404, 409) },
      },
    },

    '/api/news': {
      get: {
        tags: ['news'],
        operationId: 'listArticles',
        summary: 'Articles, newest publishedAt first',
        parameters: [limitParam],
        responses: { 200: ok('Articles.', envelope('articles', { type: 'array', items: ref('Article') })), ...errors(400) },
      },
      post: {
        tags: ['news'],
        operationId: 'createArticle',
        summary: 'Publish an article (optional image, 5 MB)',
        security: admin,
        requestBody: formOrJson(ref('ArticleForm'), ref('ArticleInput')),
        responses: { 201: ok('Created.', envelope('article', ref('Article'))), ...errors(400, 401, 403, 413, 415) },
      },
    },
    '/api/news/{id}': {
      get: {
        tags: ['news'],
        operationId: 'getArticle',
        summary: 'One article',
        parameters: [idParam('article')],
        responses: { 200: ok('The article.', envelope('article', ref('Article'))), ...errors(404) },
      },
      put: {
        tags: ['news'],
        operationId: 'updateArticle',
        summary: 'Change an article',
        description: 'No file keeps the image; a new file replaces it; an empty `image` value clears it.',
        security: admin,
        parameters: [idParam('article')],
        requestBody: formOrJson(ref('ArticleForm'), ref('ArticleInput')),
        responses: { 200: ok('Updated.', envelope('article', ref('Article'))), ...errors(400, 401, 403, 404, 413, 415) },
      },
      delete: {
        tags: ['news'],
        operationId: 'deleteArticle',
        summary: 'Remove an article and its image',
        security: admin,
        parameters: [idParam('article')],
        responses: { 200: deleted, ...errors(401, 403, 404) },
      },
    },

    '/api/archives': {
      get: {
        tags: ['archives'],
        operationId: 'listArchives',
        summary: 'Past editions',
        responses: { 200: ok('Editions.', envelope('archives', { type: 'array', items: ref('Archive') })) },
      },
      post: {
        tags: ['archives'],
        operationId: 'createArchive',
        summary: 'Add a past edition (optional poster, 5 MB)',
        security: admin,
        requestBody: formOrJson(ref('ArchiveForm'), ref('ArchiveInput')),
        responses: { 201: ok('Created.', envelope('archive', ref('Archive'))), ...errors(400, 401, 403, 413, 415) },
      },
    },
    '/api/archives/{id}': {
      get: {
        tags: ['archives'],
        operationId: 'getArchive',
        summary: 'One past edition',
        parameters: [idParam('archive')],
        responses: { 200: ok('The edition.', envelope('archive', ref('Archive'))), ...errors(404) },
      },
      put: {
        tags: ['archives'],
        operationId: 'updateArchive',
        summary: 'Change a past edition',
        description: 'No file keeps the poster; a new file replaces it; an empty `poster` value clears it.',
        security: admin,
        parameters: [idParam('archive')],
        requestBody: formOrJson(ref('ArchiveForm'), ref('ArchiveInput')),
        responses: { 200: ok('Updated.', envelope('archive', ref('Archive'))), ...errors(400, 401, 403, 404, 413, 415) },
      },
      delete: {
        tags: ['archives'],
        operationId: 'deleteArchive',
        summary: 'Remove a past edition and its poster',
        security: admin,
        parameters: [idParam('archive')],
        responses: { 200: deleted, ...errors(401, 403, 404) },
      },
    },

    '/api/infopage': {
      get: {
        tags: ['info-page'],
        operationId: 'getInfoPage',
        summary: 'The Info page (empty strings and lists until first saved)',
        responses: { 200: ok('The page itself, not wrapped.', ref('InfoPage')) },
      },
      put: {
        tags: ['info-page'],
        operationId: 'replaceInfoPage',
        summary: 'Save the whole Info page',
        description: 'Missing parts become empty. Each FAQ item keeps its `_id` or gets a new one.',
        security: admin,
        requestBody: jsonBody(ref('InfoPageInput')),
        responses: { 200: ok('The saved page.', ref('InfoPage')), ...errors(400, 401, 403, 413) },
      },
    },

    '/api/contact': {
      post: {
        tags: ['contact'],
        operationId: 'sendContactMessage',
        summary: 'Send a message to the festival',
        description: 'Rate limited per client (by default 5 messages per 10 minutes): 429 with Retry-After past it.',
        requestBody: jsonBody(ref('ContactInput')),
        responses: {
          201: ok('Stored.', { type: 'object', required: ['message'], properties: { message: { type: 'string', examples: ['Message sent successfully'] } } }),
          ...errors(400, 413, 429),
        },
      },
      get: {
        tags: ['contact'],
        operationId: 'listContactMessages',
        summary: 'Received messages, newest first',
        security: admin,
        parameters: [limitParam],
        responses: { 200: ok('Messages.', envelope('contacts', { type: 'array', items: ref('ContactMessage') })), ...errors(400, 401, 403) },
      },
    },

    '/api/visits/log': {
      post: {
        tags: ['visits'],
        operationId: 'logVisit',
        summary: 'Log one visit (no body; no IP address is stored)',
        description: 'Stores only a hash of the client and its User-Agent, salted with a secret that changes every UTC day.',
        responses: { 204: { description: 'Logged.' } },
      },
    },
    '/api/visits/stats': {
      get: {
        tags: ['visits'],
        operationId: 'visitorStats',
        summary: 'Visitor statistics',
        security: admin,
        responses: { 200: ok('Statistics.', ref('VisitorStats')), ...errors(401, 403) },
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

    '/api/graphql': {
      post: {
        tags: ['graphql'],
        operationId: 'graphqlPost',
        summary: 'GraphQL endpoint (queries and mutations)',
        description:
          'The same domain as GraphQL; the schema is in `schema/*.graphql`. Uploads use the GraphQL multipart request spec ' +
          '(browsers send `Apollo-Require-Preflight: true`). Bearer tokens work as for REST.',
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: ref('GraphQLRequest') },
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
        responses: { 200: ok('A GraphQL response.', ref('GraphQLResponse')), 400: ok('A GraphQL request error.', ref('GraphQLResponse')) },
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
        responses: { 200: ok('A GraphQL response.', ref('GraphQLResponse')), 400: ok('A GraphQL request error.', ref('GraphQLResponse')) },
      },
    },
  },

  components: {
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'The accessToken from login, register or refresh.',
      },
    },
    responses: {
      E400: { description: 'Invalid input (malformed JSON included).', content: json(ref('Error')) },
      E401: { description: 'No valid token (or wrong credentials at login).', content: json(ref('Error')) },
      E403: { description: 'Signed in but not allowed (admin only), or registration closed.', content: json(ref('Error')) },
      E404: { description: 'Unknown id or route.', content: json(ref('Error')) },
      E409: { description: 'Conflict: already exists, a set overlapping another on its stage, or a stage still in use.', content: json(ref('Error')) },
      E413: { description: 'File or JSON body too large (JSON bodies: 1 MB).', content: json(ref('Error')) },
      E415: { description: 'Not an accepted image type (checked by content).', content: json(ref('Error')) },
      E429: {
        description: 'Too many requests.',
        headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } } },
        content: json(ref('Error')),
      },
    },
    schemas: {
      Error: {
        type: 'object',
        required: ['error'],
        properties: {
          error: { type: 'string', description: 'A human message.' },
          details: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field → message, for invalid input.' },
        },
      },
      Deleted: {
        type: 'object',
        required: ['message'],
        properties: { _id: { type: 'string' }, message: { type: 'string', examples: ['Band deleted successfully'] } },
      },

      Credentials: {
        type: 'object',
        required: ['email', 'password'],
        properties: { email: { type: 'string', maxLength: 254 }, password: { type: 'string', minLength: 6, maxLength: 1024 } },
      },
      RefreshRequest: { type: 'object', required: ['refreshToken'], properties: { refreshToken: { type: 'string' } } },
      Tokens: {
        type: 'object',
        required: ['accessToken', 'refreshToken'],
        properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
      },
      Session: {
        type: 'object',
        required: ['accessToken', 'refreshToken', 'user'],
        properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' }, user: ref('User') },
      },
      User: {
        type: 'object',
        required: ['_id', 'email', 'role', 'createdAt'],
        properties: { _id: { type: 'string' }, email: { type: 'string' }, role: { type: 'string', enum: ['admin', 'user'] }, createdAt: instant },
      },

      Festival: {
        type: 'object',
        required: ['_id', 'name', 'dates', 'description', 'location', 'ticketUrl', 'isActive', 'createdAt', 'updatedAt'],
        properties: {
          _id: { type: 'string' },
          name: { type: 'string' },
          dates: { type: 'string', description: 'Free text.' },
          description: { type: 'string' },
          location: { type: 'string' },
          ticketUrl: { type: 'string', description: 'An http(s) URL, or empty.' },
          isActive: { type: 'boolean' },
          createdAt: instant,
          updatedAt: instant,
        },
      },
      FestivalInput: {
        type: 'object',
        required: ['name'],
        properties: {
          name: text(200),
          dates: text(200),
          description: text(2000),
          location: text(200),
          ticketUrl: { ...url(), description: 'An http(s) URL; empty for none.' },
          isActive: { type: 'boolean', default: true },
        },
      },

      ContactEmail: {
        type: 'object',
        required: ['email', 'purpose'],
        properties: { email: { type: 'string', maxLength: 254 }, purpose: text(200) },
      },
      SiteAssets: {
        type: 'object',
        required: [
          'logo',
          'heroImage',
          'mobileHeroImage',
          'bannerText',
          'countdownDate',
          'contactEmails',
          'copyright',
          'gtmId',
          'facebook',
          'instagram',
          'youtube',
          'seoTitles',
          'seoDescriptions',
        ],
        properties: {
          logo: imagePath,
          heroImage: imagePath,
          mobileHeroImage: imagePath,
          bannerText: { type: 'string' },
          countdownDate: { ...instant, description: 'Defaults to 2025-09-26T14:00:00.000Z.' },
          contactEmails: { type: 'array', items: ref('ContactEmail') },
          copyright: { type: 'string' },
          gtmId: { type: 'string', description: 'Google Tag Manager id, or empty.' },
          facebook: { type: 'string' },
          instagram: { type: 'string' },
          youtube: { type: 'string' },
          seoTitles: {
            type: 'object',
            additionalProperties: { type: 'string' },
            description: 'Page key → title; always lists login, home, lineup, news, info, archive, contact, notFound.',
          },
          seoDescriptions: { type: 'object', additionalProperties: { type: 'string' }, description: 'Page key → meta description.' },
        },
      },
      SiteAssetsInput: {
        type: 'object',
        description: 'Only the fields sent change; null (or an empty string, except bannerText and gtmId) restores the default.',
        properties: {
          bannerText: { type: ['string', 'null'], maxLength: 2000 },
          countdownDate: { type: ['string', 'null'], format: 'date-time' },
          contactEmails: { type: ['array', 'null'], maxItems: 20, items: ref('ContactEmail') },
          copyright: { type: ['string', 'null'], maxLength: 200 },
          gtmId: { type: ['string', 'null'], pattern: '^(GTM-[A-Za-z0-9]{4,12})?$' },
          facebook: { type: ['string', 'null'], maxLength: 2048, description: 'An http(s) URL.' },
          instagram: { type: ['string', 'null'], maxLength: 2048, description: 'An http(s) URL.' },
          youtube: { type: ['string', 'null'], maxLength: 2048, description: 'An http(s) URL.' },
          seoTitles: { type: ['object', 'null'], maxProperties: 50, additionalProperties: { type: 'string', maxLength: 200 } },
          seoDescriptions: { type: ['object', 'null'], maxProperties: 50, additionalProperties: { type: 'string', maxLength: 2000 } },
          logo: { type: 'null', description: 'null clears the logo.' },
          heroImage: { type: 'null', description: 'null clears the hero image.' },
          mobileHeroImage: { type: 'null', description: 'null clears the mobile hero image.' },
        },
      },
      SiteAssetsForm: {
        type: 'object',
        description: 'Images up to 10 MB each; an empty value clears that image. Other SiteAssetsInput fields may be sent as text (lists and maps JSON-encoded).',
        properties: {
          logo: binary('The logo, or an empty value to clear it.'),
          heroImage: binary('The desktop hero image, or an empty value to clear it.'),
          mobileHeroImage: binary('The mobile hero image, or an empty value to clear it.'),
          countdownDate: { type: 'string', format: 'date-time' },
          bannerText: { type: 'string' },
          copyright: { type: 'string' },
          gtmId: { type: 'string' },
          facebook: { type: 'string' },
          instagram: { type: 'string' },
          youtube: { type: 'string' },
          contactEmails: { type: 'string', description: 'JSON array of {email, purpose}.' },
          seoTitles: { type: 'string', description: 'JSON object.' },
          seoDescriptions: { type: 'string', description: 'JSON object.' },
        },
      },

      SocialLinks: {
        type: 'object',
        properties: Object.fromEntries(SOCIAL.map((k) => [k, { type: ['string', 'null'], description: 'An http(s) URL.' }])),
      },
      Band: {
        type: 'object',
        required: ['_id', 'name', 'country', 'genre', 'image', 'performanceDay', 'order', 'biography', 'spotifyEmbed', 'socialLinks', 'stageId', 'startsAt', 'endsAt', 'createdAt'],
        properties: {
          _id: { type: 'string' },
          name: { type: 'string' },
          country: { type: 'string' },
          genre: { type: ['string', 'null'] },
          image: imagePath,
          performanceDay: { type: 'string', enum: PERFORMANCE_DAYS },
          order: { type: 'integer' },
          biography: { type: 'string' },
          spotifyEmbed: { type: ['string', 'null'] },
          socialLinks: ref('SocialLinks'),
          stageId: { type: ['string', 'null'] },
          startsAt: { type: ['string', 'null'], format: 'date-time' },
          endsAt: { type: ['string', 'null'], format: 'date-time' },
          createdAt: instant,
          updatedAt: instant,
        },
      },
      BandInput: {
        type: 'object',
        required: ['name', 'country', 'biography'],
        properties: { ...bandFields, socialLinks: ref('SocialLinks'), image: { type: 'null', description: 'null clears the image (PUT).' } },
      },
      BandForm: {
        type: 'object',
        required: ['name', 'country', 'biography'],
        description: 'The social links come as flat fields.',
        properties: {
          ...bandFields,
          order: { type: 'string', pattern: '^\\d+$', description: 'An integer ≥ 1 (default 999).' },
          ...Object.fromEntries(SOCIAL.map((k) => [k, url()])),
          image: binary('Image up to 5 MB; an empty value clears it (PUT).'),
        },
      },

      Stage: {
        type: 'object',
        required: ['_id', 'name', 'order'],
        properties: { _id: { type: 'string' }, name: { type: 'string' }, order: { type: 'integer' } },
      },
      StageInput: {
        type: 'object',
        required: ['name'],
        properties: {
          name: text(200),
          order: { type: 'integer', minimum: 1, default: 999, description: 'Lower numbers come first.' },
        },
      },

      Article: {
        type: 'object',
        required: ['_id', 'title', 'excerpt', 'content', 'image', 'publishedAt', 'author', 'tags', 'createdAt'],
        properties: {
          _id: { type: 'string' },
          title: { type: 'string' },
          excerpt: { type: 'string' },
          content: { type: 'string' },
          image: imagePath,
          publishedAt: instant,
          author: { type: ['string', 'null'] },
          tags: { type: 'array', items: { type: 'string' } },
          createdAt: instant,
          updatedAt: instant,
        },
      },
      ArticleInput: {
        type: 'object',
        required: ['title', 'excerpt', 'content', 'publishedAt'],
        properties: {
          ...articleFields,
          tags: { type: 'array', maxItems: 30, items: { type: 'string', maxLength: 50 } },
          image: { type: 'null', description: 'null clears the image (PUT).' },
        },
      },
      ArticleForm: {
        type: 'object',
        required: ['title', 'excerpt', 'content', 'publishedAt'],
        properties: {
          ...articleFields,
          tags: { type: 'string', description: 'A JSON array or comma-separated text.' },
          image: binary('Image up to 5 MB; an empty value clears it (PUT).'),
        },
      },

      Archive: {
        type: 'object',
        required: ['_id', 'year', 'description', 'poster', 'lineup', 'createdAt'],
        properties: {
          _id: { type: 'string' },
          year: { type: 'string' },
          description: { type: 'string' },
          poster: imagePath,
          lineup: { type: 'string', description: 'Free text, bands separated by commas.' },
          createdAt: instant,
          updatedAt: instant,
        },
      },
      ArchiveInput: {
        type: 'object',
        required: ['year', 'description', 'lineup'],
        properties: { ...archiveFields, poster: { type: 'null', description: 'null clears the poster (PUT).' } },
      },
      ArchiveForm: {
        type: 'object',
        required: ['year', 'description', 'lineup'],
        properties: { ...archiveFields, poster: binary('Poster up to 5 MB; an empty value clears it (PUT).') },
      },

      InfoPage: {
        type: 'object',
        required: ['location', 'travel', 'rules', 'faq'],
        properties: {
          location: {
            type: 'object',
            required: ['title', 'address', 'mapEmbedUrl'],
            properties: { title: { type: 'string' }, address: { type: 'string' }, mapEmbedUrl: { type: 'string' } },
          },
          travel: {
            type: 'object',
            required: ['byAir', 'byCar', 'accommodation'],
            properties: { byAir: { type: 'string' }, byCar: { type: 'string' }, accommodation: { type: 'string' } },
          },
          rules: {
            type: 'object',
            required: ['importantGuidelines', 'allowedItems', 'prohibitedItems', 'securityNote'],
            properties: {
              importantGuidelines: { type: 'array', items: { type: 'string' } },
              allowedItems: { type: 'array', items: { type: 'string' } },
              prohibitedItems: { type: 'array', items: { type: 'string' } },
              securityNote: { type: 'string' },
            },
          },
          faq: {
            type: 'array',
            items: {
              type: 'object',
              required: ['_id', 'question', 'answer'],
              properties: { _id: { type: 'string' }, question: { type: 'string' }, answer: { type: 'string' } },
            },
          },
        },
      },
      InfoPageInput: {
        type: 'object',
        description: 'The whole page; missing parts are saved empty. Blank list lines are dropped.',
        properties: {
          location: {
            type: 'object',
            properties: {
              title: text(200),
              address: text(2000),
              mapEmbedUrl: { type: 'string', maxLength: 2048, description: 'An http(s) URL (or a pasted iframe snippet, whose src is kept); empty for none.' },
            },
          },
          travel: { type: 'object', properties: { byAir: text(2000), byCar: text(2000), accommodation: text(2000) } },
          rules: {
            type: 'object',
            properties: {
              importantGuidelines: { type: 'array', maxItems: 100, items: text(2000) },
              allowedItems: { type: 'array', maxItems: 100, items: text(200) },
              prohibitedItems: { type: 'array', maxItems: 100, items: text(200) },
              securityNote: text(2000),
            },
          },
          faq: {
            type: 'array',
            maxItems: 200,
            items: {
              type: 'object',
              required: ['question', 'answer'],
              properties: { _id: { type: 'string', description: 'Kept when given; a new item gets one.' }, question: text(2000), answer: text(50_000) },
            },
          },
        },
      },

      ContactInput: {
        type: 'object',
        required: ['name', 'email', 'subject', 'message'],
        properties: { name: text(200), email: { type: 'string', maxLength: 254 }, subject: text(200), message: text(10_000) },
      },
      ContactMessage: {
        type: 'object',
        required: ['_id', 'name', 'email', 'subject', 'message', 'createdAt'],
        properties: {
          _id: { type: 'string' },
          name: { type: 'string' },
          email: { type: 'string' },
          subject: { type: 'string' },
          message: { type: 'string' },
          createdAt: instant,
        },
      },

      VisitorStats: {
        type: 'object',
        required: ['totalVisitors', 'percentageChange', 'thisMonth', 'lastMonth', 'daily'],
        description: 'Visitors are counted once per client and browser per UTC day.',
        properties: {
          totalVisitors: { type: 'integer', description: 'All time.' },
          percentageChange: {
            type: 'number',
            description: 'This calendar month (UTC) against the last, in percent, one decimal: 0 when both are 0, 100 when only last month is 0.',
          },
          thisMonth: { type: 'integer' },
          lastMonth: { type: 'integer' },
          daily: {
            type: 'array',
            description: 'The last 30 UTC days, oldest first, days without visits included.',
            items: {
              type: 'object',
              required: ['date', 'visits'],
              properties: { date: { type: 'string', format: 'date' }, visits: { type: 'integer' } },
            },
          },
        },
      },

      GraphQLRequest: {
        type: 'object',
        required: ['query'],
        properties: { query: { type: 'string' }, variables: { type: 'object' }, operationName: { type: 'string' } },
      },
      GraphQLResponse: {
        type: 'object',
        properties: { data: { type: ['object', 'null'] }, errors: { type: 'array', items: { type: 'object' } } },
      },
    },
  },
};

export type OpenApiDocument = typeof openApiDocument;
