/** A past edition of the festival. */
import { z } from 'zod';
import { idSchema, imagePathSchema, instantSchema, limits, requiredText } from './common';
import { defineCollection } from './collection';
import { MB, variantsOf } from './images';
import type { PublicFields } from './publicFields';

const archiveFields = z
  .object({
    // Free text ("2023", "2019 – 10th edition"). A number (JSON `2023`) is taken as its text.
    year: z.preprocess(
      (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
      requiredText(limits.short, 'Year is required').meta({ description: 'Free text, e.g. 2023.' }),
    ),
    description: requiredText(limits.long, 'Description is required'),
    lineup: requiredText(limits.long, 'Lineup is required'),
  });

export type ArchiveInput = z.infer<typeof archiveInputSchema>;

const archiveOwnSchema = z
  .object({
    _id: idSchema,
    year: z.string().meta({ description: "Free text, e.g. '2023'." }),
    description: z.string().describe('What that edition was (free text).'),
    poster: imagePathSchema,
    posterVariants: variantsOf('poster'),
    lineup: z.string().meta({ description: 'Free text, bands separated by commas.' }),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ description: 'A past edition of the festival: its year, poster, lineup and story.' });
export type ArchiveDto = z.infer<typeof archiveSchema>;

/** Where a visitor sees each field of a past edition (domain/publicFields.ts): the archive page's cards and the edition dialog. */
export const ARCHIVE_PUBLIC_FIELDS = {
  _id: ['the dialog it opens'],
  year: ['card', 'dialog title'],
  description: ['card', 'dialog'],
  poster: ['poster'],
  posterVariants: ['poster'],
  lineup: ['dialog'],
} as const satisfies PublicFields<z.output<typeof archiveOwnSchema>>;

/** Past editions: `/api/archives`, GraphQL `archives` / `archive`. */
export const archiveCollection = defineCollection({
  input: archiveFields,
  dto: archiveOwnSchema,
  publicFields: ARCHIVE_PUBLIC_FIELDS,
  listArgs: z.object({}).optional(),
  search: ['year', 'description', 'lineup'],
  file: { field: 'poster', maxBytes: 5 * MB, label: 'Poster' },
  noun: 'archive',
  admin: { route: 'archive', label: 'Archive', icon: 'LuArchive', order: 40 },
  publicList: true,
  write: 'manageContent',
  removable: true,
  history: true,
  localized: ['description'],
  trash: true,
  drafts: true,
  docs: {
    list: 'Past editions, newest year first',
    get: 'One past edition',
    create: 'Add a past edition (optional poster, 5 MB)',
    update: 'Change a past edition',
    remove: 'Remove a past edition and its poster',
  },
});

export const archiveInputSchema = archiveCollection.input;
export const archiveSchema = archiveCollection.dto;
