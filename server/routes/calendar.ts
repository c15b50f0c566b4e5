import { Router } from 'express';
import { publicOrigin } from '../http/public-origin';
import type { Services } from '../services';

/** `publicUrl`: the site's public origin for the band links (a forged Host header never reaches them). */
export function calendarRoutes({ calendar }: Services, publicUrl?: string) {
  return Router().get('/lineup.ics', async (req, res) => {
    const origin = publicOrigin(req, publicUrl);
    const body = await calendar.lineup(req.query, origin);
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', 'inline; filename="metal-gates.ics"')
      .set('Cache-Control', 'public, max-age=300')
      .send(body);
  });
}
