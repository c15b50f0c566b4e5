/** Contact messages and visits (festivals, site assets and the info page come from the registry). */
import { contactListSchema, INBOX_SEARCH } from '@domain/contactInbox';
import { admin, envelope, errors, idParam, jsonBody, ok, schemaRef } from '../helpers';
import { listParameters, PAGING_NOTE } from '../paging';

export const sitePaths = {
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
      description: `${PAGING_NOTE} \`total\` counts the messages matching \`status\` and \`q\` (every message without them), \`unread\` those not opened yet (\`readAt\` null); \`nextCursor\` and \`prevCursor\` are null without \`limit\`.`,
      security: admin,
      parameters: listParameters(INBOX_SEARCH, contactListSchema),
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
