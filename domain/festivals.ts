/** A festival edition's settings; exactly one is active. */
import { z } from 'zod';
import { defineCollection } from './collection';
import type { PublicFields } from './publicFields';
import { absentIfNull, httpUrlOrEmpty, idSchema, instantSchema, limits, optionalText, requiredText } from './common';
import { PERFORMANCE_DAYS } from './band-constants';

/**
 * A festival day: the label bands are listed under and its date in festival time as MM-DD (the
 * festival happens once a year, so a set's day is found by month and day).
 */
export interface FestivalDay {
  label: string;
  date: string;
}

/** The spec's three days: what a festival has until its settings say otherwise. */
export const DEFAULT_FESTIVAL_DAYS: FestivalDay[] = PERFORMANCE_DAYS.map((label) => ({ label, date: `09-${label.slice(0, 2)}` }));

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealMonthDay = (v: string) => {
  const [m, d] = v.split('-').map(Number) as [number, number];
  // A leap year, so 02-29 is a date.
  return new Date(Date.UTC(2028, m - 1, d)).getUTCDate() === d;
};

const festivalDaySchema = z
  .object({
    label: requiredText(limits.short, 'Day label is required'),
    date: z
      .string({ error: 'Day date is required (MM-DD)' })
      .trim()
      .regex(MONTH_DAY, 'Day date must be MM-DD, e.g. 09-26')
      .refine(isRealMonthDay, 'Day date is not a date of the calendar'),
  })
  .meta({ id: 'FestivalDayInput' });

const days = absentIfNull(
  z
    .array(festivalDaySchema, { error: 'Days must be a list of {label, date}' })
    .min(1, 'A festival has at least one day')
    .max(14, 'A festival has at most 14 days')
    .superRefine((list, ctx) => {
      const seen = { label: new Set<string>(), date: new Set<string>() };
      list.forEach((day, i) => {
        for (const key of ['label', 'date'] as const) {
          if (seen[key].has(day[key])) ctx.addIssue({ code: 'custom', path: [i, key], message: `Two days have the same ${key}` });
          seen[key].add(day[key]);
        }
      });
    })
    .optional()
    .meta({
      description: "The festival's days in running order (1 to 14, labels and dates unique). Left out: unchanged (the spec's three, 25-27 September, on create).",
      examples: [DEFAULT_FESTIVAL_DAYS],
    }),
);

const text = (max: number) => absentIfNull(optionalText(max));

const flag = absentIfNull(
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z
      .boolean({ error: 'isActive must be true or false' })
      .optional()
      .meta({ description: 'Defaults to true on create. Activating one festival deactivates the others.' }),
  ),
);

const fields = {
  dates: text(limits.short),
  description: text(limits.medium),
  location: text(limits.short),
  // An empty string (or null) means "no ticket link".
  ticketUrl: z.preprocess((v) => (v === null ? '' : v), httpUrlOrEmpty().optional()),
  isActive: flag,
  days,
};

const FESTIVAL_NAME_REQUIRED = 'Festival name is required';

// One input creates and edits (GraphQL's FestivalInput, REST's POST and PUT): an edit sends only
// what changes, merged over the stored festival; it carries the version it started from (ignored on create).
const festivalFields = z
  .object({ name: requiredText(limits.short, FESTIVAL_NAME_REQUIRED), ...fields })
  .meta({
    description:
      'A new festival becomes the active one unless isActive is false. On update only the fields sent change; null or an empty text clears (the name may not be emptied).',
  });
export type FestivalInput = z.infer<typeof festivalInputSchema>;

const festivalOwnSchema = z
  .object({
    _id: idSchema,
    name: z.string().describe("The edition's name, e.g. 'Metal Gates 2026'."),
    dates: z.string().meta({ description: 'Free text.' }),
    description: z.string().describe('What the home page says of it (free text).'),
    location: z.string().describe('Where it takes place (free text).'),
    ticketUrl: z.string().meta({ description: 'An http(s) URL, or empty.' }),
    isActive: z.boolean().describe('The edition the site shows: at most one is active.'),
    days: z
      .array(
        z
          .object({
            label: z.string().meta({ description: "What bands are listed under, e.g. '26 September - DAY 1'." }),
            date: z.string().meta({ description: 'MM-DD in festival time (Europe/Bucharest).' }),
          })
          .meta({ id: 'FestivalDay', description: 'One day of the festival: its label and date.' }),
      )
      .meta({ description: "The festival's days in running order (the spec's three until set): a band's set time decides its day among them." }),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ description: 'An edition of the festival (its name, dates, place, tickets and days); the active one is the one the site shows.' });
export type FestivalDto = z.infer<typeof festivalSchema>;

/**
 * Festival editions: `/api/festivals` (`{data: {festivals}}`, the spec's shape; `{festival}`),
 * GraphQL `festivals` / `festival` / `activeFestival`. Not deleted: an edition is kept, and at most
 * one is active (activating one deactivates the others: server/collections/festivals.ts).
 */
/** Where a visitor sees each field of a festival (domain/publicFields.ts): the public site reads only the active one. */
export const FESTIVAL_PUBLIC_FIELDS = {
  _id: { none: 'the public site reads the active festival, not one by id' },
  name: ['home hero title'],
  dates: ['home hero line'],
  description: { none: "the back office's note of the edition: no public page shows it" },
  location: ['home hero line'],
  ticketUrl: ['header Buy Tickets button', 'home hero Buy Tickets button'],
  isActive: { none: 'which festival the public site reads (activeFestival)' },
  days: ['lineup day headings and filters', 'running order days', 'band day labels'],
} as const satisfies PublicFields<z.output<typeof festivalOwnSchema>>;

export const festivalCollection = defineCollection({
  input: festivalFields,
  dto: festivalOwnSchema,
  publicFields: FESTIVAL_PUBLIC_FIELDS,
  listArgs: z.object({}).optional(),
  search: ['name', 'location', 'dates'],
  noun: 'festival',
  // The spec's list: {data: {festivals: […]}}.
  rest: { manyIn: 'data' },
  write: 'manageSettings',
  removable: false,
  history: true,
  localized: ['name', 'dates', 'description', 'location'],
  messages: { deleted: 'Festival deleted' },
  docs: {
    list: 'All festivals, the active one first, then newest first',
    create: 'Create a festival (active by default: activating one deactivates the rest)',
    update: 'Change a festival (activating it deactivates the rest)',
    remove: 'Festivals are not deleted',
  },
  reads: { active: { graphql: 'activeFestival', doc: 'The one active festival, or null.' } },
});

export const festivalInputSchema = festivalCollection.input;
export const festivalSchema = festivalCollection.dto;
