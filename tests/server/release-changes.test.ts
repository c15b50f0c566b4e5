/**
 * A change to an already-public item inside a release (#35): checked by the item's own update rules
 * when put, unseen by anonymous readers before the instant (REST, GraphQL, search), seen from the
 * instant on with no write (the services' clock is moved) in single reads and in lists, filters and
 * search alike (folded into the row), kept across a later save of another field, dropped by a
 * cancel, shown by a preview link before the instant, and refused clearly at both doors when bad.
 * One that cannot be written at the instant is kept with why, shown at both doors; a stage's delete
 * folds what is due first.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { forbidden } from '../../server/errors';
import { gql } from '../gateway/helpers';
import { untilInSync } from '../helpers/cache';
import { testDbTarget } from '../helpers/database';
import { pngImage } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, editor: string, user: string;
const T0 = new Date('2026-09-20T12:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  editor = await t.editorToken();
  user = await t.userToken();
  await untilInSync(t);
  t.clock.now = T0;
});
afterAll(() => t.close());

const send = (method: 'post' | 'put' | 'delete' | 'get', path: string, body?: object, auth = admin) => t.http[method](path).set('Authorization', auth).send(body);
type Band = { _id: string; name: string; country: string; genre: string | null; biography: string; updatedAt: string };

async function publicBand(name: string): Promise<Band> {
  const res = await send('post', '/api/lineup', { name, country: 'Norway', genre: 'Doom', biography: 'Old bio.' });
  expect(res.status).toBe(201);
  return res.body.band as Band;
}
async function release(name: string, seconds: number): Promise<string> {
  return (await send('post', '/api/releases', { name, publishAt: at(seconds).toISOString() })).body.release._id as string;
}
/** What an anonymous reader gets: the band by id (REST, GraphQL) and whether a search for `q` finds it. */
async function anonymous(id: string, q: string) {
  const rest = (await t.http.get(`/api/lineup/${id}`)).body.band as Band;
  const graph = (await gql(t, 'query($id: ID!) { band(id: $id) { country genre biography } }', { id })).body.data.band as Band;
  const found = ((await t.http.get('/api/lineup').query({ q })).body as Band[]).some((b) => b._id === id);
  const foundGraph = ((await gql(t, 'query($q: String) { bands(q: $q) { _id } }', { q })).body.data.bands as Band[]).some((b) => b._id === id);
  return { rest: [rest.country, rest.genre, rest.biography], graph: [graph.country, graph.genre, graph.biography], found, foundGraph };
}

