import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import request from 'supertest';
import { startServer, type RunningServer } from '../../boot';
import { loadConfig } from '../../server/config';
import { createServerDatabase, testDbTarget } from '../helpers/database';
import { pngImage } from '../helpers/images';

/**
 * The restore drill: content made through both doors on a running server, a backup taken with
 * `npm run backup` while writes go on, `npm run restore` into a fresh data directory, a server
 * started there, and every public answer and image byte compared; the team member signs in with
 * their password and two-factor code.
 */
const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-drill-'));
const ADMIN = { email: 'drill-admin@example.com', password: 'drill-admin-password-1' };
const MEMBER = { email: 'drill-member@example.com', password: 'drill-member-password-1' };
/**
 * Where a site's data lives: a PGlite data directory, or (the PostgreSQL project) a brand-new
 * database on the test server, dropped afterwards.
 */
interface Place {
  dataDir: string;
  url: string;
}
const drops: (() => Promise<void>)[] = [];
async function place(name: string): Promise<Place> {
  if (testDbTarget() === 'pglite') return { dataDir: path.join(work, name), url: '' };
  const { url, drop } = await createServerDatabase(`mg_drill_${name}`);
  drops.push(drop);
  return { dataDir: path.join(work, name), url };
}
const env = (at: Place) => ({ NODE_ENV: 'test', PORT: '0', DATA_DIR: at.dataDir, DATABASE_URL: at.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL: 'http://drill.example', LOG_LEVEL: 'silent' });
const servers: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await Promise.all(drops.map((drop) => drop()));
  fs.rmSync(work, { recursive: true, force: true });
}, 30_000);

/** `npm run <script> -- args` against `at`; resolves with its exit code and output. */
function npmRun(script: string, args: string[], at: Place): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: { ...process.env, ...env(at) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** JSON with its keys in order, at every level. */
const sorted = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(sorted) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)])) : value;
/**
 * A page's Apollo state lists its queries in the order they finished during the render, which
 * varies from render to render: compared by content, in key order. Everything else byte for byte.
 */
const comparable = (body: string) =>
  body.replace(/(<script type="application\/json" id="__APOLLO_STATE__">)(.*?)(<\/script>)/s, (_m, open: string, json: string, close: string) => open + JSON.stringify(sorted(JSON.parse(json))) + close);

async function start(at: Place) {
  const server = await startServer(loadConfig(env(at)));
  servers.push(server);
  return server;
}

