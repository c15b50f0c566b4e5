/** The festival info page (the wire calls it `/api/infopage`): location, travel, rules and FAQ. */
import { z } from 'zod';
import { instantSchema, limits, maxLength, requiredText, text as plainText } from './common';
import { mapEmbedUrlOrEmpty } from './embeds';
import { defineSingleton } from './singleton';

export const MAX_LIST_ITEMS = 100;
export const MAX_FAQ_ITEMS = 200;

const orEmpty = (empty: unknown) => (v: unknown) => (v === null || v === undefined ? empty : v);

/**
 * Missing or null reads as empty. (`prefault` says the same to the OpenAPI document, which reads a
 * preprocessed field as required: every part and field of the page may be left out.)
 */
const text = (max: number) => z.preprocess(orEmpty(''), plainText().trim().max(max, maxLength(max))).prefault('');

/** Lists drop blank lines (the editor splits text areas on newlines). */
const list = (max: number) =>
  z.preprocess(
    orEmpty([]),
    z
      .array(plainText().trim().max(max, maxLength(max)))
      .max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} items`)
      .transform((items) => items.filter((i) => i !== '')),
  ).prefault([]);

/**
 * The map's embed URL (Google Maps only, see embeds.ts) or empty. An admin pasting Google's whole `<iframe ... src="...">`
 * snippet gets its src extracted.
 */
const mapEmbedUrl = z.preprocess((v) => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string' && /<iframe/i.test(v)) return /\bsrc\s*=\s*["']([^"']+)["']/i.exec(v)?.[1] ?? v;
  return v;
}, mapEmbedUrlOrEmpty()).prefault('');

/** An object part of the page (named `id` in the API documents): missing or null means all its fields are empty. */
const part = <S extends z.ZodRawShape>(id: string, shape: S) => z.preprocess(orEmpty({}), z.object(shape).meta({ id })).prefault({});

const infoPageFields = z
  .object({
    location: part('InfoLocationInput', { title: text(limits.short), address: text(limits.medium), mapEmbedUrl }),
    travel: part('InfoTravelInput', { byAir: text(limits.medium), byCar: text(limits.medium), accommodation: text(limits.medium) }),
    rules: part('InfoRulesInput', {
      importantGuidelines: list(limits.medium),
      allowedItems: list(limits.short),
      prohibitedItems: list(limits.short),
      securityNote: text(limits.medium),
    }),
    faq: z.preprocess(
      orEmpty([]),
      z
        .array(
          z
            .object({
              _id: z.preprocess(
                (v) => (v === null || v === '' ? undefined : v),
                plainText().trim().max(100).optional().meta({ description: 'Kept when given; a new item gets one.' }),
              ),
              question: requiredText(limits.medium, 'Question is required'),
              answer: requiredText(limits.long, 'Answer is required'),
            })
            .meta({ id: 'FaqItemInput' }),
        )
        .max(MAX_FAQ_ITEMS, `At most ${MAX_FAQ_ITEMS} questions`),
    ).prefault([]),
  })
  .meta({
    description:
      'Only the parts sent (location, travel, rules, faq) change, each as a whole: a part sent replaces the saved one, fields it leaves out become empty; null clears a part. The whole page sent replaces the page.',
  });

export const infoPageSchema = z
  .object({
    location: z
      .object({
        title: z.string().describe("The venue's name."),
        address: z.string().describe('Its street address.'),
        mapEmbedUrl: z.string().describe('A Google Maps embed URL (https), or empty.'),
      })
      .meta({ id: 'InfoLocation', description: 'Where the festival is: the venue, its address and a map.' }),
    travel: z
      .object({
        byAir: z.string().describe('Getting there by plane.'),
        byCar: z.string().describe('Getting there by car (and parking).'),
        accommodation: z.string().describe('Where to stay.'),
      })
      .meta({ id: 'InfoTravel', description: 'How to get there and where to stay.' }),
    rules: z
      .object({
        importantGuidelines: z.array(z.string()).describe('The rules every visitor must know, one per item.'),
        allowedItems: z.array(z.string()).describe('What visitors may bring in.'),
        prohibitedItems: z.array(z.string()).describe('What is refused at the gate.'),
        securityNote: z.string().describe('A note on security checks.'),
      })
      .meta({ id: 'InfoRules', description: 'The festival rules: guidelines, what to bring and what not.' }),
    faq: z.array(
      z
        .object({ _id: z.string().describe("The question's id (kept across saves; its translations follow it)."), question: z.string().describe('The question.'), answer: z.string().describe('Its answer.') })
        .meta({ id: 'FaqItem', description: 'One frequently asked question and its answer.' }),
    ),
    updatedAt: instantSchema
      .nullable()
      .meta({ description: 'ISO 8601 UTC of the last save; null until first saved. Send it back as `expectedUpdatedAt`.' }),
  })
  .meta({ id: 'InfoPage', description: 'The Info page. Empty strings and lists until it is first saved.' });
export type InfoPageDto = z.infer<typeof infoPageSchema>;

/** The info page: `GET`/`PUT /api/infopage` (the page itself), GraphQL `infoPage` / `updateInfoPage`. */
export const infoPageSingleton = defineSingleton({
  input: infoPageFields,
  dto: infoPageSchema,
  files: [],
  noun: 'infoPage',
  // The spec's path (its tag stays `info-page`).
  rest: { path: 'infopage' },
  write: 'manageContent',
  history: true,
  localized: ['location.title', 'location.address', 'travel.byAir', 'travel.byCar', 'travel.accommodation', 'rules.importantGuidelines', 'rules.allowedItems', 'rules.prohibitedItems', 'rules.securityNote', 'faq[].question', 'faq[].answer'],
  docs: {
    get: 'The Info page (empty strings and lists until first saved)',
    getAnswer: 'The page itself, not wrapped.',
    update: 'Save the Info page (the parts sent)',
    updateNote:
      'Only the parts sent (location, travel, rules, faq) change, each as a whole: fields a part sent leaves out become empty, and the whole page sent replaces the page; null clears a part. Each FAQ item keeps its `_id` or gets a new one.',
  },
});

export const infoPageInputSchema = infoPageSingleton.input;