describe('a change to a public item in a release', () => {
  it('is unseen before the instant, seen from it on in reads and searches with no write, and survives a later save of another field', async () => {
    const band = await publicBand('Changing Band');
    const id = await release('Set times', 30);
    const changes = { country: 'Iceland', genre: 'Black Metal', expectedUpdatedAt: band.updatedAt };
    const put = await send('put', `/api/releases/${id}`, { items: [{ collection: 'bands', _id: band._id, changes }] });
    expect(put.status).toBe(200);
    expect(put.body.release.items).toEqual([{ collection: 'bands', _id: band._id, title: 'Changing Band', changes: { country: 'Iceland', genre: 'Black Metal' }, foldedAt: null, foldError: null }]);
    const listed = await gql(t, '{ releases { _id items { _id changes } } }', undefined, admin);
    expect(listed.body.data.releases.find((r: { _id: string }) => r._id === id).items[0].changes).toEqual({ country: 'Iceland', genre: 'Black Metal' });
    await t.services.schedule.settled();

    const before = { rest: ['Norway', 'Doom', 'Old bio.'], graph: ['Norway', 'Doom', 'Old bio.'], found: false, foundGraph: false };
    expect(await anonymous(band._id, 'Iceland')).toEqual(before);
    // The band stays public and editable meanwhile: a save of another field is its own.
    expect((await send('put', `/api/lineup/${band._id}`, { biography: 'New bio.' })).status).toBe(200);
    t.clock.now = at(29.999);
    expect(await anonymous(band._id, 'Iceland')).toEqual({ ...before, rest: ['Norway', 'Doom', 'New bio.'], graph: ['Norway', 'Doom', 'New bio.'] });

    t.clock.now = at(30);
    const after = { rest: ['Iceland', 'Black Metal', 'New bio.'], graph: ['Iceland', 'Black Metal', 'New bio.'], found: true, foundGraph: true };
    expect(await anonymous(band._id, 'Iceland')).toEqual(after);
    expect(((await t.http.get('/api/lineup').query({ q: 'Norway' })).body as Band[]).some((b) => b._id === band._id)).toBe(false);
    // Folded into the row once: a later save of another field keeps it.
    expect((await send('put', `/api/lineup/${band._id}`, { biography: 'Later bio.' })).body.band).toMatchObject({ country: 'Iceland', genre: 'Black Metal', biography: 'Later bio.' });
    const done = (await send('get', '/api/releases')).body.releases.find((r: { _id: string }) => r._id === id);
    expect([done.status, done.items[0].foldedAt, done.items[0].foldError]).toEqual(['published', at(30).toISOString(), null]);
  });

  it('goes public at once with publish now, and a cancelled release leaves the item as it was', async () => {
    t.clock.now = at(100);
    const now = await publicBand('Published Now Band');
    const nowId = await release('Now', 3600);
    expect((await send('put', `/api/releases/${nowId}`, { items: [{ collection: 'bands', _id: now._id, changes: { genre: 'Thrash' } }] }, editor)).status).toBe(200);
    expect((await t.http.get(`/api/lineup/${now._id}`)).body.band.genre).toBe('Doom');
    const published = await gql(t, 'mutation($id: ID!) { publishRelease(id: $id) { status } }', { id: nowId }, editor);
    expect(published.body.data.publishRelease.status).toBe('published');
    expect((await t.http.get(`/api/lineup/${now._id}`)).body.band.genre).toBe('Thrash');

    const kept = await publicBand('Cancelled Change Band');
    const cancelId = await release('Cancelled', 200);
    const i = { items: [{ collection: 'bands', _id: kept._id, changes: { genre: 'Polka' } }] };
    const graphPut = await gql(t, 'mutation($id: ID!, $i: ReleaseUpdateInput!) { updateRelease(id: $id, input: $i) { items { title changes } } }', { id: cancelId, i }, admin);
    expect(graphPut.body.data.updateRelease.items).toEqual([{ title: 'Cancelled Change Band', changes: { genre: 'Polka' } }]);
    expect((await send('delete', `/api/releases/${cancelId}`)).body.release.status).toBe('cancelled');
    t.clock.now = at(300);
    expect((await t.http.get(`/api/lineup/${kept._id}`)).body.band).toMatchObject({ genre: 'Doom', status: 'published' });
    expect((await gql(t, 'query($id: ID!) { band(id: $id) { genre } }', { id: kept._id })).body.data.band.genre).toBe('Doom');

    // Taken out of a release again: its change is dropped, the item stays public as it is.
    const out = await publicBand('Taken Out Band');
    const outId = await release('Out', 400);
    expect((await send('put', `/api/releases/${outId}`, { items: [{ collection: 'bands', _id: out._id, changes: { genre: 'Jazz' } }] })).status).toBe(200);
    // Sent again without its changes (as the Releases screen sends the set), the change stays.
    expect((await send('put', `/api/releases/${outId}`, { items: [{ collection: 'bands', _id: out._id }] })).body.release.items[0].changes).toEqual({ genre: 'Jazz' });
    expect((await send('put', `/api/releases/${outId}`, { items: [] })).status).toBe(200);
    t.clock.now = at(500);
    expect((await t.http.get(`/api/lineup/${out._id}`)).body.band).toMatchObject({ genre: 'Doom', status: 'published' });
  });

  it('is shown by a preview link of its release before the instant (an item with a picture too), and folded at it', async () => {
    t.clock.now = at(1000);
    // A picture: the item's answer reads its variants, inside the transaction that checks, previews or folds the change (one PGlite connection).
    const pictured = await t.http.post('/api/lineup').set('Authorization', admin).field('name', 'Previewed Change Band').field('country', 'Norway').field('genre', 'Doom').field('biography', 'Old bio.').attach('image', await pngImage(), 'p.png');
    expect(pictured.status).toBe(201);
    const band = pictured.body.band as Band & { image: string };
    expect((await send('put', `/api/lineup/${band._id}?locale=ro`, { biography: 'Biografie veche.' })).status).toBe(200);
    const id = await release('Preview', 2000);
    expect((await send('put', `/api/releases/${id}`, { items: [{ collection: 'bands', _id: band._id, changes: { genre: 'Previewed Genre' } }] })).status).toBe(200);
    const link = (await send('post', '/api/previews', { releaseId: id })).body.url as string;
    const opened = await t.http.get(new URL(link).pathname);
    const cookie = ([] as string[]).concat(opened.headers['set-cookie'] ?? []).find((c) => c.startsWith('mg_preview='))!.split(';')[0];
    expect((await t.http.get(`/api/lineup/${band._id}`).set('Cookie', cookie)).body.band.genre).toBe('Previewed Genre');
    const listed = (await t.http.get('/api/lineup').set('Cookie', cookie)).body as Band[];
    expect(listed.find((b) => b._id === band._id)?.genre).toBe('Previewed Genre');
    const graph = await t.http.post('/api/graphql').set('Cookie', cookie).set('Content-Type', 'application/json').send({ query: 'query($id: ID!) { band(id: $id) { genre } }', variables: { id: band._id } });
    expect(graph.body.data?.band.genre).toBe('Previewed Genre');
    // In Romanian: the changed item in the language read (its Romanian texts, the rest in English), as every item is.
    const romanian = (await t.http.get(`/api/lineup/${band._id}?locale=ro`).set('Cookie', cookie)).body.band as Band;
    expect([romanian.genre, romanian.biography]).toEqual(['Previewed Genre', 'Biografie veche.']);
    const romanianGraph = await t.http.post('/api/graphql').set('Cookie', cookie).set('Content-Type', 'application/json').send({ query: 'query($id: ID!) { band(id: $id, locale: RO) { biography } }', variables: { id: band._id } });
    expect(romanianGraph.body.data?.band.biography).toBe('Biografie veche.');
    expect((await t.http.get(`/api/lineup/${band._id}`)).body.band.genre).toBe('Doom');
    t.clock.now = at(2000);
    expect((await t.http.get(`/api/lineup/${band._id}`)).body.band).toMatchObject({ genre: 'Previewed Genre', image: band.image });
  });

  it('is folded before a spreadsheet export or import after the instant (the import is the later change)', async () => {
    t.clock.now = at(3000);
    const exported = await publicBand('Exported Band');
    const band = await publicBand('Imported Band');
    const change = { genre: 'Release Genre', country: 'Iceland' };
    expect((await send('put', `/api/releases/${await release('Before the export', 3100)}`, { items: [{ collection: 'bands', _id: exported._id, changes: change }] })).status).toBe(200);
    expect((await send('put', `/api/releases/${await release('Before the import', 3300)}`, { items: [{ collection: 'bands', _id: band._id, changes: change }] })).status).toBe(200);
    // No read since each instant: the export, then the import, is the first operation on the bands after it.
    t.clock.now = at(3200);
    const csv = (await t.http.get('/api/lineup/export.csv').set('Authorization', admin)).text;
    expect(csv.split(/\r?\n/).find((line) => line.includes('Exported Band'))).toContain('Iceland,Release Genre');
    t.clock.now = at(3400);
    const file = `_id,name,country,genre,biography\n${band._id},Imported Band,Norway,Imported Genre,Old bio.`;
    const imported = await t.http.post('/api/lineup/import').set('Authorization', admin).attach('file', Buffer.from(file), { filename: 'lineup.csv', contentType: 'text/csv' });
    expect([imported.status, imported.body]).toEqual([201, { created: 0, updated: 1 }]);
    expect((await t.http.get(`/api/lineup/${band._id}`)).body.band).toMatchObject({ genre: 'Imported Genre', country: 'Norway' });
  });

  it('refuses a bad change with a clear 400, 403 or 409 at both doors, keeping nothing', async () => {
    t.clock.now = at(5000);
    const band = await publicBand('Checked Band');
    const draft = (await send('post', '/api/lineup', { name: 'Draft Band', country: 'X', biography: 'x', status: 'draft' })).body.band as Band;
    const id = await release('Checks', 6000);
    const put = (changes: object, auth = admin, _id = band._id) => send('put', `/api/releases/${id}`, { items: [{ collection: 'bands', _id, changes }] }, auth);
    const graph = (changes: object, auth = admin) =>
      gql(t, 'mutation($id: ID!, $i: ReleaseUpdateInput!) { updateRelease(id: $id, input: $i) { _id } }', { id, i: { items: [{ collection: 'bands', _id: band._id, changes }] } }, auth);

    const invalid = await put({ name: '' });
    expect([invalid.status, invalid.body.details?.name]).toEqual([400, 'Name is required']);
    expect((await graph({ name: '' })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const unknown = await put({ loudness: 11 });
    expect([unknown.status, unknown.body.details?.loudness]).toEqual([400, 'Unknown field "loudness"']);
    expect((await graph({ loudness: 11 })).body.errors[0].message).toMatch(/Unknown field "loudness"/);
    expect((await put({ status: 'draft' })).status).toBe(400);
    expect((await put({ genre: 'x' }, admin, draft._id)).body.details?.items).toMatch(/not public/);
    const stale = await put({ genre: 'x', expectedUpdatedAt: new Date(Date.parse(band.updatedAt) - 60_000).toISOString() });
    expect(stale.status).toBe(409);
    expect((await put({ genre: 'x' }, user)).status).toBe(403);

    // The collection's own rules and roles decide, whatever they are: a hook refusing an editor's genre refuses it here too.
    const leave = t.services.hooks.register({
      beforeWrite: ({ ctx, subject, data }) => {
        if (subject.key === 'bands' && data.genre === 'Admins only' && ctx.actor.user?.role !== 'admin') throw forbidden('Only an admin may set this genre');
      },
    });
    try {
      expect((await put({ genre: 'Admins only' }, editor)).status).toBe(403);
      expect((await graph({ genre: 'Admins only' }, editor)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await put({ genre: 'Admins only' }, admin)).status).toBe(200);
    } finally {
      leave();
    }
    // Nothing refused was kept; the item itself never changed.
    expect((await send('get', '/api/releases')).body.releases.find((r: { _id: string }) => r._id === id).items).toEqual([
      { collection: 'bands', _id: band._id, title: 'Checked Band', changes: { genre: 'Admins only' }, foldedAt: null, foldError: null },
    ]);
    expect((await t.http.get(`/api/lineup/${band._id}`)).body.band.genre).toBe('Doom');
  });

  it('says "Invalid input" once for a changes value that is not an object of fields (and any input zod refuses itself)', async () => {
    t.clock.now = at(6500);
    const band = await publicBand('Badly Changed Band');
    const id = await release('Bad shapes', 6600);
    const bad = await send('put', `/api/releases/${id}`, { items: [{ collection: 'bands', _id: band._id, changes: 'genre=Jazz' }] });
    expect([bad.status, bad.body.error, bad.body.details?.['items.0.changes']]).toEqual([400, 'Invalid input: Must be an object of the fields that change', 'Must be an object of the fields that change']);
    // (GraphQL's JSONObject refuses such a value before the service.)
    const notAList = await send('put', `/api/releases/${id}`, { items: 'bands' });
    expect([notAList.status, notAList.body.error]).toEqual([400, 'Invalid input: expected array, received string']);
  });

  it('that cannot be written at the instant (the item deleted since) is kept with why, at both doors, and the rest of the release is written', async () => {
    t.clock.now = at(8000);
    const gone = await publicBand('Deleted Before Band');
    const kept = await publicBand('Kept Change Band');
    const id = await release('Partly out', 8100);
    const items = [
      { collection: 'bands', _id: gone._id, changes: { genre: 'Never Written' } },
      { collection: 'bands', _id: kept._id, changes: { genre: 'Written' } },
    ];
    expect((await send('put', `/api/releases/${id}`, { items })).status).toBe(200);
    expect((await send('delete', `/api/lineup/${gone._id}`)).status).toBe(200);
    t.clock.now = at(8100);
    expect((await t.http.get(`/api/lineup/${kept._id}`)).body.band.genre).toBe('Written');

    const rest = (await send('get', '/api/releases')).body.releases.find((r: { _id: string }) => r._id === id);
    // The deleted one named as the trash names it, so staff know which item the change was for.
    expect(rest.items.map((i: { _id: string; title: string; foldedAt: string | null; foldError: string | null }) => [i._id, i.title, i.foldedAt, i.foldError])).toEqual([
      [gone._id, 'Deleted Before Band (deleted)', at(8100).toISOString(), 'The band was deleted before the release'],
      [kept._id, 'Kept Change Band', at(8100).toISOString(), null],
    ]);
    const graph = await gql(t, '{ releases { _id items { _id foldedAt foldError } } }', undefined, admin);
    expect(graph.body.data.releases.find((r: { _id: string }) => r._id === id).items).toEqual([
      { _id: gone._id, foldedAt: at(8100).toISOString(), foldError: 'The band was deleted before the release' },
      { _id: kept._id, foldedAt: at(8100).toISOString(), foldError: null },
    ]);
  });

  it('is folded before a stage is deleted: a band a due change moved off the stage no longer keeps it', async () => {
    t.clock.now = at(9000);
    const stage = async (name: string) => (await send('post', '/api/stages', { name })).body.stage._id as string;
    const [leaving, staying] = [await stage('Leaving Stage'), await stage('Staying Stage')];
    const set = { startsAt: '2026-09-25T18:00:00.000Z', endsAt: '2026-09-25T19:00:00.000Z' };
    const created = await send('post', '/api/lineup', { name: 'Moving Band', country: 'Norway', biography: 'Loud.', stageId: leaving, ...set });
    expect(created.status).toBe(201);
    const band = created.body.band as Band;
    const id = await release('Stage move', 9100);
    expect((await send('put', `/api/releases/${id}`, { items: [{ collection: 'bands', _id: band._id, changes: { stageId: staying } }] })).status).toBe(200);
    // Before the instant the band is still on it: refused.
    expect((await send('delete', `/api/stages/${leaving}`)).status).toBe(409);
    // No read since the instant: the delete is the first operation after it, and folds the move first.
    t.clock.now = at(9100);
    const removed = await send('delete', `/api/stages/${leaving}`);
    expect([removed.status, removed.body.error]).toEqual([200, undefined]);
    expect((await t.http.get(`/api/lineup/${band._id}`)).body.band.stageId).toBe(staying);
  });

  // PostgreSQL only: PGlite runs one transaction at a time, so nothing is in progress beside a fold.
  (testDbTarget() === 'postgres' ? it : it.skip)('is not folded while a cancel of its release is in progress: the fold waits for it, then leaves the change out', async () => {
    t.clock.now = at(7000);
    const band = await publicBand('Raced Band');
    const id = await release('Raced', 7100);
    expect((await send('put', `/api/releases/${id}`, { items: [{ collection: 'bands', _id: band._id, changes: { genre: 'Raced Genre' } }] })).status).toBe(200);
    const { pool } = t.database.shared!;
    const [cancel, watch] = [await pool.connect(), await pool.connect()];
    try {
      // A cancel begun before the instant (its release row locked and marked), committed just after it.
      await cancel.query('begin');
      await cancel.query('select id from releases where id = $1 for update', [id]);
      await cancel.query('update releases set cancelled_at = $2 where id = $1', [id, at(7099)]);
      t.clock.now = at(7100);
      let answered = false;
      const reading = t.http.get(`/api/lineup/${band._id}`).then((res) => ((answered = true), res));
      const waiting = async () => Number((await watch.query('select count(*) as n from pg_locks where not granted')).rows[0].n) > 0;
      while (!answered && !(await waiting())) await new Promise((resolve) => setTimeout(resolve, 20));
      await cancel.query('commit');
      expect((await reading).body.band.genre).toBe('Doom');
      expect((await t.http.get(`/api/lineup/${band._id}`)).body.band.genre).toBe('Doom');
    } finally {
      await cancel.query('rollback').catch(() => undefined);
      cancel.release();
      watch.release();
    }
  });

  it("is written with its author's role at the instant: a member demoted or deactivated since publishes nothing, and the release says why", async () => {
    t.clock.now = at(10_000);
    const [demotedBand, deactivatedBand] = [await publicBand('Demoted Author Band'), await publicBand('Deactivated Author Band')];
    const [first, second] = [await release('By a demoted editor', 10_100), await release('By a deactivated editor', 10_200)];
    for (const [id, band] of [[first, demotedBand], [second, deactivatedBand]] as const) {
      expect((await send('put', `/api/releases/${id}`, { items: [{ collection: 'bands', _id: band._id, changes: { genre: 'Never Written' } }] }, editor)).status).toBe(200);
    }
    const editorId = (await send('get', '/api/auth/me', undefined, editor)).body.user._id as string;
    const member = (change: object) => send('put', `/api/users/${editorId}`, change).then((res) => expect(res.status).toBe(200));
    const reasons = async (id: string) =>
      ((await gql(t, '{ releases { _id items { foldError } } }', undefined, admin)).body.data.releases.find((r: { _id: string }) => r._id === id).items as { foldError: string }[]).map((i) => i.foldError);

    await member({ role: 'user' });
    t.clock.now = at(10_100);
    expect((await t.http.get(`/api/lineup/${demotedBand._id}`)).body.band.genre).toBe('Doom');
    expect(await reasons(first)).toEqual(['Its author may no longer change bands (their role is now user)']);

    await member({ role: 'editor', active: false });
    t.clock.now = at(10_200);
    expect((await t.http.get(`/api/lineup/${deactivatedBand._id}`)).body.band.genre).toBe('Doom');
    expect(await reasons(second)).toEqual(["Its author's account was deactivated"]);
    await member({ active: true });
  });
});
