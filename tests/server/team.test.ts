import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { invites, users } from '../../server/db/schema';
import { INVITE_TTL_MS } from '../../server/services/team/service';
import { captureSmtp, type CapturedMail } from '../helpers/smtp-capture';
import { ADMIN, createTestApp, USER, type TestApp } from '../helpers/test-app';

/**
 * The team (issue 25): roles, invitations, members, reset links, password change and sessions,
 * through both doors. One app; the tests build on each other in order (an editor invited first
 * is the one whose access is checked, then deactivated).
 */
let t: TestApp;
let admin: string;
let user: string;
let smtp: Awaited<ReturnType<typeof captureSmtp>>;
/** What the local SMTP server received (SMTP_URL points the app at it). */
let mails: CapturedMail[];
beforeAll(async () => {
  smtp = await captureSmtp();
  mails = smtp.mails;
  t = await createTestApp({ LOGIN_RATE_LIMIT: '50', SMTP_URL: smtp.url });
  admin = await t.adminToken();
  user = await t.userToken();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const EDITOR = { email: 'editor@example.com', password: 'editor-secret' };

const tokenOf = (url: string) => new URL(url).hash.replace(/^#token=/, '');
const bearer = (session: { accessToken: string }) => `Bearer ${session.accessToken}`;

async function gql(auth: string | null, query: string, variables: Record<string, unknown> = {}) {
  const req = t.http.post('/api/graphql');
  if (auth) req.set('Authorization', auth);
  const res = await req.send({ query, variables });
  return { data: res.body.data, code: res.body.errors?.[0]?.extensions?.code as string | undefined, body: res.body };
}

async function invite(email: string, role: string, auth = admin) {
  return t.http.post('/api/users/invites').set('Authorization', auth).send({ email, role });
}

let editor: string;
let editorSession: { accessToken: string; refreshToken: string; user: { _id: string } };

describe('invitations', () => {
  it('an admin invites by email and role: a 7-day one-time link, only its hash stored', async () => {
    const res = await invite('Editor@Example.com', 'editor');
    expect(res.status).toBe(201);
    expect(res.body.invite).toEqual({
      _id: expect.any(String),
      email: EDITOR.email,
      role: 'editor',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/admin\/accept-invite#token=[\w-]{43}$/),
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const { expiresAt, createdAt, url } = res.body.invite;
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(INVITE_TTL_MS);
    const [row] = await t.database.db.select().from(invites).where(eq(invites.id, res.body.invite._id));
    expect(JSON.stringify(row)).not.toContain(tokenOf(url));

    const pending = await t.http.get('/api/users/invites').set('Authorization', admin);
    expect(pending.body.invites).toEqual([expect.objectContaining({ _id: res.body.invite._id, email: EDITOR.email })]);
    expect(pending.body.invites[0].url).toBeUndefined();
  });

  it('refuses bad input (unknown role, bad email, a member) with 4xx and stores nothing', async () => {
    const before = await t.database.db.select().from(invites);
    const unknownRole = await invite('x@example.com', 'owner');
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.details).toEqual({ role: 'Role must be one of: admin, editor, user' });
    expect((await invite('nope', 'editor')).status).toBe(400);
    expect((await invite(USER.email, 'editor')).status).toBe(409);
    expect(await t.database.db.select().from(invites)).toEqual(before);
  });

  it('only admins invite or list invitations (403 for users, 401 anonymous, both doors)', async () => {
    expect((await invite('x@example.com', 'editor', user)).status).toBe(403);
    expect((await t.http.get('/api/users/invites')).status).toBe(401);
    const viaGraphql = await gql(user, 'mutation { inviteMember(input: {email: "x@example.com", role: editor}) { _id } }');
    expect(viaGraphql.code).toBe('FORBIDDEN');
  });

  it('accepting signs the new member in with the invited role; the link works once', async () => {
    const { body } = await invite(EDITOR.email, 'editor');
    const token = tokenOf(body.invite.url);
    const short = await t.http.post('/api/auth/accept-invite').send({ token, password: '123' });
    expect(short.status).toBe(400);
    const accepted = await t.http.post('/api/auth/accept-invite').send({ token, password: EDITOR.password });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email: EDITOR.email, role: 'editor' });
    editorSession = accepted.body;
    editor = bearer(editorSession);
    const again = await t.http.post('/api/auth/accept-invite').send({ token, password: 'another-one-entirely' });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('This link is invalid, used or expired');
    expect((await t.http.post('/api/auth/login').send(EDITOR)).status).toBe(200);
  });

  it('a replaced, revoked or expired invitation is refused with 400 (GraphQL too)', async () => {
    const first = await invite('late@example.com', 'editor');
    const second = await invite('late@example.com', 'user');
    const replaced = await t.http.post('/api/auth/accept-invite').send({ token: tokenOf(first.body.invite.url), password: 'late-member-lantern' });
    expect(replaced.status).toBe(400);

    const revoke = await t.http.delete(`/api/users/invites/${second.body.invite._id}`).set('Authorization', admin);
    expect(revoke.status).toBe(204);
    expect((await t.http.delete(`/api/users/invites/${second.body.invite._id}`).set('Authorization', admin)).status).toBe(404);
    const revoked = await gql(null, 'mutation($token: String!) { acceptInvite(input: {token: $token, password: "late-member-lantern"}) { accessToken } }', {
      token: tokenOf(second.body.invite.url),
    });
    expect(revoked.code).toBe('BAD_USER_INPUT');

    const viaGraphql = await gql(admin, 'mutation { inviteMember(input: {email: "late@example.com", role: editor}) { url expiresAt } }');
    t.clock.now = new Date(Date.now() + INVITE_TTL_MS + 1000);
    try {
      const expired = await t.http.post('/api/auth/accept-invite').send({ token: tokenOf(viaGraphql.data.inviteMember.url), password: 'late-member-lantern' });
      expect(expired.status).toBe(400);
    } finally {
      t.clock.now = null;
    }
    const [late] = await t.database.db.select().from(users).where(eq(users.email, 'late@example.com'));
    expect(late).toBeUndefined();
  });
});

describe('roles: the editor manages content, not settings or the team (both doors)', () => {
  it('manages bands (REST) and news (GraphQL)', async () => {
    const band = await t.http.post('/api/lineup').set('Authorization', editor).send({ name: 'Editors Band', country: 'Romania', biography: 'b' });
    expect(band.status).toBe(201);
    const news = await gql(
      editor,
      'mutation { createNewsArticle(input: {title: "T", excerpt: "E", content: "C", publishedAt: "2026-01-01T00:00:00.000Z"}) { _id } }',
    );
    expect(news.data?.createNewsArticle._id).toEqual(expect.any(String));
    const countdown = await t.http.post('/api/site-assets').set('Authorization', editor).send({ countdownDate: '2027-09-26T14:00:00.000Z' });
    expect(countdown.status).toBe(200);
  });

  it('gets 403 on festival settings, tracking, SEO, social links, visits and the team', async () => {
    const refused = [
      await t.http.post('/api/festivals').set('Authorization', editor).send({ name: 'F' }),
      await t.http.post('/api/site-assets').set('Authorization', editor).send({ gtmId: 'GTM-ABCDE' }),
      await t.http.post('/api/site-assets').set('Authorization', editor).send({ countdownDate: null, seoTitles: { home: 'x' } }),
      await t.http.post('/api/site-assets').set('Authorization', editor).send({ facebook: 'https://facebook.com/x' }),
      await t.http.get('/api/visits/stats').set('Authorization', editor),
      await t.http.get('/api/users').set('Authorization', editor),
      await t.http.put(`/api/users/${editorSession.user._id}`).set('Authorization', editor).send({ role: 'admin' }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    for (const query of [
      'mutation { createFestival(input: {name: "F"}) { _id } }',
      'mutation { updateSiteAssets(input: {gtmId: "GTM-ABCDE"}) { gtmId } }',
      '{ members { _id } }',
      '{ visitorStats { totalVisitors } }',
    ]) {
      expect((await gql(editor, query)).code).toBe('FORBIDDEN');
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, editorSession.user._id));
    expect(row.role).toBe('editor');
  });

  it('a user manages nothing', async () => {
    expect((await t.http.post('/api/lineup').set('Authorization', user).send({ name: 'X', country: 'Y', biography: 'b' })).status).toBe(403);
    expect((await gql(user, 'mutation { createStage(input: {name: "S"}) { _id } }')).code).toBe('FORBIDDEN');
  });
});

describe('the team', () => {
  it('lists members with role, state and last sign-in (admins only)', async () => {
    const res = await t.http.get('/api/users').set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body.users.map((u: { email: string }) => u.email)).toEqual([ADMIN.email, USER.email, EDITOR.email]);
    expect(res.body.users[2]).toEqual({
      _id: editorSession.user._id,
      email: EDITOR.email,
      role: 'editor',
      active: true,
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
      twoFactor: false,
      passkeys: 0,
    });
    const viaGraphql = await gql(admin, '{ members { email role active } }');
    expect(viaGraphql.data.members).toHaveLength(3);
  });

  it('the last active admin can be neither demoted nor deactivated (409, both doors)', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.email, ADMIN.email));
    expect((await t.http.put(`/api/users/${me.id}`).set('Authorization', admin).send({ role: 'editor' })).status).toBe(409);
    const viaGraphql = await gql(admin, 'mutation($id: ID!) { updateMember(id: $id, input: {active: false}) { active } }', { id: me.id });
    expect(viaGraphql.code).toBe('CONFLICT');
    const unknownRole = await t.http.put(`/api/users/${me.id}`).set('Authorization', admin).send({ role: 'root' });
    expect(unknownRole.status).toBe(400);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(after).toMatchObject({ role: 'admin', active: true });
    expect((await t.http.put('/api/users/no-such-user').set('Authorization', admin).send({ active: false })).status).toBe(404);
  });

  it('changes a role: the next request already carries it', async () => {
    const [member] = await t.database.db.select().from(users).where(eq(users.email, USER.email));
    const res = await t.http.put(`/api/users/${member.id}`).set('Authorization', admin).send({ role: 'editor' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'editor', active: true });
    expect((await t.http.post('/api/stages').set('Authorization', user).send({ name: 'Promoted Stage' })).status).toBe(201);
    await t.http.put(`/api/users/${member.id}`).set('Authorization', admin).send({ role: 'user' });
    expect((await t.http.post('/api/stages').set('Authorization', user).send({ name: 'Demoted Stage' })).status).toBe(403);
  });

  it('deactivating ends every session at once (access and refresh tokens); the row stays', async () => {
    const other = await t.http.post('/api/auth/login').send(EDITOR);
    expect((await t.http.get('/api/auth/me').set('Authorization', editor)).status).toBe(200);
    const res = await gql(admin, 'mutation($id: ID!) { updateMember(id: $id, input: {active: false}) { active } }', { id: editorSession.user._id });
    expect(res.data.updateMember.active).toBe(false);
    expect((await t.http.get('/api/auth/me').set('Authorization', editor)).status).toBe(401);
    expect((await t.http.get('/api/auth/me').set('Authorization', bearer(other.body))).status).toBe(401);
    expect((await t.http.post('/api/auth/refresh').send({ refreshToken: other.body.refreshToken })).status).toBe(401);
    expect((await t.http.post('/api/auth/login').send(EDITOR)).status).toBe(401);
    expect((await t.http.post(`/api/users/${editorSession.user._id}/reset-link`).set('Authorization', admin)).status).toBe(409);

    await t.http.put(`/api/users/${editorSession.user._id}`).set('Authorization', admin).send({ active: true });
    const back = await t.http.post('/api/auth/login').send(EDITOR);
    expect(back.status).toBe(200);
    editor = bearer(back.body);
  });

  it('a reset link sets a new password once and ends the member’s other sessions', async () => {
    const link = await t.http.post(`/api/users/${editorSession.user._id}/reset-link`).set('Authorization', admin);
    expect(link.status).toBe(200);
    expect(link.body).toEqual({ url: expect.stringMatching(/\/admin\/reset-password#token=/), expiresAt: expect.any(String) });
    expect((await t.http.post(`/api/users/${editorSession.user._id}/reset-link`).set('Authorization', user)).status).toBe(403);
    const token = tokenOf(link.body.url);
    const reset = await t.http.post('/api/auth/reset-password').send({ token, password: 'editor-new-secret' });
    expect(reset.status).toBe(200);
    expect((await t.http.get('/api/auth/me').set('Authorization', editor)).status).toBe(401);
    expect((await t.http.post('/api/auth/reset-password').send({ token, password: 'editor-third' })).status).toBe(400);
    expect((await t.http.post('/api/auth/login').send(EDITOR)).status).toBe(401);
    EDITOR.password = 'editor-new-secret';
    editor = bearer(reset.body);
  });
});

describe('one’s own password and sessions', () => {
  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const other = await t.http.post('/api/auth/login').send(EDITOR);
    const wrong = await t.http.post('/api/auth/password').set('Authorization', editor).send({ current: 'nope-nope', next: 'editor-fourth-lantern' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual({ current: 'Current password is incorrect' });
    expect((await t.http.post('/api/auth/password').send({ current: 'a', next: 'bbbbbb' })).status).toBe(401);
    const ok = await gql(editor, 'mutation { changePassword(input: {current: "editor-new-secret", next: "editor-fourth-lantern"}) }');
    expect(ok.data?.changePassword).toBe(true);
    expect((await t.http.get('/api/auth/me').set('Authorization', editor)).status).toBe(200);
    expect((await t.http.get('/api/auth/me').set('Authorization', bearer(other.body))).status).toBe(401);
    EDITOR.password = 'editor-fourth-lantern';
    expect((await t.http.post('/api/auth/login').send(EDITOR)).status).toBe(200);
  });

  it('lists sessions, ends one, and signs out everywhere else', async () => {
    const phone = await t.http.post('/api/auth/login').set('User-Agent', 'Phone browser').send(EDITOR);
    const list = await t.http.get('/api/auth/sessions').set('Authorization', bearer(phone.body));
    expect(list.status).toBe(200);
    expect(list.body.sessions[0]).toEqual({
      _id: expect.any(String),
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      userAgent: 'Phone browser',
      current: true,
    });
    expect(list.body.sessions.length).toBeGreaterThanOrEqual(3);
    expect(list.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const mine = list.body.sessions.find((s: { current: boolean }) => !s.current);
    expect((await t.http.delete(`/api/auth/sessions/${mine._id}`).set('Authorization', user)).status).toBe(404);
    expect((await t.http.delete(`/api/auth/sessions/${mine._id}`).set('Authorization', bearer(phone.body))).status).toBe(204);
    const after = await gql(bearer(phone.body), '{ sessions { _id current } }');
    expect(after.data.sessions.map((s: { _id: string }) => s._id)).not.toContain(mine._id);

    const ended = await gql(bearer(phone.body), 'mutation { endOtherSessions }');
    expect(ended.data.endOtherSessions).toBe(list.body.sessions.length - 2);
    expect((await t.http.get('/api/auth/me').set('Authorization', editor)).status).toBe(401);
    const only = await t.http.get('/api/auth/sessions').set('Authorization', bearer(phone.body));
    expect(only.body.sessions).toEqual([expect.objectContaining({ current: true, userAgent: 'Phone browser' })]);
  });
});

describe('two-factor sign-in (TOTP and recovery codes)', () => {
  const MEMBER = { email: 'totp@example.com', password: 'totp-member-secret' };
  let member: string;
  let secret: string;
  let codes: string[];
  const codeAt = (offsetMs = 0) => generate({ secret, epoch: Math.floor((Date.now() + offsetMs) / 1000) });
  const signIn = async () => {
    const res = await t.http.post('/api/auth/login').send(MEMBER);
    expect(res.status).toBe(200);
    return res.body as { twoFactorRequired?: true; challenge?: string; accessToken?: string };
  };

  beforeAll(async () => {
    const { body } = await invite(MEMBER.email, 'editor');
    const accepted = await t.http.post('/api/auth/accept-invite').send({ token: tokenOf(body.invite.url), password: MEMBER.password });
    member = bearer(accepted.body);
  });

  it('sets up with a secret and otpauth URL, and turns on only with a code from it', async () => {
    const setup = await t.http.post('/api/auth/2fa/setup').set('Authorization', member);
    expect(setup.status).toBe(200);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Metal%20Gates%20Festival:totp%40example\.com\?secret=/);
    secret = setup.body.secret;
    const wrong = await t.http.post('/api/auth/2fa/enable').set('Authorization', member).send({ code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await signIn()).accessToken).toEqual(expect.any(String));

    const on = await gql(member, 'mutation($code: String!) { enableTwoFactor(code: $code) }', { code: await codeAt() });
    codes = on.data.enableTwoFactor;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await gql(member, '{ twoFactor { enabled recoveryCodesLeft } }')).data.twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const listed = await t.http.get('/api/users').set('Authorization', admin);
    expect(listed.body.users.find((u: { email: string }) => u.email === MEMBER.email).twoFactor).toBe(true);
  });

  it('a login answers a challenge; a TOTP code completes it once, a wrong or reused code is refused', async () => {
    const first = await signIn();
    expect(first).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect((await t.http.get('/api/auth/me').set('Authorization', `Bearer ${first.challenge}`)).status).toBe(401);
    const wrong = await t.http.post('/api/auth/2fa/verify').send({ challenge: first.challenge, code: '123456' });
    expect(wrong.status).toBe(401);
    const code = await codeAt(30_000);
    t.clock.now = new Date(Date.now() + 30_000);
    try {
      const ok = await t.http.post('/api/auth/2fa/verify').send({ challenge: first.challenge, code });
      expect(ok.status).toBe(200);
      expect(ok.body.user.email).toBe(MEMBER.email);
      const again = await t.http.post('/api/auth/2fa/verify').send({ challenge: (await signIn()).challenge, code });
      expect(again.status).toBe(401);
    } finally {
      t.clock.now = null;
    }
  });

  it('each recovery code works once (both doors); a challenge expires after 5 minutes', async () => {
    const viaGraphql = await gql(null, 'mutation($input: CredentialsInput!) { login(input: $input) { accessToken } }', { input: MEMBER });
    expect(viaGraphql.code).toBe('TWO_FACTOR_REQUIRED');
    const challenge = viaGraphql.body.errors[0].extensions.challenge as string;
    const verified = await gql(null, 'mutation($input: TwoFactorVerifyInput!) { verifyTwoFactor(input: $input) { accessToken user { email } } }', {
      input: { challenge, code: codes[0].toUpperCase() },
    });
    expect(verified.data.verifyTwoFactor.user.email).toBe(MEMBER.email);
    const reused = await t.http.post('/api/auth/2fa/verify').send({ challenge: (await signIn()).challenge, code: codes[0] });
    expect(reused.status).toBe(401);
    expect((await t.http.post('/api/auth/2fa/verify').send({ challenge: (await signIn()).challenge, code: codes[1] })).status).toBe(200);

    const late = (await signIn()).challenge;
    t.clock.now = new Date(Date.now() + 5 * 60_000 + 1000);
    try {
      const expired = await t.http.post('/api/auth/2fa/verify').send({ challenge: late, code: codes[2] });
      expect(expired.status).toBe(401);
    } finally {
      t.clock.now = null;
    }
    expect((await t.http.get('/api/auth/2fa').set('Authorization', member)).body).toEqual({ enabled: true, recoveryCodesLeft: 8, required: false, satisfied: true });
  });

  it('turns off with a code; then a login answers tokens again', async () => {
    expect((await t.http.post('/api/auth/2fa/disable').set('Authorization', member).send({ code: 'nope' })).status).toBe(400);
    expect((await t.http.post('/api/auth/2fa/disable').set('Authorization', member).send({ code: codes[3] })).status).toBe(204);
    expect((await signIn()).accessToken).toEqual(expect.any(String));
    expect((await t.http.post('/api/auth/2fa/disable').set('Authorization', member).send({ code: codes[4] })).status).toBe(409);
  });
});

describe('requiring two-factor of all staff', () => {
  const STRICT = { email: 'strict@example.com', password: 'strict-secret' };
  let strict: string;
  const newBand = (auth: string) => t.http.post('/api/lineup').set('Authorization', auth).send({ name: `Band ${Math.random()}`, country: 'RO', biography: 'b' });

  async function turnOnTwoFactor(auth: string) {
    const { body } = await t.http.post('/api/auth/2fa/setup').set('Authorization', auth);
    const res = await t.http.post('/api/auth/2fa/enable').set('Authorization', auth).send({ code: await generate({ secret: body.secret }) });
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    const { body } = await invite(STRICT.email, 'editor');
    strict = bearer((await t.http.post('/api/auth/accept-invite').send({ token: tokenOf(body.invite.url), password: STRICT.password })).body);
  });

  it('only an admin with two-factor on may require it', async () => {
    expect((await t.http.put('/api/users/policy').set('Authorization', user).send({ requireTwoFactor: true })).status).toBe(403);
    expect((await t.http.put('/api/users/policy').set('Authorization', admin).send({ requireTwoFactor: 'yes' })).status).toBe(400);
    const bare = await gql(admin, 'mutation { updateTeamPolicy(requireTwoFactor: true) { requireTwoFactor } }');
    expect(bare.code).toBe('CONFLICT');
    expect((await t.http.get('/api/users/policy').set('Authorization', admin)).body).toEqual({ policy: { requireTwoFactor: false } });
    await turnOnTwoFactor(admin);
    const on = await gql(admin, 'mutation { updateTeamPolicy(requireTwoFactor: true) { requireTwoFactor } }');
    expect(on.data.updateTeamPolicy).toEqual({ requireTwoFactor: true });
  });

  it('a staff member without it may use only their account until they set it up (both doors)', async () => {
    const refused = await newBand(strict);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Two-factor sign-in is required: set it up under Account first');
    expect((await gql(strict, 'mutation { createStage(input: {name: "Strict Stage"}) { _id } }')).code).toBe('FORBIDDEN');
    expect((await t.http.get('/api/auth/2fa').set('Authorization', strict)).body).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true, satisfied: false });
    expect((await t.http.get('/api/auth/sessions').set('Authorization', strict)).status).toBe(200);
    await turnOnTwoFactor(strict);
    expect((await newBand(strict)).status).toBe(201);
    expect((await newBand(admin)).status).toBe(201);

    await t.http.put('/api/users/policy').set('Authorization', admin).send({ requireTwoFactor: false });
    expect((await t.http.get('/api/users/policy').set('Authorization', admin)).body.policy.requireTwoFactor).toBe(false);
  });

  it('wrong codes count against the account (20 free here): then this client waits, even with a right code', async () => {
    const { body } = await t.http.post('/api/auth/login').send(STRICT);
    const wrong = [];
    for (let i = 0; i < 20; i++) wrong.push((await t.http.post('/api/auth/2fa/verify').send({ challenge: body.challenge, code: '000000' })).status);
    expect(new Set(wrong)).toEqual(new Set([401]));
    // The 21st failure puts the account on a growing delay, which this failing client waits out.
    const statuses: number[] = [];
    while (statuses.length < 6 && statuses.at(-1) !== 429) {
      const limited = await t.http.post('/api/auth/2fa/verify').send({ challenge: body.challenge, code: 'abcde-fghij' });
      statuses.push(limited.status);
      if (limited.status === 429) expect(limited.headers['retry-after']).toEqual(expect.any(String));
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('with SMTP_URL set', () => {
  it('mails every invitation link too (nodemailer, to the local SMTP server)', async () => {
    const res = await invite('new@example.com', 'editor');
    expect(res.status).toBe(201);
    const mail = mails.at(-1)!;
    expect(mail.to).toEqual(['new@example.com']);
    // Quoted-printable may wrap the long link: unwrap soft line breaks before looking for it.
    expect(mail.text.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain(res.body.invite.url);
  });
});
