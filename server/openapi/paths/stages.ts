/** The running order as a calendar feed (the stages themselves are a collection: paths/collections.ts). */
import { errors } from '../helpers';
import { localeWriteParameters } from './locale';

export const stagePaths = {
  '/api/lineup.ics': {
    get: {
      tags: ['lineup'],
      operationId: 'lineupCalendar',
      summary: 'The running order as an iCalendar feed',
      description:
        'One VEVENT per band with a set time (stable UID, UTC DTSTART/DTEND, SUMMARY, LOCATION, URL, a SEQUENCE that ' +
        'grows when the stage or times change). `bands` keeps only those bands, each with a reminder 30 minutes before. ' +
        '`locale=ro`: the calendar\'s name, descriptions (genre, country), locations (stage, festival) and links in Romanian.',
      parameters: [
        {
          name: 'bands',
          in: 'query',
          required: false,
          description: 'Comma-separated band ids (unknown ids are ignored).',
          schema: { type: 'string' },
        },
        ...localeWriteParameters,
      ],
      responses: { 200: { description: 'The calendar.', content: { 'text/calendar': { schema: { type: 'string' } } } }, ...errors(400) },
    },
  },
};
