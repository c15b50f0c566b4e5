import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { codeOf, gql, gqlUpload } from '../gateway/helpers';
import { signedInApp, type TestApp } from '../helpers/test-app';

let t: TestApp, admin: string, user: string;
beforeAll(async () => {
  ({ t, admin, user } = await signedInApp());
  for (const [name, order] of [['Main Stage', 1], ['Club Stage', 2]] as const) {
    expect((await t.http.post('/api/stages').set('Authorization', admin).send({ name, order })).status).toBe(201);
  }
});
afterAll(() => t.close());

const DAYS = ['2026-09-25', '2026-09-26', '2026-09-27'];
const HEADER = 'name,country,genre,biography,stage,start,end';
const pad = (n: number) => String(n).padStart(2, '0');

/** 60 bands, 20 a day on two stages, 45-minute sets on the hour from 14:00; `clash` moves band 11 onto band 20's set (Club Stage, 23:00). */
function lineupCsv({ clash = false } = {}): string {
  const rows = Array.from({ length: 60 }, (_, i) => {
    const day = DAYS[Math.floor(i / 20)]!;
    const slot = clash && i === 10 ? 9 : Math.floor((i % 20) / 2);
    const stage = clash && i === 10 ? 'Club Stage' : i % 2 ? 'Club Stage' : 'Main Stage';
    const hour = 14 + slot;
    return [`Band ${i + 1}`, i === 0 ? 'România' : 'Norway', 'Black metal', `"Formed in ${1990 + i}, ""loud"""`, stage, `${day} ${pad(hour)}:00`, `${day} ${pad(hour)}:45`].join(',');
  });
  return [HEADER, ...rows].join('\r\n');
}

const importCsv = (path: string, csv: string | Buffer, query = '', token = admin) =>
  t.http
    .post(`/api/${path}/import${query}`)
    .set('Authorization', token)
    .attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), { filename: 'lineup.csv', contentType: 'text/csv' });

const bandCount = async () => ((await t.http.get('/api/lineup')).body as unknown[]).length;

describe('a spreadsheet of 60 bands with set times', () => {
  it('a dry run lists the clash by row and keeps nothing; the fixed file imports all 60 in one go', async () => {
    const dry = await importCsv('lineup', lineupCsv({ clash: true }), '?dryRun=true');
    expect(dry.status).toBe(200);
    expect([dry.body.valid, dry.body.invalid]).toEqual([59, 1]);
    const refused = dry.body.rows.filter((r: { ok: boolean }) => !r.ok);
    // Band 20 (row 21) comes second to Club Stage at 23:00: its row names the clash.
    expect(refused).toEqual([{ row: 21, ok: false, errors: [{ column: null, message: expect.stringContaining('Band 11') }] }]);
    expect(await bandCount()).toBe(0);

    const all = await importCsv('lineup', lineupCsv({ clash: true }));
    expect([all.status, all.body.invalid, all.body.rows.length]).toEqual([400, 1, 60]);
    expect(await bandCount()).toBe(0);

    const analysedAt = async () => {
      const result = (await t.database.db.execute(sql`select last_analyze from pg_stat_user_tables where relname = 'bands'`)) as { rows: { last_analyze: Date | null }[] };
      return result.rows[0]?.last_analyze ?? null;
    };
    const notYet = await analysedAt();
    const done = await importCsv('lineup', lineupCsv());
    expect([done.status, done.body]).toEqual([201, { created: 60, updated: 0 }]);
    // A committed import refreshes the table's planner statistics (the embedded database has no autovacuum).
    expect(await analysedAt()).not.toEqual(notYet);
    const lineup = (await t.http.get('/api/lineup')).body as { name: string; performanceDay: string; startsAt: string }[];
    expect(lineup).toHaveLength(60);
    const first = lineup.find((b) => b.name === 'Band 1')!;
    // 14:00 in Bucharest in September is 11:00 UTC.
    expect([first.startsAt, first.performanceDay]).toEqual(['2026-09-25T11:00:00.000Z', '25 September - WARMUP']);
  });

  it('exports every band as UTF-8 with a BOM: REST field names, the stage by name, the set in festival time', async () => {
    const res = await t.http.get('/api/lineup/export.csv').set('Authorization', admin).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(header).toBe('_id,name,country,genre,performanceDay,order,biography,spotifyEmbed,facebook,instagram,youtube,tiktok,bandcamp,website,stage,start,end,image,createdAt,updatedAt');
    expect(lines).toHaveLength(60);
    const band1 = lines.find((l) => l.includes(',Band 1,'))!;
    expect(band1).toContain('România');
    expect(band1).toContain(',Main Stage,2026-09-25 14:00,2026-09-25 14:45,');
    expect(band1).toContain('"Formed in 1990, ""loud"""');

    // The export imports back: a row with an _id updates that band.
    const id = band1.split(',')[0]!;
    const edited = `${header}\n${band1.replace('Band 1,', 'Band One,')}`;
    const again = await importCsv('lineup', edited);
    expect([again.status, again.body]).toEqual([201, { created: 0, updated: 1 }]);
    expect((await t.http.get(`/api/lineup/${id}`)).body.band.name).toBe('Band One');
  });
});

