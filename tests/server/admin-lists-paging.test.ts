/**
 * The lists that are not collections page and search by the same rule (#37 items 1, 2 and 4): the
 * team's members and invitations, the inbox and the trash take `limit`, `cursor` and `q` at both
 * doors, walk each item once, and answer `offset`, a limit out of 1 to 1000 and a forged or another
 * list's cursor with the same 400 as the collections.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { trash } from '../../server/db/history-schema';
import { contactMessages, invites } from '../../server/db/schema';
import { codeOf, gql } from '../gateway/helpers';
import { adminApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  const db = t.database.db;
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * DAY);
  // Straight into the tables: what is tested is the paging, not 12 invitations mailed. Pairs share
  // an instant, so the order's later keys decide between them.
  await db.insert(contactMessages).values(
    Array.from({ length: 9 }, (_, i) => ({ name: i === 4 ? 'Ștefan Mötley' : `Visitor ${i}`, email: `visitor${i}@mail${i % 2}.example`, subject: `Subject ${i}`, message: 'Hello', createdAt: at(i) })),
  );
  await db.insert(invites).values(
    Array.from({ length: 7 }, (_, i) => ({ email: `ana.popescu${i}@band${i}.example`, role: i % 3 === 0 ? ('admin' as const) : ('editor' as const), tokenHash: `hash-${i}`, createdAt: at(i), expiresAt: new Date(Date.now() + DAY) })),
  );
  await db.insert(trash).values(
    Array.from({ length: 5 }, (_, i) => ({ collection: i % 2 ? 'news' : 'bands', itemId: `gone-${i}`, title: i === 2 ? 'Mötley Crüe' : `Gone ${i}`, row: {}, deletedAt: at(i), deletedByEmail: 'admin@example.com', purgeAt: new Date(Date.now() + 30 * DAY) })),
  );
  for (const email of ['ana@members.example', 'bob@members.example', 'cara@other.example']) {
    expect((await t.http.post('/api/auth/register').send({ email, password: 'member-secret-1' })).status).toBe(201);
  }
}, 60_000);
afterAll(() => t.close());

interface List {
  rest: string;
  key: string;
  graphql: string;
  filter: string;
}
const LISTS: Record<string, List> = {
  members: { rest: '/api/users', key: 'users', graphql: 'membersPage', filter: '$role: Role' },
  invites: { rest: '/api/users/invites', key: 'invites', graphql: 'invitesPage', filter: '$role: Role' },
  inbox: { rest: '/api/contact', key: 'contacts', graphql: 'contactInbox', filter: '$status: String' },
  trash: { rest: '/api/trash', key: 'items', graphql: 'trashPage', filter: '$collection: String' },
};

const rest = async (list: List, query: Record<string, string | number> = {}) => {
  const res = await t.http.get(list.rest).query(query).set('Authorization', admin);
  return res;
};
const ids = (items: { _id: string }[]) => items.map((i) => i._id);

async function graphqlPage(list: List, variables: Record<string, unknown>) {
  const [filter] = list.filter.slice(1).split(':');
  const items = list.graphql === 'contactInbox' ? 'messages' : 'items';
  const query = `query($limit: Int!, $cursor: String, $q: String, ${list.filter}) { page: ${list.graphql}(limit: $limit, cursor: $cursor, q: $q, ${filter}: $${filter}) { ${items} { _id } nextCursor total } }`;
  const res = await gql(t, query, variables, admin);
  expect(res.body.errors).toBeUndefined();
  const page = res.body.data.page;
  return { ids: ids(page[items]), nextCursor: page.nextCursor as string | null, total: page.total as number };
}

/** Every page of `limit` 2 through one door, the items in order. */
async function walk(next: (cursor: string | null) => Promise<{ ids: string[]; nextCursor: string | null; total: number }>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let total: number;
  do {
    const page: Awaited<ReturnType<typeof next>> = await next(cursor);
    seen.push(...page.ids);
    ({ nextCursor: cursor, total } = page);
  } while (cursor && seen.length < 100);
  return { seen, total };
}

