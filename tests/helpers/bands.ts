import { expect } from '@jest/globals';
import type { TestApp } from './test-app';

export const WARMUP = '25 September - WARMUP';
export const DAY1 = '26 September - DAY 1';
export const DAY2 = '27 September - DAY 2';
export { ISO } from './created';
export const NO_LINKS = { facebook: null, instagram: null, youtube: null, tiktok: null, bandcamp: null, website: null };

export const validBand = { name: 'Iron Maidens', country: 'Romania', biography: 'Loud since 1999.' };

/** Requests of the band tests; `app` and `admin` are read when called (they are set in beforeAll). */
export function bandRequests(app: () => TestApp, admin: () => string) {
  /** A request as the admin's band form sends it: multipart, every field a string. */
  const sendForm = (method: 'post' | 'put', path: string, fields: Record<string, string>, image?: Buffer, token = admin()) => {
    const req = app().http[method](path).set('Authorization', token);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    if (image) req.attach('image', image, 'band.png');
    return req;
  };
  return {
    /** POST /api/lineup from the band form. */
    postForm: (fields: Record<string, string>, image?: Buffer, token?: string) => sendForm('post', '/api/lineup', fields, image, token),
    /** PUT /api/lineup/:id from the band form. */
    putForm: (id: string, fields: Record<string, string>, image?: Buffer, token?: string) => sendForm('put', `/api/lineup/${id}`, fields, image, token),

    async createBand(body: Record<string, unknown> = {}) {
      const res = await app().http.post('/api/lineup').set('Authorization', admin()).send({ ...validBand, ...body });
      expect(res.status).toBe(201);
      return res.body.band as { _id: string; image: string | null } & Record<string, unknown>;
    },
  };
}
