/** A festival edition's settings; exactly one is active. */
import { z } from 'zod';
import { absentIfNull, httpUrlOrEmpty, idSchema, instantSchema, limits, optionalText, requiredText } from './common';
import { versioned } from './versions';

const text = (max: number) => absentIfNull(optionalText(max));

const flag = absentIfNull(
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'isActive must be true or false' }).optional(),
  ),
);

const fields = {
  dates: text(limits.short),
  description: text(limits.medium),
  location: text(limits.short),
  // An empty string (or null) means "no ticket link".
  ticketUrl: z.preprocess((v) => (v === null ? '' : v), httpUrlOrEmpty().optional()),
  isActive: flag,
};

const FESTIVAL_NAME_REQUIRED = 'Festival name is required';

export const festivalCreateSchema = z
  .object({ name: requiredText(limits.short, FESTIVAL_NAME_REQUIRED), ...fields })
  .meta({ id: 'FestivalInput', description: 'A new festival becomes the active one unless isActive is false.' });

// A PUT changes the fields it sends; the name, when sent, may not be emptied.
export const festivalUpdateSchema = z
  .object({ name: absentIfNull(requiredText(limits.short, FESTIVAL_NAME_REQUIRED).optional()), ...fields, ...versioned })
  .meta({ id: 'FestivalUpdate', description: 'Only the fields sent change.' });

export const festivalSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    dates: z.string().meta({ description: 'Free text.' }),
    description: z.string(),
    location: z.string(),
    ticketUrl: z.string().meta({ description: 'An http(s) URL, or empty.' }),
    isActive: z.boolean(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Festival' });
export type FestivalDto = z.infer<typeof festivalSchema>;