describe.each(Object.entries(LISTS))('%s', (_name, list) => {
  it('walks in pages of 2, each item once in the whole list order, the same through both doors', async () => {
    const whole = await rest(list);
    expect(whole.status).toBe(200);
    const all = ids(whole.body[list.key]);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const viaRest = await walk(async (cursor) => {
      const res = await rest(list, { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      return { ids: ids(res.body[list.key]), nextCursor: res.body.nextCursor, total: res.body.total };
    });
    expect(viaRest).toEqual({ seen: all, total: all.length });
    expect(await walk((cursor) => graphqlPage(list, { limit: 2, cursor }))).toEqual(viaRest);
  });

  it('refuses offset, a limit out of 1 to 1000 and a forged or another list’s cursor with 400 at both doors', async () => {
    const refused = async (query: Record<string, string | number>, field: string) => {
      const res = await rest(list, query);
      expect([res.status, Object.keys(res.body.details ?? {})]).toEqual([400, [field]]);
      return res.body.error as string;
    };
    expect(await refused({ offset: 2 }, 'offset')).toMatch(/offset is not supported/);
    expect(await refused({ limit: 1001 }, 'limit')).toMatch(/at most 1000/);
    expect(await refused({ limit: 0 }, 'limit')).toMatch(/at least 1/);
    const { nextCursor } = (await rest(list, { limit: 1 })).body;
    const [payload, mac] = (nextCursor as string).split('.');
    const forged = `${Buffer.from(JSON.stringify({ l: JSON.parse(Buffer.from(payload!, 'base64url').toString()).l, k: ['2099-01-01', 'x', 'y'] })).toString('base64url')}.${mac}`;
    expect(await refused({ limit: 1, cursor: forged }, 'cursor')).toMatch(/Cursor is not valid/);
    const another = (await rest(list === LISTS.trash ? LISTS.inbox! : LISTS.trash!, { limit: 1 })).body.nextCursor;
    expect(await refused({ limit: 1, cursor: another }, 'cursor')).toMatch(/Cursor is not valid/);

    const tooMany = await gql(t, `query($limit: Int!) { ${list.graphql}(limit: $limit) { total } }`, { limit: 1001 }, admin);
    expect([tooMany.status, codeOf(tooMany), tooMany.body.errors[0].extensions.details]).toEqual([400, 'BAD_USER_INPUT', { limit: 'Limit must be at most 1000' }]);
    const forgedPage = await gql(t, `query($c: String) { ${list.graphql}(limit: 1, cursor: $c) { total } }`, { c: forged }, admin);
    expect([forgedPage.status, forgedPage.body.errors[0].extensions.details]).toEqual([400, { cursor: expect.stringMatching(/Cursor is not valid/) }]);
    const offset = await gql(t, `{ ${list.graphql}(limit: 1, offset: 1) { total } }`, undefined, admin);
    // The inbox kept its older `offset` argument (clients knew it): refused by the service rather than by validation.
    expect([offset.status, codeOf(offset)]).toEqual([400, list.graphql === 'contactInbox' ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED']);
    if (list.graphql === 'contactInbox') expect(offset.body.errors[0].extensions.details).toEqual({ offset: expect.stringMatching(/offset is not supported/) });
  });
});

describe('search and filters, in the database, at both doors', () => {
  const found = async (list: List, query: Record<string, string>) => {
    const res = await rest(list, { limit: 50, ...query });
    expect(res.status).toBe(200);
    return res.body[list.key] as Record<string, string>[];
  };

  it('members: an address by its parts, and by role', async () => {
    expect((await found(LISTS.members!, { q: 'members' })).map((m) => m.email)).toEqual(['ana@members.example', 'bob@members.example']);
    expect((await found(LISTS.members!, { q: 'cara@other.example' })).map((m) => m.email)).toEqual(['cara@other.example']);
    expect((await found(LISTS.members!, { role: 'admin' })).map((m) => m.role)).toEqual(['admin']);
    expect((await rest(LISTS.members!, { role: 'owner' })).status).toBe(400);
    const viaGraphql = await gql(t, '{ members(q: "bob") { email } }', undefined, admin);
    expect(viaGraphql.body.data.members).toEqual([{ email: 'bob@members.example' }]);
  });

  it('invitations: popescu finds ana.popescu…, filtered by role, newest first', async () => {
    const popescu = await found(LISTS.invites!, { q: 'popescu' });
    expect(popescu).toHaveLength(7);
    expect(new Date(popescu[0]!.createdAt!).getTime()).toBeGreaterThanOrEqual(new Date(popescu[6]!.createdAt!).getTime());
    expect((await found(LISTS.invites!, { q: 'band3' })).map((i) => i.email)).toEqual(['ana.popescu3@band3.example']);
    expect((await found(LISTS.invites!, { role: 'admin' })).map((i) => i.email).sort()).toEqual(['ana.popescu0@band0.example', 'ana.popescu3@band3.example', 'ana.popescu6@band6.example']);
  });

  it('the inbox: stefan finds Ștefan, motley finds Mötley, with status; total and unread beside', async () => {
    const res = await rest(LISTS.inbox!, { q: 'stefan motley', limit: 5 });
    expect(res.body).toMatchObject({ contacts: [{ name: 'Ștefan Mötley' }], total: 1, nextCursor: null, unread: 9 });
    expect((await found(LISTS.inbox!, { q: 'mail1', status: 'new' })).length).toBe(4);
    expect(await found(LISTS.inbox!, { q: 'visitor', status: 'handled' })).toEqual([]);
    const viaGraphql = await gql(t, '{ contactInbox(q: "ȘTEFAN") { total messages { name } } }', undefined, admin);
    expect(viaGraphql.body.data.contactInbox).toEqual({ total: 1, messages: [{ name: 'Ștefan Mötley' }] });
  });

  it('the trash: by title ignoring accents, by who deleted it, by collection', async () => {
    expect((await found(LISTS.trash!, { q: 'motley crue' })).map((i) => i.title)).toEqual(['Mötley Crüe']);
    expect(await found(LISTS.trash!, { q: 'admin' })).toHaveLength(5);
    expect((await found(LISTS.trash!, { collection: 'news' })).map((i) => i._id)).toEqual(['gone-3', 'gone-1']);
    const viaGraphql = await gql(t, '{ trash(collection: "bands", q: "gone") { _id } }', undefined, admin);
    expect(viaGraphql.body.data.trash).toEqual([{ _id: 'gone-4' }, { _id: 'gone-0' }]);
  });
});