describe('restore drill', () => {
  it('restores a backup taken during writes into a fresh directory that serves the same answers and image bytes', async () => {
    const from = await place('source');
    const source = await start(from);
    const http = request(source.url);
    const admin = `Bearer ${(await http.post('/api/auth/login').send(ADMIN)).body.accessToken}`;
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await http.post('/api/graphql').set('Authorization', admin).send({ query, variables });
      expect(res.body.errors).toBeUndefined();
      return res.body.data;
    };

    // Through GraphQL: a stage, news, a partner, the info page.
    const stage = (await gql('mutation { createStage(input: { name: "Main Stage", order: 1 }) { _id } }')).createStage._id as string;
    await gql('mutation($i: NewsInput!) { createNewsArticle(input: $i) { _id } }', { i: { title: 'Gates open', excerpt: 'Friday.', content: 'Doors at noon.', publishedAt: '2026-01-02T10:00:00Z' } });
    await gql('mutation($i: PartnerInput!) { createPartner(input: $i) { _id } }', { i: { name: 'Anvil Beer', url: 'https://anvil.example/', tier: 'main', order: 1 } });
    await gql('mutation($i: InfoPageInput!) { updateInfoPage(input: $i) { updatedAt } }', { i: { faq: [{ question: 'Camping?', answer: 'Yes, by the river.' }] } });
    // Through REST: bands with images and set times, news, a partner's logo, the site assets.
    for (const [i, name] of ['Iron Drill', 'Backup Wolves'].entries()) {
      const band = await http.post('/api/lineup').set('Authorization', admin).field({ name, country: 'Romania', genre: 'Doom', order: String(i + 1), biography: 'Loud.', stageId: stage, startsAt: `2026-09-26T1${8 + i}:00:00Z`, endsAt: `2026-09-26T1${8 + i}:45:00Z` }).attach('image', await pngImage(), `band${i}.png`);
      expect(band.status).toBe(201);
    }
    expect((await http.post('/api/news').set('Authorization', admin).send({ title: 'Lineup complete', excerpt: 'All in.', content: 'Two bands.', publishedAt: '2026-01-03T10:00:00Z' })).status).toBe(201);
    expect((await http.post('/api/partners').set('Authorization', admin).field({ name: 'Riff Radio', tier: 'partner', order: '2' }).attach('logo', await pngImage(), 'logo.png')).status).toBe(201);
    expect((await http.post('/api/site-assets').set('Authorization', admin).field('bannerText', 'See you at the gates').attach('logo', await pngImage(), 'site.png')).status).toBe(200);

    // A team member with two-factor.
    const invite = await http.post('/api/users/invites').set('Authorization', admin).send({ email: MEMBER.email, role: 'editor' });
    const token = new URL(invite.body.invite.url).hash.replace(/^#token=/, '');
    const member = `Bearer ${(await http.post('/api/auth/accept-invite').send({ token, password: MEMBER.password })).body.accessToken}`;
    const { secret } = (await http.post('/api/auth/2fa/setup').set('Authorization', member)).body as { secret: string };
    expect((await http.post('/api/auth/2fa/enable').set('Authorization', member).send({ code: await generate({ secret }) })).status).toBe(200);

    // The backup, while invitations (rows no public answer shows) keep being written.
    let writing = true;
    let written = 0;
    const writes = (async () => {
      while (writing) {
        const res = await http.post('/api/users/invites').set('Authorization', admin).send({ email: `during-${written}@example.com`, role: 'editor' });
        expect(res.status).toBe(201);
        written += 1;
      }
    })();
    const file = path.join(work, 'drill.mgbackup.gz');
    const backup = await npmRun('backup', ['--out', file], from);
    writing = false;
    await writes;
    expect(backup.output).toContain('written to');
    expect(backup.code).toBe(0);
    expect(written).toBeGreaterThan(0);

    // A restore into a fresh directory; then a second one there is refused (bad files: backup.test.ts).
    const target = await place('restored');
    const restore = await npmRun('restore', [file], target);
    expect(restore.output).toMatch(/Restored .* into .*(restored|DATABASE_URL):\n\s+4 image file\(s\)/);
    // A snapshot of one moment: some of the invitations written meanwhile, each whole.
    const invites = Number(/invites (\d+)/.exec(restore.output)?.[1]);
    expect(invites).toBeGreaterThanOrEqual(1);
    expect(invites).toBeLessThanOrEqual(written + 1);
    expect(restore.code).toBe(0);
    const again = await npmRun('restore', [file], target);
    expect(again.code).toBe(2);
    expect(again.output).toMatch(/already holds (a database with )?data/);
    const restored = await start(target);
    const [a, b] = [request(source.url), request(restored.url)];
    const paths = ['/api/lineup', '/api/news', '/api/partners', '/api/infopage', '/api/site-assets', '/api/stages', '/api/festivals', '/api/archives', '/api/lineup.ics', '/rss.xml', '/sitemap.xml', '/', '/lineup', '/info'];
    const bodies: string[] = [];
    // Every item of each list by its own path too (a list answer may wrap its items: find every _id).
    for (const list of ['lineup', 'news', 'partners', 'stages']) {
      const ids = JSON.stringify((await a.get(`/api/${list}`)).body).match(/"_id":"[^"]+"/g) ?? [];
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) paths.push(`/api/${list}/${id.slice(7, -1)}`);
    }
    const query = '{ bands { _id name image imageVariants { widths } } news { _id title } partners { _id name logo } siteAssets { bannerText } infoPage { faq { question answer } } stages { _id name } }';
    paths.push(`/api/graphql?query=${encodeURIComponent(query)}`);
    for (const p of paths) {
      const [from, to] = await Promise.all([a.get(p).set('Apollo-Require-Preflight', 'true').buffer(true), b.get(p).set('Apollo-Require-Preflight', 'true').buffer(true)]);
      const text = (res: typeof from) => comparable(Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text);
      expect({ path: p, status: to.status, same: text(to) === text(from) }).toEqual({ path: p, status: from.status, same: true });
      bodies.push(text(from));
    }
    const images = [...new Set(bodies.join('\n').match(/\/api\/uploads\/[\w.-]+/g) ?? [])];
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      const [from, to] = await Promise.all([a.get(image).responseType('blob'), b.get(image).responseType('blob')]);
      expect(from.status).toBe(200);
      expect(Buffer.compare(to.body as Buffer, from.body as Buffer)).toBe(0);
    }

    // The member signs in on the restored site: password, then a code from their authenticator.
    const first = await b.post('/api/auth/login').send(MEMBER);
    expect(first.body.twoFactorRequired).toBe(true);
    const code = await generate({ secret, epoch: Math.floor((Date.now() + 30_000) / 1000) });
    const signedIn = await b.post('/api/auth/2fa/verify').send({ challenge: first.body.challenge, code });
    expect(signedIn.status).toBe(200);
    expect((await b.get('/api/auth/me').set('Authorization', `Bearer ${signedIn.body.accessToken}`)).body.user.email).toBe(MEMBER.email);
    // Minutes, not seconds, only on a machine busy with other work: two servers, three commands.
  }, 300_000);
});
