/** Festivals, site assets, the info page, contact messages and visits. */
import { CONTACT_LIST_MAX } from '@domain/contact';
import { admin, arrayOf, envelope, errors, formOrJson, idParam, jsonBody, limitParam, ok, schemaRef } from '../helpers';

export const sitePaths = {
  '/api/festivals/active': {
    get: {
      tags: ['festivals'],
      operationId: 'activeFestival',
      summary: 'The active festival',
      responses: {
        200: ok('The active festival, or null when none is.', envelope('festival', { oneOf: [schemaRef('Festival'), { type: 'null' }] })),
      },
    },
  },
  '/api/festivals': {
    get: {
      tags: ['festivals'],
      operationId: 'listFestivals',
      summary: 'All festivals, the active one first',
      responses: { 200: ok('Festivals.', envelope('data', envelope('festivals', arrayOf('Festival')))) },
    },
    post: {
      tags: ['festivals'],
      operationId: 'createFestival',
      summary: 'Create a festival (active by default: activating one deactivates the rest)',
      security: admin,
      requestBody: jsonBody(schemaRef('FestivalInput')),
      responses: { 201: ok('Created.', envelope('festival', schemaRef('Festival'))), ...errors(400, 401, 403) },
    },
  },
  '/api/festivals/{id}': {
    put: {
      tags: ['festivals'],
      operationId: 'updateFestival',
      summary: 'Change a festival (the fields sent)',
      security: admin,
      parameters: [idParam('festival')],
      requestBody: jsonBody(schemaRef('FestivalUpdate')),
      responses: { 200: ok('Updated.', envelope('festival', schemaRef('Festival'))), ...errors(400, 401, 403, 404, 409) },
    },
  },

  '/api/site-assets': {
    get: {
      tags: ['site-assets'],
      operationId: 'getSiteAssets',
      summary: 'Site-wide assets and settings, defaults filled',
      responses: { 200: ok('Every field present.', envelope('assets', schemaRef('SiteAssets'))) },
    },
    post: {
      tags: ['site-assets'],
      operationId: 'updateSiteAssets',
      summary: 'Change site assets (only the fields sent)',
      description:
        'JSON, or multipart to send images (an empty value for an image field clears it; the old file is deleted). Every ' +
        'setting can go either way: in multipart, text settings are plain text and lists and maps one JSON part each ' +
        '(`SiteAssetsForm`). Null or an empty string resets a setting to its default (an empty `bannerText` means no banner).',
      security: admin,
      requestBody: formOrJson('SiteAssetsForm', 'SiteAssetsInput'),
      responses: { 200: ok('The assets after the change.', envelope('assets', schemaRef('SiteAssets'))), ...errors(400, 401, 403, 409, 413, 415) },
    },
  },

  '/api/infopage': {
    get: {
      tags: ['info-page'],
      operationId: 'getInfoPage',
      summary: 'The Info page (empty strings and lists until first saved)',
      responses: { 200: ok('The page itself, not wrapped.', schemaRef('InfoPage')) },
    },
    put: {
      tags: ['info-page'],
      operationId: 'replaceInfoPage',
      summary: 'Save the whole Info page',
      description: 'Missing parts become empty. Each FAQ item keeps its `_id` or gets a new one.',
      security: admin,
      requestBody: jsonBody(schemaRef('InfoPageInput')),
      responses: { 200: ok('The saved page.', schemaRef('InfoPage')), ...errors(400, 401, 403, 409, 413) },
    },
  },

  '/api/contact': {
    post: {
      tags: ['contact'],
      operationId: 'sendContactMessage',
      summary: 'Send a message to the festival',
      description: 'Rate limited per client (by default 5 messages per 10 minutes): 429 with Retry-After past it.',
      requestBody: jsonBody(schemaRef('ContactMessageInput')),
      responses: {
        201: ok('Stored.', schemaRef('ContactResult')),
        ...errors(400, 413, 429),
      },
    },
    get: {
      tags: ['contact'],
      operationId: 'listContactMessages',
      summary: 'The inbox: received messages, newest first, a page at a time',
      description: '`total` counts every message, `unread` those not opened yet (`readAt` null).',
      security: admin,
      parameters: [
        limitParam(CONTACT_LIST_MAX),
        { name: 'offset', in: 'query', required: false, description: 'Skip this many first (0 and up).', schema: { type: 'integer', minimum: 0 } },
      ],
      responses: { 200: ok('A page of messages.', schemaRef('ContactPage')), ...errors(400, 401, 403) },
    },
  },
  '/api/contact/{id}': {
    patch: {
      tags: ['contact'],
      operationId: 'updateContactMessage',
      summary: 'Mark a message read or handled (or undo either)',
      security: admin,
      parameters: [idParam('message')],
      requestBody: jsonBody(schemaRef('ContactMessageUpdate')),
      responses: { 200: ok('The message.', envelope('contact', schemaRef('ContactMessage'))), ...errors(400, 401, 403, 404) },
    },
    delete: {
      tags: ['contact'],
      operationId: 'deleteContactMessage',
      summary: 'Delete a message',
      security: admin,
      parameters: [idParam('message')],
      responses: { 200: ok('Deleted.', schemaRef('Deleted')), ...errors(401, 403, 404) },
    },
  },

  '/api/visits/log': {
    post: {
      tags: ['visits'],
      operationId: 'logVisit',
      summary: 'Log one visit (no body; no IP address is stored)',
      description:
        'Stores only a hash of the client and its User-Agent, salted with a secret that changes every UTC day. ' +
        'Rate limited per client (by default 30 an hour): 429 with Retry-After past it.',
      responses: { 204: { description: 'Logged.' }, ...errors(429) },
    },
  },
  '/api/visits/stats': {
    get: {
      tags: ['visits'],
      operationId: 'visitorStats',
      summary: 'Visitor statistics',
      security: admin,
      responses: { 200: ok('Statistics.', schemaRef('VisitorStats')), ...errors(401, 403) },
    },
  },
};
