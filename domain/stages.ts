/** Stages of the festival, and the set time (stage, start, end) a band is scheduled with. */
import { z } from 'zod';
import { blankToUndefined, idSchema, instantSchema, limits, requiredText, text, sortOrder } from './common';
import { defineCollection } from './collection';
import type { PublicFields } from './publicFields';

export const DEFAULT_STAGE_ORDER = 999;
/** The longest set a stage can be booked for. */
export const MAX_SET_HOURS = 6;

const order = sortOrder(DEFAULT_STAGE_ORDER, 1_000_000, 'Lower numbers come first.');

/** What an admin sends to create or (fully) edit a stage. */
const stageFields = z.object({
  name: requiredText(limits.short, 'Name is required'),
  order,
});
export type StageInput = z.infer<typeof stageInputSchema>;

const stageOwnSchema = z
  .object({
    _id: idSchema,
    name: z.string().describe("The stage's name, e.g. 'Main Stage'."),
    order: z.number().int().meta({ description: `Lower numbers come first (running-order columns, lists). Default ${DEFAULT_STAGE_ORDER}.` }),
    updatedAt: instantSchema.meta({ description: 'When the stage was last changed. Send it back as `expectedUpdatedAt`.' }),
  })
  .meta({ description: 'A stage of the festival. Set times are scheduled on a stage; stages are listed by `order`.' });
export type StageDto = z.infer<typeof stageSchema>;

/** An ISO 8601 instant with its offset (Z or ±hh:mm): a clock time without one would be ambiguous. */
const instant = (label: string, description: string) =>
  z.preprocess(
    (v) => (v instanceof Date ? v.toISOString() : blankToUndefined(v)),
    z
      .string({ error: `${label} must be an ISO 8601 date-time` })
      .trim()
      .pipe(z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date-time with a time zone, e.g. 2026-09-26T17:00:00Z` }))
      .transform((s) => new Date(s))
      .optional()
      // What the wire takes (the parsed value is a Date): GraphQL's DateTime, OpenAPI's date-time.
      .meta({ description, format: 'date-time' }),
  );

/**
 * A band's set time, all optional: the fields a band input gains. Multipart forms send every field,
 * so '' (and null) mean "not set".
 */
export const setTimeShape = {
  stageId: z.preprocess(
    blankToUndefined,
    text({ error: 'Stage must be an id' }).trim().max(64, 'Unknown stage').optional().meta({ description: 'The stage of the set. Needed when times are given.' }),
  ),
  startsAt: instant('Starts', 'Start of the set, ISO 8601 with a time zone (UTC on output). Comes with endsAt.'),
  endsAt: instant('Ends', 'End of the set: after startsAt, at most 6 hours later. A set overlapping another on the same stage is 409.'),
};

interface SetTimeFields {
  stageId?: string;
  startsAt?: Date;
  endsAt?: Date;
}

/**
 * Times come in pairs, end after start, last at most 6 hours, and need a stage. A stage without
 * times is allowed ("time to be announced").
 */
export function refineSetTime({ stageId, startsAt, endsAt }: SetTimeFields, ctx: z.RefinementCtx) {
  // zod runs this even when a field failed above: those already carry their own message.
  if ([startsAt, endsAt].some((v) => v !== undefined && !(v instanceof Date))) return;
  if (startsAt && !endsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Ends is required when Starts is given' });
  if (endsAt && !startsAt) ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'Starts is required when Ends is given' });
  if (startsAt && endsAt) {
    if (endsAt <= startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Ends must be after Starts' });
    else if (endsAt.getTime() - startsAt.getTime() > MAX_SET_HOURS * 3_600_000) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: `A set lasts at most ${MAX_SET_HOURS} hours` });
    }
  }
  if ((startsAt || endsAt) && !stageId) ctx.addIssue({ code: 'custom', path: ['stageId'], message: 'A set time needs a stage' });
}

/** The set-time fields of a band on the wire: null when not scheduled. */
export const setTimeDtoShape = {
  stageId: z.string().nullable().meta({ description: "The stage of the band's set, or null when it has no set time." }),
  startsAt: instantSchema.nullable().meta({ description: 'Start of the set (UTC instant), or null.' }),
  endsAt: instantSchema.nullable().meta({ description: `End of the set, after startsAt and at most ${MAX_SET_HOURS} hours later; or null.` }),
};

/** Stages: `/api/stages`, GraphQL `stages` / `stage`. No file. */
/** Where a visitor sees each field of a stage (domain/publicFields.ts). */
export const STAGE_PUBLIC_FIELDS = {
  _id: { none: "a key: bands name their stage by it (a band's stageId)" },
  name: ['running order columns', 'band dialog description', 'my schedule'],
  order: ['running order columns order'],
} as const satisfies PublicFields<z.output<typeof stageOwnSchema>>;

export const stageCollection = defineCollection({
  input: stageFields,
  dto: stageOwnSchema,
  publicFields: STAGE_PUBLIC_FIELDS,
  listArgs: z.object({}).optional(),
  search: ['name'],
  noun: 'stage',
  write: 'manageContent',
  removable: true,
  history: true,
  localized: ['name'],
  trash: true,
  docs: {
    list: 'Every stage, by order, then name',
    update: 'Change a stage (with `expectedUpdatedAt`, refused with 409 when it changed since)',
    remove: 'Remove a stage (refused with 409, naming how many, while bands are scheduled on it)',
  },
});

export const stageInputSchema = stageCollection.input;
export const stageSchema = stageCollection.dto;
