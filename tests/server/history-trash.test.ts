/**
 * The trash (#34): the spec's DELETE keeps its answer and moves the item to the trash; it is gone
 * from every public read at once (REST, GraphQL, the calendar, RSS), comes back whole (image, set
 * time) or not at all (a slot taken meanwhile: 409 naming the other band), and a purge (by an
 * admin, or the chore after the trash's days) takes its files with it. Files that only an old
 * version refers to go once that version is no longer kept.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql } from '../gateway/helpers';
import { pngImage, uploadKey } from '../helpers/images';
import { ADMIN, adminApp, EDITOR, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, editor: string, stageId: string;
const SLOT = { startsAt: '2026-09-26T20:00:00.000Z', endsAt: '2026-09-26T21:00:00.000Z' };

beforeAll(async () => {
  ({ t, admin } = await adminApp({ HISTORY_KEEP_VERSIONS: '3', TRASH_RETENTION_DAYS: '30' }));
  editor = await t.editorToken();
  stageId = (await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'Main Stage' })).body.stage._id;
});
afterAll(() => t.close());

async function bandWithImage(name: string, slot: Record<string, string> = SLOT) {
  const res = await t.http
    .post('/api/lineup')
    .set('Authorization', admin)
    .field({ name, country: 'Romania', biography: 'Loud.', stageId, ...slot })
    .attach('image', await pngImage(), 'band.png');
  expect(res.status).toBe(201);
  return res.body.band as { _id: string; name: string; image: string; startsAt: string };
}
const served = async (path: string) => (await t.http.get(path)).status;
const lineupNames = async () => ((await t.http.get('/api/lineup')).body as { name: string }[]).map((b) => b.name);

describe('delete → trash → restore', () => {
  it('keeps the spec answer, hides the band everywhere public, lists it in the trash, brings it back whole', async () => {
    const band = await bandWithImage('Trashed Tyrants');
    await t.http.put(`/api/lineup/${band._id}?locale=ro`).set('Authorization', admin).send({ biography: 'Zgomotoși.' }).expect(200);
    const removed = await t.http.delete(`/api/lineup/${band._id}`).set('Authorization', editor);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ _id: band._id, message: 'Band deleted successfully' });

    expect(await lineupNames()).not.toContain('Trashed Tyrants');
    expect((await t.http.get(`/api/lineup/${band._id}`)).status).toBe(404);
    expect(JSON.stringify((await gql(t, '{ bands { name } }')).body)).not.toContain('Trashed Tyrants');
    expect((await t.http.get('/api/lineup.ics')).text).not.toContain('Trashed Tyrants');

    const trash = await t.http.get('/api/trash').set('Authorization', editor);
    expect(trash.status).toBe(200);
    expect(trash.body.items[0]).toEqual({
      collection: 'bands',
      _id: band._id,
      title: 'Trashed Tyrants',
      deletedAt: expect.any(String),
      deletedBy: { _id: expect.any(String), email: EDITOR.email },
      purgeAt: expect.any(String),
    });
    expect(new Date(trash.body.items[0].purgeAt).getTime() - new Date(trash.body.items[0].deletedAt).getTime()).toBe(30 * 24 * 3600 * 1000);

    const restored = await t.http.post(`/api/trash/bands/${band._id}/restore`).set('Authorization', editor);
    expect(restored.status).toBe(200);
    expect(restored.body.band).toMatchObject({ _id: band._id, name: 'Trashed Tyrants', image: band.image, stageId, startsAt: SLOT.startsAt });
    expect(await served(band.image)).toBe(200);
    // Whole means its Romanian texts too.
    expect((await t.http.get(`/api/lineup/${band._id}?locale=ro`)).body.band.biography).toBe('Zgomotoși.');
    expect(await lineupNames()).toContain('Trashed Tyrants');
    const versions = (await t.http.get(`/api/lineup/${band._id}/versions`).set('Authorization', admin)).body.versions;
    expect(versions.map((v: { action: string }) => v.action)).toEqual(['restore', 'delete', 'update']); // three kept: the Romanian update pushed out the create

    // Restoring twice: it is no longer in the trash.
    expect((await t.http.post(`/api/trash/bands/${band._id}/restore`).set('Authorization', editor)).status).toBe(404);
  });

  it('refuses a restore into a slot taken meanwhile (409 naming the other band); the item stays in the trash', async () => {
    const slot = { startsAt: '2026-09-27T10:00:00.000Z', endsAt: '2026-09-27T11:00:00.000Z' };
    const first = await bandWithImage('First Booked', slot);
    await t.http.delete(`/api/lineup/${first._id}`).set('Authorization', admin).expect(200);
    await bandWithImage('Took The Slot', slot);
    const clash = await t.http.post(`/api/trash/bands/${first._id}/restore`).set('Authorization', admin);
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatch(/Overlaps Took The Slot on Main Stage/);
    const trash = (await t.http.get('/api/trash').set('Authorization', admin)).body.items as { _id: string }[];
    expect(trash.map((i) => i._id)).toContain(first._id);
  });

  it('through GraphQL: trash, restoreBandFromTrash, purgeFromTrash (admins only)', async () => {
    const band = await bandWithImage('Graph Ghosts', { startsAt: '2026-09-27T20:00:00.000Z', endsAt: '2026-09-27T21:00:00.000Z' });
    await gql(t, 'mutation ($id: ID!) { deleteBand(id: $id) { message } }', { id: band._id }, editor);
    const listed = await gql(t, '{ trash { collection _id title deletedBy { email } } }', {}, editor);
    expect(listed.body.data.trash).toContainEqual({ collection: 'bands', _id: band._id, title: 'Graph Ghosts', deletedBy: { email: EDITOR.email } });
    const back = await gql(t, 'mutation ($id: ID!) { restoreBandFromTrash(id: $id) { _id name image startsAt } }', { id: band._id }, editor);
    expect(back.body.data.restoreBandFromTrash).toEqual({ _id: band._id, name: 'Graph Ghosts', image: band.image, startsAt: '2026-09-27T20:00:00.000Z' });

    await gql(t, 'mutation ($id: ID!) { deleteBand(id: $id) { message } }', { id: band._id }, admin);
    const refused = await gql(t, 'mutation ($id: ID!) { purgeFromTrash(collection: "bands", id: $id) { message } }', { id: band._id }, editor);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const purged = await gql(t, 'mutation ($id: ID!) { purgeFromTrash(collection: "bands", id: $id) { _id message } }', { id: band._id }, admin);
    expect(purged.body.data.purgeFromTrash).toEqual({ _id: band._id, message: 'Graph Ghosts was deleted for good' });
    expect(await served(band.image)).toBe(404);
  });
});

describe('purge', () => {
  it('DELETE /api/trash/:collection/:id: admins only, gone with its files and versions; bad input 4xx', async () => {
    const band = await bandWithImage('Purged Priests', { startsAt: '2026-09-26T10:00:00.000Z', endsAt: '2026-09-26T11:00:00.000Z' });
    await t.http.delete(`/api/lineup/${band._id}`).set('Authorization', admin).expect(200);
    expect(await served(band.image)).toBe(200);
    expect((await t.http.delete(`/api/trash/bands/${band._id}`).set('Authorization', editor)).status).toBe(403);
    const purged = await t.http.delete(`/api/trash/bands/${band._id}`).set('Authorization', admin);
    expect(purged.status).toBe(200);
    expect(purged.body).toEqual({ message: 'Purged Priests was deleted for good' });
    expect(await served(band.image)).toBe(404);
    expect((await t.http.get(`/api/lineup/${band._id}/versions`).set('Authorization', admin)).status).toBe(404);
    expect((await t.http.delete(`/api/trash/bands/${band._id}`).set('Authorization', admin)).status).toBe(404);
    expect((await t.http.delete(`/api/trash/nonsense/${band._id}`).set('Authorization', admin)).body).toEqual({ error: 'Unknown collection: nonsense' });
    expect((await t.http.post(`/api/trash/festivals/${band._id}/restore`).set('Authorization', admin)).status).toBe(404);
    expect((await t.http.get('/api/trash')).status).toBe(401);
  });

  it('happens by itself after the trash days, on the next write past the hour', async () => {
    const band = await bandWithImage('Expired Entity', { startsAt: '2026-09-26T12:00:00.000Z', endsAt: '2026-09-26T13:00:00.000Z' });
    await t.http.delete(`/api/lineup/${band._id}`).set('Authorization', admin).expect(200);
    t.clock.now = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    try {
      // Any content write runs the chore when it is due.
      await t.http.post('/api/stages').set('Authorization', admin).send({ name: 'Later Stage' }).expect(201);
      const trash = (await t.http.get('/api/trash').set('Authorization', admin)).body.items as { _id: string }[];
      expect(trash.map((i) => i._id)).not.toContain(band._id);
      expect(await served(band.image)).toBe(404);
      const audit = (await t.http.get('/api/audit').query({ collection: 'bands' }).set('Authorization', admin)).body.entries;
      expect(audit[0]).toMatchObject({ action: 'trash.purge', itemId: band._id, actor: null });
    } finally {
      t.clock.now = null;
    }
  });
});

describe('files of versions', () => {
  it('a replaced image stays while a kept version refers to it, and goes with that version', async () => {
    const band = await bandWithImage('Image Keepers', { startsAt: '2026-09-26T14:00:00.000Z', endsAt: '2026-09-26T15:00:00.000Z' });
    const replace = async () =>
      (await t.http.put(`/api/lineup/${band._id}`).set('Authorization', admin).attach('image', await pngImage(`#${Math.floor(Math.random() * 0xfff).toString(16).padStart(3, '0')}`), 'b.png')).body.band.image as string;
    const second = await replace();
    expect(await served(band.image)).toBe(200);
    // A restore brings the first image back, as it was.
    const versions = (await t.http.get(`/api/lineup/${band._id}/versions`).set('Authorization', admin)).body.versions;
    const restored = await t.http.post(`/api/lineup/${band._id}/versions/${versions[1]._id}/restore`).set('Authorization', admin).send({});
    expect(restored.body.band.image).toBe(band.image);
    // Kept: 3 versions. Two more images push out the versions referring to the second one.
    await replace();
    await replace();
    await replace();
    expect(await served(second)).toBe(404);
    expect(uploadKey(second)).not.toBe(uploadKey(band.image));
  });
});

describe('audit of trash actions', () => {
  it('lists delete, restore and purge with who and which door', async () => {
    const entries = (await t.http.get('/api/audit').query({ limit: 200 }).set('Authorization', admin)).body.entries as { action: string; door: string; actor: { email: string } | null }[];
    const actions = new Set(entries.map((e) => e.action));
    for (const action of ['create', 'update', 'delete', 'restore', 'trash.purge']) expect(actions).toContain(action);
    expect(entries.some((e) => e.action === 'delete' && e.door === 'graphql' && e.actor?.email === EDITOR.email)).toBe(true);
    expect(entries.some((e) => e.action === 'restore' && e.door === 'rest' && e.actor?.email === ADMIN.email)).toBe(true);
  });
});
