/** The visitor statistics of the admin dashboard. */
import { z } from 'zod';

export const visitorStatsSchema = z
  .object({
    totalVisitors: z.number().int().meta({ description: 'All time (distinct per UTC day).' }),
    percentageChange: z.number().meta({
      description: 'This calendar month (UTC) against the last, in percent, one decimal: 0 when both are 0, 100 when only last month is 0.',
    }),
    thisMonth: z.number().int().describe('Visitors this calendar month (UTC).'),
    lastMonth: z.number().int().describe('Visitors last calendar month (UTC).'),
    daily: z
      .array(z.object({ date: z.iso.date().meta({ description: 'The UTC day, YYYY-MM-DD.' }), visits: z.number().int().describe('Visitors that day.') }).meta({ id: 'DailyVisits', description: "One day's visitors." }))
      .meta({ description: 'The last 30 UTC days, oldest first, days without visits included.' }),
  })
  .meta({ id: 'VisitorStats', description: 'Visitors are counted once per client and browser per UTC day.' });
export type VisitorStats = z.infer<typeof visitorStatsSchema>;
