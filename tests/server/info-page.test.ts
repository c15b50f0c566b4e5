import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signedInApp, type TestApp } from '../helpers/test-app';
import { gql } from '../gateway/helpers';

let t: TestApp, admin: string, user: string;
beforeAll(async () => ({ t, admin, user } = await signedInApp()));
afterAll(() => t.close());

const empty = {
  location: { title: '', address: '', mapEmbedUrl: '' },
  travel: { byAir: '', byCar: '', accommodation: '' },
  rules: { importantGuidelines: [], allowedItems: [], prohibitedItems: [], securityNote: '' },
  faq: [],
  updatedAt: null,
};

const page = {
  location: {
    title: 'Quantic Club, Bucharest',
    address: 'Splaiul Independenței 319, Bucharest',
    mapEmbedUrl: 'https://www.google.com/maps/embed?pb=abc',
  },
  travel: { byAir: 'Fly to OTP', byCar: 'A1 motorway', accommodation: 'Hotels nearby' },
  rules: {
    importantGuidelines: ['Bring ID', 'Be kind'],
    allowedItems: ['Earplugs'],
    prohibitedItems: ['Glass', 'Drones'],
    securityNote: 'Bags are checked at the gate.',
  },
  faq: [
    { question: 'Is there parking?', answer: 'Yes, limited.' },
    { _id: 'faq-keep-me', question: 'Age limit?', answer: '16+, younger with a parent.' },
  ],
};

describe('info page', () => {
  it('is empty strings and lists before it is ever saved', async () => {
    const res = await t.http.get('/api/infopage');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(empty);
  });

  it('PUT of the whole object saves it and answers it; new FAQ items get an _id, given ones keep theirs', async () => {
    const res = await t.http.put('/api/infopage').set('Authorization', admin).send(page);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...page,
      updatedAt: expect.any(String),
      faq: [
        { _id: expect.any(String), question: 'Is there parking?', answer: 'Yes, limited.' },
        { _id: 'faq-keep-me', question: 'Age limit?', answer: '16+, younger with a parent.' },
      ],
    });
    expect(res.body.faq[0]._id).not.toBe('');
    const read = await t.http.get('/api/infopage');
    expect(read.body).toEqual(res.body);

    // Saving it back keeps every id.
    const again = await t.http.put('/api/infopage').set('Authorization', admin).send(read.body);
    expect(again.body.faq.map((f: { _id: string }) => f._id)).toEqual(read.body.faq.map((f: { _id: string }) => f._id));
  });

  it('gives duplicate FAQ ids a fresh one', async () => {
    const res = await t.http
      .put('/api/infopage')
      .set('Authorization', admin)
      .send({ faq: [{ _id: 'same', question: 'a', answer: 'b' }, { _id: 'same', question: 'c', answer: 'd' }] });
    expect(res.status).toBe(200);
    expect(res.body.faq[0]._id).toBe('same');
    expect(res.body.faq[1]._id).not.toBe('same');
  });

  it('changes only the parts sent, each as a whole; null clears a part; blank list lines are dropped', async () => {
    const saved = await t.http.put('/api/infopage').set('Authorization', admin).send(page);
    expect(saved.status).toBe(200);
    const res = await t.http
      .put('/api/infopage')
      .set('Authorization', admin)
      .send({ location: { title: 'Only a title' }, rules: { allowedItems: ['Hats', '', '  '] }, travel: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      // A part sent replaces the saved one (fields it leaves out become empty)...
      location: { title: 'Only a title', address: '', mapEmbedUrl: '' },
      rules: { ...empty.rules, allowedItems: ['Hats'] },
      // ...null clears one...
      travel: empty.travel,
      // ...and a part not sent is kept, its FAQ ids too.
      faq: saved.body.faq,
      updatedAt: expect.any(String),
    });
    expect((await t.http.get('/api/infopage')).body).toEqual(res.body);
  });

  it('through GraphQL too: a part not sent is kept, an explicit empty one clears', async () => {
    await t.http.put('/api/infopage').set('Authorization', admin).send(page);
    const UPDATE = 'mutation ($input: InfoPageInput!) { updateInfoPage(input: $input) { location { title } travel { byAir } faq { question } } }';
    const kept = await gql(t, UPDATE, { input: { travel: { byAir: 'Fly to OTP, then the 783 bus' } } }, admin);
    expect(kept.body.errors).toBeUndefined();
    expect(kept.body.data.updateInfoPage).toEqual({
      location: { title: page.location.title },
      travel: { byAir: 'Fly to OTP, then the 783 bus' },
      faq: page.faq.map(({ question }) => ({ question })),
    });
    const cleared = await gql(t, UPDATE, { input: { faq: [], location: null } }, admin);
    expect(cleared.body.data.updateInfoPage).toEqual({ location: { title: '' }, travel: { byAir: 'Fly to OTP, then the 783 bus' }, faq: [] });
  });

  it('takes the src out of a pasted Google Maps iframe snippet', async () => {
    const res = await t.http
      .put('/api/infopage')
      .set('Authorization', admin)
      .send({ location: { mapEmbedUrl: '<iframe src="https://www.google.com/maps/embed?pb=xyz" width="600"></iframe>' } });
    expect(res.status).toBe(200);
    expect(res.body.location.mapEmbedUrl).toBe('https://www.google.com/maps/embed?pb=xyz');
  });

  it('validates: http(s) map URL, FAQ question and answer, maximum lengths, list sizes', async () => {
    const res = await t.http
      .put('/api/infopage')
      .set('Authorization', admin)
      .send({
        location: { title: 't'.repeat(201), mapEmbedUrl: 'javascript:alert(1)' },
        travel: { byAir: 'a'.repeat(2001) },
        rules: { prohibitedItems: Array.from({ length: 101 }, () => 'x') },
        faq: [{ question: '', answer: '' }],
      });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      'location.title': 'Must be at most 200 characters',
      'location.mapEmbedUrl': 'Must be an http(s) URL',
      'travel.byAir': 'Must be at most 2000 characters',
      'rules.prohibitedItems': 'At most 100 items',
      'faq.0.question': 'Question is required',
      'faq.0.answer': 'Answer is required',
    });
    // Nothing was saved.
    expect((await t.http.get('/api/infopage')).body.location.mapEmbedUrl).toBe('https://www.google.com/maps/embed?pb=xyz');
  });

  it('needs an admin to save: 401 / 403', async () => {
    const anon = await t.http.put('/api/infopage').send(page);
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: expect.any(String) });
    expect((await t.http.put('/api/infopage').set('Authorization', user).send(page)).status).toBe(403);
  });
});