describe('bad files get a clear 4xx naming the row', () => {
  it('an unknown stage and an unreadable time are refused by row and column', async () => {
    const res = await importCsv('lineup', `${HEADER}\nNew Band,UK,,Bio,Moon Stage,2026-09-26 20:00,2026-09-26 21:00\nOther,UK,,Bio,Main Stage,tomorrow,2026-09-26 21:00\nNo Bio,UK,,,,,`, '?dryRun=true');
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      { row: 2, ok: false, errors: [{ column: 'stage', message: 'Unknown stage "Moon Stage"' }] },
      { row: 3, ok: false, errors: [{ column: 'start', message: expect.stringContaining('tomorrow') }] },
      { row: 4, ok: false, errors: [{ column: 'biography', message: 'Biography is required' }] },
    ]);
  });

  it('a file that is not UTF-8, a malformed table, no file, and one over 2 MB', async () => {
    const latin1 = Buffer.from(`${HEADER}\nȘtefan,Rom\xe2nia,,Bio,,,`, 'latin1');
    const notUtf8 = await importCsv('lineup', latin1);
    expect([notUtf8.status, notUtf8.body.error]).toEqual([400, expect.stringMatching(/not UTF-8/)]);
    const ragged = await importCsv('lineup', `${HEADER}\na,b\n`);
    expect([ragged.status, ragged.body.error]).toEqual([400, expect.stringMatching(/not a CSV table \(row 2\)/)]);
    const none = await t.http.post('/api/lineup/import').set('Authorization', admin).field('x', 'y');
    expect([none.status, none.body.details]).toEqual([400, { file: 'A CSV file is required' }]);
    const huge = await importCsv('lineup', Buffer.alloc(2 * 1024 * 1024 + 10, 'a'));
    expect(huge.status).toBe(413);
  });

  it('needs the write capability: 401 anonymous, 403 a plain user, for export and import alike', async () => {
    expect((await t.http.get('/api/lineup/export.csv')).status).toBe(401);
    expect((await t.http.get('/api/news/export.csv').set('Authorization', user)).status).toBe(403);
    expect((await importCsv('news', 'title\nx', '', user)).status).toBe(403);
  });

  it('news imports too, and every collection exports (stages, archives, partners, festivals)', async () => {
    const news = await importCsv('news', 'title,excerpt,content,publishedAt,author,tags\n"Ședință",Scurt,Text,2026-05-01,Press,"a, b"\n');
    expect([news.status, news.body]).toEqual([201, { created: 1, updated: 0 }]);
    const article = (await t.http.get('/api/news?q=sedinta')).body.articles[0];
    expect([article.title, article.tags]).toEqual(['Ședință', ['a', 'b']]);
    for (const path of ['stages', 'archives', 'partners', 'festivals', 'news']) {
      const res = await t.http.get(`/api/${path}/export.csv`).set('Authorization', admin);
      expect([path, res.status]).toEqual([path, 200]);
    }
    expect((await t.http.post('/api/stages/import').set('Authorization', admin)).status).toBe(404);
  });
});

describe('GraphQL exportCsv and importCsv', () => {
  const IMPORT = 'mutation($c: String!, $f: Upload!, $d: Boolean) { importCsv(collection: $c, file: $f, dryRun: $d) { rows { row ok errors { column message } } valid invalid imported created updated } }';
  const upload = (csv: string, dryRun: boolean, token = admin) =>
    gqlUpload(t, IMPORT, { c: 'news', f: null, d: dryRun }, { f: { buffer: Buffer.from(csv), filename: 'news.csv', contentType: 'text/csv' } }, token);

  it('the same rows, dry run and all-or-nothing as REST; the export as text', async () => {
    const bad = 'title,excerpt,content,publishedAt\nGood,E,C,2026-02-01\nNo date,E,C,\n';
    const dry = await upload(bad, true);
    expect(dry.body.data.importCsv).toEqual({
      rows: [
        { row: 2, ok: true, errors: [] },
        { row: 3, ok: false, errors: [{ column: 'publishedAt', message: 'Published date is required' }] },
      ],
      valid: 1,
      invalid: 1,
      imported: false,
      created: 0,
      updated: 0,
    });
    const refused = await upload(bad, false);
    expect([refused.body.data.importCsv.imported, refused.body.data.importCsv.created]).toEqual([false, 0]);
    const done = await upload('title,excerpt,content,publishedAt\nFrom GraphQL,E,C,2026-02-01\n', false);
    expect(done.body.data.importCsv).toMatchObject({ imported: true, created: 1, updated: 0 });
    const exported = await gql(t, '{ exportCsv(collection: "news") }', {}, admin);
    expect(exported.body.data.exportCsv).toMatch(/^\uFEFF_id,title,slug,excerpt,content,image,publishedAt,author,tags,status,publishAt,createdAt,updatedAt\r?\n/);
    expect(exported.body.data.exportCsv).toContain('From GraphQL');
    const unknown = await gql(t, '{ exportCsv(collection: "users") }', {}, admin);
    expect([unknown.status, codeOf(unknown)]).toEqual([400, 'BAD_USER_INPUT']);
    const anonymous = await gql(t, '{ exportCsv(collection: "news") }');
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
  });
});
