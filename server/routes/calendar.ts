import { Router } from 'express';
import type { Services } from '../services';

export function calendarRoutes({ calendar }: Services) {
  return Router().get('/lineup.ics', async (req, res) => {
    const origin = `${req.protocol}://${req.get('host')}`;
    const body = await calendar.lineup(req.query, origin);
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', 'inline; filename="metal-gates.ics"')
      .set('Cache-Control', 'public, max-age=300')
      .send(body);
  });
}
