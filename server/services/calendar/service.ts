import ical, { ICalAlarmType } from 'ical-generator';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
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
});

/** The link back to a band: the lineup page opens that band's dialog. */
export const bandUrl = (origin: string, id: string) => `${origin}/lineup?band=${encodeURIComponent(id)}`;

/**
 * iCalendar feeds of the running order: one VEVENT per scheduled band, UTC times, a stable UID and a
 * SEQUENCE (the band's schedule counter) so calendar apps update an event when its set moves.
 */
export function createCalendarService({ db, now }: ServiceDeps) {
  // Only bands public at the time of the read (#35): drafts and scheduled bands are in no feed.
  const bandDrafts = draftColumnsOf(bandCollection, bands);
  return {
    /**
     * The whole running order, or only the picked bands (`bands=<id>,<id>`, unknown ids ignored),
     * each pick with a reminder. `origin` is the site's own origin for the band links.
     */
    async lineup(query: unknown, origin: string): Promise<string> {
      const { bands: picked } = parseInput(feedQuerySchema, query ?? {});
      const ids = picked === undefined ? null : [...new Set(picked.split(',').map((s) => s.trim()).filter(plausibleId))];
      const [festival] = await db.select().from(festivals).where(eq(festivals.isActive, true)).limit(1);
      const rows =
        ids && !ids.length
          ? []
          : await db
              .select({ band: bands, stageName: stages.name })
              .from(bands)
              .innerJoin(stages, eq(stages.id, bands.stageId))
              .where(and(isNotNull(bands.startsAt), isNotNull(bands.endsAt), ids ? inArray(bands.id, ids) : undefined, bandDrafts ? publicAt(bandDrafts, now()) : undefined))
              .orderBy(asc(bands.startsAt), asc(bands.name));

      const festivalName = festival?.name || 'Metal Gates Festival';
      const calendar = ical({
        name: ids ? `${festivalName}: my schedule` : `${festivalName}: running order`,
        prodId: { company: 'Metal Gates', product: 'running-order', language: 'EN' },
        // Subscribed calendars refresh hourly; set changes reach them within that.
        ttl: 60 * 60,
      });
      for (const { band, stageName } of rows) {
        const event = calendar.createEvent({
          id: `band-${band.id}@metal-gates`,
          sequence: band.scheduleSequence,
          stamp: band.updatedAt,
          start: band.startsAt!,
          end: band.endsAt!,
          summary: band.name,
          description: [band.genre, band.country].filter(Boolean).join(' · '),
          location: [stageName, festival?.location].filter(Boolean).join(', '),
          url: bandUrl(origin, band.id),
        });
        if (ids) event.createAlarm({ type: ICalAlarmType.display, trigger: REMINDER_MINUTES * 60, description: `${band.name} on ${stageName}` });
      }
      return calendar.toString();
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
