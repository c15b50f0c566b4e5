import type { z } from 'zod';
import { bandFieldsSchema, SOCIAL_KEYS } from '@domain/bands';
import { foldForSearch } from '@domain/paging';
import { stages } from '../db/schema';
import type { CellError, CsvAdapter } from '../services/csv/adapter';
import { festivalDateTimeText, parseFestivalDateTime } from '../services/csv/festivalClockText';

interface StageNames {
  byId: Map<string, string>;
  byName: Map<string, string>;
}

type BandField = keyof typeof bandFieldsSchema.shape & string;
type BandFields = z.output<typeof bandFieldsSchema>;
/** A field whose value is not one spreadsheet cell (an object, a list): it must say how it is written. */
type StructuredField = { [K in BandField]: NonNullable<BandFields[K]> extends string | number | boolean ? never : K }[BandField];

/** Nothing, when every structured band field has its columns; otherwise a property the list lacks, whose type names the forgotten fields. */
type EveryStructuredFieldInCsv<M> = [Exclude<StructuredField, keyof M>] extends [never] ? unknown : { missingFromCsv: Exclude<StructuredField, keyof M> };

/**
 * The spreadsheet's columns for a band's own input fields (`bandFieldsSchema`), in column order:
 * those the booking team's sheet has an order or a form for. A plain field (text, number) left out
 * here is its own column after these, under its name, so a new one (`hometown`) is exported and
 * imported with no edit of this file; a structured one (an object, a list) must say here how it is
 * written, or typecheck refuses the list (`missingFromCsv: "…"`), and `toCells`/`fromCells` convert it.
 */
const csvColumnsOf = <const M extends Partial<Record<BandField, readonly string[]>>>(columns: M & EveryStructuredFieldInCsv<M>): M => columns;
const LISTED_COLUMNS = csvColumnsOf({
  name: ['name'],
  country: ['country'],
  genre: ['genre'],
  performanceDay: ['performanceDay'],
  order: ['order'],
  biography: ['biography'],
  spotifyEmbed: ['spotifyEmbed'],
  // Each social link a column of its own.
  socialLinks: SOCIAL_KEYS,
  // The stage by its name, the set in festival time.
  stageId: ['stage'],
  startsAt: ['start'],
  endsAt: ['end'],
});
const FIELD_COLUMNS: Record<string, readonly string[]> = {
  ...LISTED_COLUMNS,
  ...Object.fromEntries(Object.keys(bandFieldsSchema.shape).filter((field) => !(field in LISTED_COLUMNS)).map((field) => [field, [field]])),
};

/** Where a band's input field shows in the spreadsheet. */
const COLUMN_OF: Record<string, string> = { stageId: 'stage', startsAt: 'start', endsAt: 'end' };

/**
 * The lineup as the booking team's spreadsheet has it: the stage by its name, the set as `start`
 * and `end` in festival time (`2026-09-25 20:00`), each social link a column of its own.
 */
export const bandsCsv: CsvAdapter<StageNames> = {
  columns: ['_id', ...Object.values(FIELD_COLUMNS).flat(), 'image', 'createdAt', 'updatedAt'],

  async prepare(db) {
    const all = await db.select({ id: stages.id, name: stages.name }).from(stages);
    return { byId: new Map(all.map((s) => [s.id, s.name])), byName: new Map(all.map((s) => [foldForSearch(s.name.trim()), s.id])) };
  },

  toCells(band, { byId }) {
    const links = (band.socialLinks ?? {}) as Record<string, string | null>;
    return {
      ...Object.fromEntries(SOCIAL_KEYS.map((k) => [k, links[k] ?? ''])),
      stage: band.stageId ? (byId.get(band.stageId as string) ?? '') : '',
      start: festivalDateTimeText(band.startsAt as string | null),
      end: festivalDateTimeText(band.endsAt as string | null),
    };
  },

  fromCells(cells, { byName }) {
    const { stage, start, end, ...rest } = cells;
    const input: Record<string, unknown> = { ...rest };
    const errors: CellError[] = [];
    if (stage !== undefined) {
      const name = stage.trim();
      const id = name ? byName.get(foldForSearch(name)) : '';
      if (id === undefined) errors.push({ column: 'stage', message: `Unknown stage "${name}"` });
      else input.stageId = id;
    }
    for (const [column, field, text] of [['start', 'startsAt', start], ['end', 'endsAt', end]] as const) {
      if (text === undefined) continue;
      if (!text.trim()) {
        input[field] = '';
        continue;
      }
      const at = parseFestivalDateTime(text);
      if (at) input[field] = at;
      else errors.push({ column, message: `"${text}" is not a festival time like 2026-09-25 20:00` });
    }
    return { input, errors };
  },

  columnOf: (field) => COLUMN_OF[field] ?? field.replace(/^socialLinks\./, ''),
};
