import { SOCIAL_KEYS } from '@domain/bands';
import { foldForSearch } from '@domain/paging';
import { stages } from '../db/schema';
import type { CellError, CsvAdapter } from '../services/csv/adapter';
import { festivalDateTimeText, parseFestivalDateTime } from '../services/csv/festivalClockText';

interface StageNames {
  byId: Map<string, string>;
  byName: Map<string, string>;
}

/** Where a band's input field shows in the spreadsheet. */
const COLUMN_OF: Record<string, string> = { stageId: 'stage', startsAt: 'start', endsAt: 'end' };

/**
 * The lineup as the booking team's spreadsheet has it: the stage by its name, the set as `start`
 * and `end` in festival time (`2026-09-25 20:00`), each social link a column of its own.
 */
export const bandsCsv: CsvAdapter<StageNames> = {
  columns: ['_id', 'name', 'country', 'genre', 'performanceDay', 'order', 'biography', 'spotifyEmbed', ...SOCIAL_KEYS, 'stage', 'start', 'end', 'image', 'createdAt', 'updatedAt'],

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
