import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import { captureSmtp, type CapturedMail } from '../helpers/smtp-capture';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Sign-in as staff expect (issue 32, item 4): "Forgot password?" mails a reset link (or says to ask
 * an admin), the same answer for any address, rate limited; team passwords need 12 characters and
 * a strength estimator's approval; recovery codes can be regenerated. Both doors.
 */
let t: TestApp;
let admin: string;
let smtp: Awaited<ReturnType<typeof captureSmtp>>;
/** What the local SMTP server received (SMTP_URL points the app at it). */
let mails: CapturedMail[];
beforeAll(async () => {
  smtp = await captureSmtp();
  mails = smtp.mails;
  t = await createTestApp({ LOGIN_RATE_LIMIT: '4', SMTP_URL: smtp.url });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const tokenOf = (url: string) => new URL(url).hash.replace(/^#token=/, '');
// Quoted-printable may wrap the long link: unwrap soft line breaks before looking for it.
const linkIn = (text: string) => text.replace(/=\r\n/g, '').replace(/=3D/g, '=').match(/https?:\/\/\S+\/admin\/reset-password#token=[\w-]+/)?.[0];

async function gql(auth: string | null, query: string, variables: Record<string, unknown> = {}, ip = '192.0.2.99') {
  const req = t.http.post('/api/graphql').set(from(ip));
  if (auth) req.set('Authorization', auth);
  const res = await req.send({ query, variables });
  const error = res.body.errors?.[0];
  return { data: res.body.data, code: error?.extensions?.code as string | undefined, details: error?.extensions?.details as Record<string, string> | undefined };
}

async function newMember(email: string, password = 'Quiet-Harbour-Lantern-42') {
  const { body } = await t.http.post('/api/users/invites').set('Authorization', admin).send({ email, role: 'editor' });
  const accepted = await t.http.post('/api/auth/accept-invite').send({ token: tokenOf(body.invite.url), password });
  expect(accepted.status).toBe(200);
  return { id: accepted.body.user._id as string, email, password, auth: `Bearer ${accepted.body.accessToken}` };
}

const resetMailsTo = (to: string) => mails.filter((m) => m.to.includes(to) && linkIn(m.text));

/** Waits for the `nth` reset mail to `to` (sent after the answer), by polling what the SMTP server received. */
async function mailTo(to: string, nth = 1) {
  for (let i = 0; i < 200; i++) {
    const mail = resetMailsTo(to)[nth - 1];
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${to}`);
}

describe('forgot password', () => {
  it('mails an active member a one-time reset link; the answer is the same for an unknown address (both doors)', async () => {
    const member = await newMember('forgetful@example.com');
    const known = await t.http.post('/api/auth/forgot-password').set(from('198.51.100.1')).send({ email: 'Forgetful@Example.com' });
    const unknown = await t.http.post('/api/auth/forgot-password').set(from('198.51.100.1')).send({ email: 'nobody@example.com' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ mailed: true, message: expect.stringContaining('If this address belongs to a member of the team') });
    const viaGraphql = await gql(null, 'mutation($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) { mailed message } }', { input: { email: 'ghost@example.com' } });
    expect(viaGraphql.data.requestPasswordReset).toEqual(known.body);

    const link = linkIn((await mailTo(member.email)).text)!;
    expect(link).toEqual(expect.stringContaining('/admin/reset-password#token='));
    const reset = await t.http.post('/api/auth/reset-password').send({ token: tokenOf(link), password: 'Second-Harbour-Lantern-7' });
    expect(reset.status).toBe(200);
    expect((await t.http.post('/api/auth/reset-password').send({ token: tokenOf(link), password: 'Third-Harbour-Lantern-7' })).status).toBe(400);
    // The admins see a member's own request among the outstanding links while it is one.
    await t.http.post('/api/auth/forgot-password').set(from('198.51.100.2')).send({ email: member.email });
    await mailTo(member.email, 2);
    const listed = (await t.http.get('/api/users/reset-links').set('Authorization', admin)).body.resetLinks;
    expect(listed).toContainEqual(expect.objectContaining({ memberEmail: member.email, createdByEmail: member.email }));
    expect(mails.some((m) => m.to.includes('nobody@example.com') || m.to.includes('ghost@example.com'))).toBe(false);
  });

  it('is rate limited per client and per address (429), known address or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.http.post('/api/auth/forgot-password').set(from('198.51.100.9')).send({ email: `someone${i}@example.com` })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
    const perAddress: number[] = [];
    for (let i = 0; i < 6; i++) perAddress.push((await t.http.post('/api/auth/forgot-password').set(from(`198.51.101.${i}`)).send({ email: 'target@example.com' })).status);
    expect(perAddress).toEqual([202, 202, 202, 202, 429, 429]);
    expect((await t.http.post('/api/auth/forgot-password').send({ email: 'not an address' })).status).toBe(400);
  });

  it('without SMTP_URL it says to ask an admin, and makes no link', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.http.post('/api/auth/forgot-password').send({ email: 'admin@example.com' });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ mailed: false, message: 'Reset links are not mailed here: ask an admin of the team to make one for you.' });
      const owner = await plain.adminToken();
      expect((await plain.http.get('/api/users/reset-links').set('Authorization', owner)).body.resetLinks).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe('team passwords: at least 12 characters, and not weak or common', () => {
  it('refuses short or weak passwords at an invitation, a reset and a change, with the estimator’s advice (both doors)', async () => {
    const { body } = await t.http.post('/api/users/invites').set('Authorization', admin).send({ email: 'weak@example.com', role: 'editor' });
    const token = tokenOf(body.invite.url);
    const short = await t.http.post('/api/auth/accept-invite').send({ token, password: 'Short-pw-1' });
    expect([short.status, short.body.details]).toEqual([400, { password: 'Password must be at least 12 characters' }]);
    const common = await t.http.post('/api/auth/accept-invite').send({ token, password: 'password1234' });
    expect(common.status).toBe(400);
    expect(common.body.details.password).toMatch(/^This password is too easy to guess\. .+/);
    const ownName = await gql(null, 'mutation($input: TokenPasswordInput!) { acceptInvite(input: $input) { accessToken } }', { input: { token, password: 'weak@example.com' } });
    expect([ownName.code, ownName.details?.password]).toEqual(['BAD_USER_INPUT', expect.stringMatching(/too easy to guess/)]);

    const member = await newMember('strong@example.com');
    const link = tokenOf((await t.http.post(`/api/users/${member.id}/reset-link`).set('Authorization', admin)).body.url);
    const weakReset = await t.http.post('/api/auth/reset-password').send({ token: link, password: 'qwertyuiop12' });
    expect([weakReset.status, weakReset.body.details.password]).toEqual([400, expect.stringMatching(/too easy to guess/)]);
    // The longest password allowed, one character repeated: rated on its first characters, so it is
    // answered at once instead of holding the event loop for seconds (zxcvbn grows fast with length).
    const longRepeat = await t.http.post('/api/auth/reset-password').send({ token: link, password: '0'.repeat(1024) });
    expect([longRepeat.status, longRepeat.body.details.password]).toEqual([400, expect.stringMatching(/too easy to guess/)]);
    const weakChange = await t.http.post('/api/auth/password').set('Authorization', member.auth).send({ current: member.password, next: 'aaaaaaaaaaaa' });
    expect([weakChange.status, weakChange.body.details.next]).toEqual([400, expect.stringMatching(/too easy to guess/)]);
    const viaGraphql = await gql(member.auth, 'mutation($input: PasswordChangeInput!) { changePassword(input: $input) }', { input: { current: member.password, next: '123456789012' } });
    expect(viaGraphql.code).toBe('BAD_USER_INPUT');
    expect((await t.http.post('/api/auth/login').send({ email: member.email, password: member.password })).status).toBe(200);
    expect((await t.http.post('/api/auth/password').set('Authorization', member.auth).send({ current: member.password, next: 'Velvet-Thunder-Orchard-9' })).status).toBe(204);
  });

  it('registration keeps the spec’s rule (6 characters)', async () => {
    expect((await t.http.post('/api/auth/register').send({ email: 'fan@example.com', password: 'secret' })).status).toBe(201);
  });
});

describe('recovery codes', () => {
  it('regenerates them with a current code (both doors): the old ones stop working', async () => {
    const member = await newMember('codes-again@example.com');
    const { body: setup } = await t.http.post('/api/auth/2fa/setup').set('Authorization', member.auth);
    const on = await t.http.post('/api/auth/2fa/enable').set('Authorization', member.auth).send({ code: await generate({ secret: setup.secret }) });
    const old = on.body.recoveryCodes as string[];
    const wrong = await t.http.post('/api/auth/2fa/recovery-codes').set('Authorization', member.auth).send({ code: '000000' });
    expect([wrong.status, wrong.body.details]).toEqual([400, { code: 'Invalid or already used code' }]);

    const renewed = await t.http.post('/api/auth/2fa/recovery-codes').set('Authorization', member.auth).send({ code: old[0] });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => old.includes(c))).toEqual([]);
    const challenge = async () => (await t.http.post('/api/auth/login').send({ email: member.email, password: member.password })).body.challenge as string;
    expect((await t.http.post('/api/auth/2fa/verify').send({ challenge: await challenge(), code: old[1] })).status).toBe(401);
    expect((await t.http.post('/api/auth/2fa/verify').send({ challenge: await challenge(), code: fresh[0] })).status).toBe(200);

    const viaGraphql = await gql(member.auth, 'mutation($code: String!) { regenerateRecoveryCodes(code: $code) }', { code: fresh[1] });
    expect(viaGraphql.data.regenerateRecoveryCodes).toHaveLength(10);
    expect((await t.http.get('/api/auth/2fa').set('Authorization', member.auth)).body.recoveryCodesLeft).toBe(10);
  });
});
