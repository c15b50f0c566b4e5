import ical, { ICalAlarmType } from 'ical-generator';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { localeArgsSchema, type Locale } from '@domain/locales';
import { bands, festivals, stages } from '../../db/schema';
import { parseInput } from '../../validation';
import { bandCollection } from '@domain/bands';
import { plausibleId, type ServiceDeps } from '../context';
import { draftColumnsOf, publicAt } from '../drafts/visibility';

/** A personal schedule reminds 30 minutes before each set. */
export const REMINDER_MINUTES = 30;
/** At most this many ids in `?bands=` (a festival has far fewer bands). */
const MAX_PICKS = 200;

const feedQuerySchema = z.object({
  bands: z
    .string({ error: 'bands must be a comma-separated list of band ids' })
    .max(MAX_PICKS * 65, 'bands lists too many ids')
    .optional(),
  // The feed's language (#36): its names, descriptions, locations and links (default en; unknown: 400).
  locale: localeArgsSchema.shape.locale,
});

/** The feed's own words in each language (the band names are not translated). */
const WORDS: Record<Locale, { mySchedule: string; runningOrder: string; on: string; lineupPath: string }> = {
  en: { mySchedule: 'my schedule', runningOrder: 'running order', on: 'on', lineupPath: '/lineup' },
  ro: { mySchedule: 'programul meu', runningOrder: 'programul pe scene', on: 'pe', lineupPath: '/ro/lineup' },
};

/** A row's text in `locale` (its `translations` column, #36), English when it has none. */
function inLocale(row: { translations?: unknown } | null | undefined, field: string, english: string | null | undefined, locale: Locale): string {
  const translated = (row?.translations as Record<string, Record<string, unknown>> | undefined)?.[locale]?.[field];
  return typeof translated === 'string' && translated.trim() ? translated : (english ?? '');
}

/** The link back to a band: the lineup page (in the feed's language) opens that band's dialog. */
export const bandUrl = (origin: string, id: string, locale: Locale = 'en') => `${origin}${WORDS[locale].lineupPath}?band=${encodeURIComponent(id)}`;

/**
 * iCalendar feeds of the running order: one VEVENT per scheduled band, UTC times, a stable UID and a
 * SEQUENCE (the band's schedule counter) so calendar apps update an event when its set moves.
 */
export function createCalendarService({ db, now }: ServiceDeps, settle: () => Promise<void> = async () => {}) {
  // Only bands public at the time of the read (#35): drafts and scheduled bands are in no feed.
  const bandDrafts = draftColumnsOf(bandCollection, bands);
  return {
    /**
     * The whole running order, or only the picked bands (`bands=<id>,<id>`, unknown ids ignored),
     * each pick with a reminder, in `locale` (`?locale=ro`). `origin` is the site's own origin for the band links.
     */
    async lineup(query: unknown, origin: string): Promise<string> {
      const { bands: picked, locale = 'en' } = parseInput(feedQuerySchema, query ?? {});
      const words = WORDS[locale];
      const ids = picked === undefined ? null : [...new Set(picked.split(',').map((s) => s.trim()).filter(plausibleId))];
      // Reads the bands itself: a release's changes due by now are written into them first (releases/changes.ts).
      await settle();
      const [festival] = await db.select().from(festivals).where(eq(festivals.isActive, true)).limit(1);
      const rows =
        ids && !ids.length
          ? []
          : await db
              .select({ band: bands, stage: { name: stages.name, translations: stages.translations } })
              .from(bands)
              .innerJoin(stages, eq(stages.id, bands.stageId))
              .where(and(isNotNull(bands.startsAt), isNotNull(bands.endsAt), ids ? inArray(bands.id, ids) : undefined, bandDrafts ? publicAt(bandDrafts, now()) : undefined))
              .orderBy(asc(bands.startsAt), asc(bands.name));

      const festivalName = inLocale(festival, 'name', festival?.name, locale) || 'Metal Gates Festival';
      const festivalLocation = inLocale(festival, 'location', festival?.location, locale);
      const calendar = ical({
        name: `${festivalName}: ${ids ? words.mySchedule : words.runningOrder}`,
        prodId: { company: 'Metal Gates', product: 'running-order', language: locale.toUpperCase() },
        // Subscribed calendars refresh hourly; set changes reach them within that.
        ttl: 60 * 60,
      });
      for (const { band, stage } of rows) {
        const stageName = inLocale(stage, 'name', stage.name, locale);
        const event = calendar.createEvent({
          id: `band-${band.id}@metal-gates`,
          sequence: band.scheduleSequence,
          stamp: band.updatedAt,
          start: band.startsAt!,
          end: band.endsAt!,
          summary: band.name,
          description: [inLocale(band, 'genre', band.genre, locale), inLocale(band, 'country', band.country, locale)].filter(Boolean).join(' · '),
          location: [stageName, festivalLocation].filter(Boolean).join(', '),
          url: bandUrl(origin, band.id, locale),
        });
        if (ids) event.createAlarm({ type: ICalAlarmType.display, trigger: REMINDER_MINUTES * 60, description: `${band.name} ${words.on} ${stageName}` });
      }
      return calendar.toString();
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
