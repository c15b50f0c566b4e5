/** Stages, and the running order as a calendar feed. */
import { admin, arrayOf, envelope, errors, idParam, jsonBody, ok, schemaRef } from '../helpers';

export const stagePaths = {
  '/api/stages': {
    get: {
      tags: ['stages'],
      operationId: 'listStages',
      summary: 'Every stage, by order',
      responses: { 200: ok('The stages.', envelope('stages', arrayOf('Stage'))) },
    },
    post: {
      tags: ['stages'],
      operationId: 'createStage',
      summary: 'Add a stage',
      security: admin,
      requestBody: jsonBody(schemaRef('StageInput')),
      responses: { 201: ok('Added.', envelope('stage', schemaRef('Stage'))), ...errors(400, 401, 403) },
    },
  },
  '/api/stages/{id}': {
    put: {
      tags: ['stages'],
      operationId: 'updateStage',
      summary: 'Change a stage',
      description: 'With `expectedUpdatedAt`, refused with 409 when the stage changed since that version.',
      security: admin,
      parameters: [idParam('stage')],
      requestBody: jsonBody(schemaRef('StageInput')),
      responses: { 200: ok('Updated.', envelope('stage', schemaRef('Stage'))), ...errors(400, 401, 403, 404, 409) },
    },
    delete: {
      tags: ['stages'],
      operationId: 'deleteStage',
      summary: 'Remove a stage',
      description: 'Refused with 409 (naming how many) while bands are scheduled on it.',
      security: admin,
      parameters: [idParam('stage')],
      responses: { 200: ok('Deleted.', schemaRef('Deleted')), ...errors(401, 403, 404, 409) },
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
};
