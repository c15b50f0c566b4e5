/**
 * Localizing is a mark on a definition (#36): partners keep their names in English only, and
 * marking `name` localized in the definition alone (here, before the server is built from it) gives
 * a Romanian name at both doors, stored in the table's `translations` column that every content
 * table has, with no migration, route, resolver or other file changed.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { partnerCollection } from '@domain/partners';
import { signedInApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string;

beforeAll(async () => {
  expect(partnerCollection.localized).toBeUndefined();
  (partnerCollection as { localized?: readonly string[] }).localized = ['name'];
  ({ t, admin } = await signedInApp());
});
afterAll(() => t.close());

it("a partner's name, once marked localized, is written and read in Romanian at both doors", async () => {
  const created = await t.http.post('/api/partners').set('Authorization', admin).send({ name: 'Romanian Metal Radio', tier: 'main' });
  expect(created.status).toBe(201);
  const id = created.body.partner._id;
  expect((await t.http.put(`/api/partners/${id}?locale=ro`).set('Authorization', admin).send({ name: 'Radio Metal Românesc' })).status).toBe(200);

  expect((await t.http.get(`/api/partners/${id}`)).body.partner.name).toBe('Romanian Metal Radio');
  const ro = await t.http.get(`/api/partners/${id}?locale=ro`);
  expect(ro.body.partner.name).toBe('Radio Metal Românesc');
  expect(ro.headers['content-language']).toBe('ro');
  const graphql = await t.http.post('/api/graphql').send({ query: '{ partners(locale: RO) { name } en: partners { name } }' });
  expect(graphql.body.data).toEqual({ partners: [{ name: 'Radio Metal Românesc' }], en: [{ name: 'Romanian Metal Radio' }] });
});
