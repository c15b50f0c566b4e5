import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import pino from 'pino';
import { passkeys, refreshTokens, webauthnChallenges } from '../../server/db/schema';
import { createServices } from '../../server/services';
import { PASSKEY_CHALLENGE_TTL_SECONDS } from '../../server/services/auth/passkeys';
import { SoftwareAuthenticator } from '../helpers/software-authenticator';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Passkeys (issue 25): a real WebAuthn registration and sign-in, answered by a software
 * authenticator (ES256, attestation "none"), through both doors; the refusals change nothing.
 * The app runs with PUBLIC_URL, so the relying party is that origin and its host name.
 */
const ORIGIN = 'https://festival.example';
type Json = Record<string, unknown>;

let t: TestApp;
let admin: string;
const key = new SoftwareAuthenticator();

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN, LOGIN_RATE_LIMIT: '50' });
  admin = await t.adminToken();
});
afterAll(() => t.close());

const bearer = (session: { accessToken: string }) => `Bearer ${session.accessToken}`;

async function gql(auth: string | null, query: string, variables: Json = {}) {
  const req = t.http.post('/api/graphql');
  if (auth) req.set('Authorization', auth);
  const res = await req.send({ query, variables });
  const error = res.body.errors?.[0];
  return { data: res.body.data, code: error?.extensions?.code as string | undefined, message: error?.message as string | undefined };
}

const registrationOptions = async (auth: string) => (await t.http.post('/api/auth/passkeys/registration-options').set('Authorization', auth)).body as Json;
const signInOptions = async () => (await t.http.post('/api/auth/passkeys/sign-in-options')).body as Json;
const register = (auth: string, name: string, response: Json) => t.http.post('/api/auth/passkeys').set('Authorization', auth).send({ name, response });
const signIn = (response: Json) => t.http.post('/api/auth/passkeys/sign-in').send({ response });
const storedPasskeys = () => t.database.db.select().from(passkeys);
const loginCount = async () => (await t.database.db.select({ id: refreshTokens.id }).from(refreshTokens)).length;

describe('registering a passkey (REST)', () => {
  it('options name this site as the relying party and exclude nothing yet; anonymous callers get 401', async () => {
    expect((await t.http.post('/api/auth/passkeys/registration-options')).status).toBe(401);
    const options = await registrationOptions(admin);
    expect(options).toMatchObject({
      rp: { name: 'Metal Gates Festival', id: 'festival.example' },
      user: { name: ADMIN.email },
      challenge: expect.stringMatching(/^[\w-]{20,}$/),
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    // Stored in the database (any instance can check the answer), as a hash only.
    const rows = await t.database.db.select().from(webauthnChallenges);
    expect(rows.some((r) => r.purpose === 'register')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(options.challenge as string);
  });

  it('verifies the authenticator’s answer and keeps the passkey under its name; listed with created and last used', async () => {
    const res = await register(admin, '  Laptop  ', key.create(await registrationOptions(admin), ORIGIN));
    expect(res.status).toBe(201);
    expect(res.body.passkey).toEqual({ _id: expect.any(String), name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null, backedUp: false });
    expect((await t.http.get('/api/auth/passkeys').set('Authorization', admin)).body).toEqual({ passkeys: [res.body.passkey] });
    const [row] = await storedPasskeys();
    expect(row).toMatchObject({ credentialId: key.credentials[0].id.toString('base64url'), counter: 0, transports: ['internal'] });
    // The Team screen counts it beside TOTP (both doors: REST's members list, GraphQL's Member).
    const members = (await t.http.get('/api/users').set('Authorization', admin)).body.users as Json[];
    expect(members.find((m) => m.email === ADMIN.email)).toMatchObject({ twoFactor: false, passkeys: 1 });
    expect(members.filter((m) => m.email !== ADMIN.email).every((m) => m.passkeys === 0)).toBe(true);
    const team = await gql(admin, '{ members { email passkeys } }');
    expect(team.data.members.find((m: Json) => m.email === ADMIN.email)).toEqual({ email: ADMIN.email, passkeys: 1 });
    // The next options exclude it, so the same authenticator is not registered twice.
    expect((await registrationOptions(admin)).excludeCredentials).toEqual([{ id: row.credentialId, type: 'public-key', transports: ['internal'] }]);
  });

  it('refuses a replayed answer, another origin or RP ID, no user verification, a stranger’s or an expired challenge: 400, nothing stored', async () => {
    const other = new SoftwareAuthenticator();
    const replay = other.create(await registrationOptions(admin), ORIGIN);
    expect((await register(admin, 'First', replay)).status).toBe(201);
    const cases: [string, () => Promise<Json>][] = [
      ['replayed', async () => replay],
      ['another origin', async () => other.create(await registrationOptions(admin), ORIGIN, { origin: 'https://evil.example' })],
      ['another RP ID', async () => other.create(await registrationOptions(admin), ORIGIN, { rpId: 'evil.example' })],
      ['no user verification', async () => other.create(await registrationOptions(admin), ORIGIN, { userVerified: false })],
      ['a made-up challenge', async () => other.create(await registrationOptions(admin), ORIGIN, { challenge: 'bWFkZS11cA' })],
      ['a sign-in challenge', async () => other.create({ ...(await registrationOptions(admin)), challenge: (await signInOptions()).challenge }, ORIGIN)],
    ];
    const before = (await storedPasskeys()).length;
    for (const [label, answer] of cases) {
      const res = await register(admin, label, await answer());
      expect({ label, status: res.status, error: res.body.error }).toEqual({ label, status: 400, error: expect.stringMatching(/expired|could not be verified/) });
    }
    expect((await storedPasskeys()).length).toBe(before);

    // Another member's challenge does not register a passkey for the admin.
    const fan = bearer((await t.http.post('/api/auth/register').send({ email: 'fan@example.com', password: 'fan-secret' })).body);
    const stolen = await register(admin, 'Stolen', other.create(await registrationOptions(fan), ORIGIN));
    expect(stolen.status).toBe(400);

    // Valid for 5 minutes.
    const options = await registrationOptions(admin);
    t.clock.now = new Date(Date.now() + (PASSKEY_CHALLENGE_TTL_SECONDS + 1) * 1000);
    try {
      const late = await register(admin, 'Late', other.create(options, ORIGIN));
      expect([late.status, late.body.error]).toEqual([400, 'This passkey request expired or was already used: start again']);
    } finally {
      t.clock.now = null;
    }
    expect((await storedPasskeys()).length).toBe(before);

    // Bad names are the name's 400.
    const unnamed = await register(admin, ' ', other.create(await registrationOptions(admin), ORIGIN));
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.details).toHaveProperty('name');
    // Remove the extra one again (and not a stranger's: 404).
    const listed = (await t.http.get('/api/auth/passkeys').set('Authorization', admin)).body.passkeys as { _id: string; name: string }[];
    const first = listed.find((p) => p.name === 'First')!;
    expect((await t.http.delete(`/api/auth/passkeys/${first._id}`).set('Authorization', fan)).status).toBe(404);
    expect((await t.http.delete(`/api/auth/passkeys/${first._id}`).set('Authorization', admin)).status).toBe(204);
    expect((await t.http.delete(`/api/auth/passkeys/${first._id}`).set('Authorization', admin)).status).toBe(404);
  });
});

describe('signing in with a passkey (REST)', () => {
  it('options are anonymous and discoverable; the answer signs in, with the counter and last use recorded', async () => {
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'festival.example', userVerification: 'required', challenge: expect.any(String) });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await signIn(key.get(options, ORIGIN));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), user: expect.objectContaining({ email: ADMIN.email, role: 'admin' }) });
    expect((await t.http.get('/api/auth/me').set('Authorization', bearer(res.body))).body.user.email).toBe(ADMIN.email);
    const [row] = (await storedPasskeys()).filter((p) => p.name === 'Laptop');
    expect(row.counter).toBe(1);
    expect(row.lastUsedAt).toBeInstanceOf(Date);
    const listed = (await t.http.get('/api/auth/passkeys').set('Authorization', admin)).body.passkeys;
    expect(listed[0].lastUsedAt).toEqual(row.lastUsedAt!.toISOString());
  });

  it('a challenge handed out by one instance is answered at another: it lives in the database, not in a process', async () => {
    const second = createServices({ db: t.database.db, config: t.config, logger: pino({ level: 'silent' }), now: () => new Date(), ping: t.database.ping, shared: t.database.shared });
    try {
      const options = await signInOptions();
      const session = await second.auth.passkeys.signIn({ user: null, clientKey: 'second-instance' }, { response: key.get(options, ORIGIN) });
      expect(session.user.email).toBe(ADMIN.email);
      // And used up there: this instance refuses the same answer.
      expect((await signIn(key.get(options, ORIGIN))).status).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('refuses a replay, another origin, an unknown passkey, a forged signature, an expired challenge: 401, nothing changes', async () => {
    const replay = key.get(await signInOptions(), ORIGIN);
    expect((await signIn(replay)).status).toBe(200);
    const [before] = (await storedPasskeys()).filter((p) => p.name === 'Laptop');
    const logins = await loginCount();
    const stranger = new SoftwareAuthenticator();
    stranger.create({ rp: { id: 'festival.example' }, user: { id: 'c3RyYW5nZXI' }, challenge: 'eA' }, ORIGIN);
    const forged = key.get(await signInOptions(), ORIGIN);
    (forged.response as Json).signature = (stranger.get(await signInOptions(), ORIGIN).response as Json).signature;
    const cases: [string, () => Promise<Json>, string][] = [
      ['replayed', async () => replay, 'The passkey sign-in expired or was already used: try again'],
      ['another origin', async () => key.get(await signInOptions(), ORIGIN, { origin: 'https://evil.example' }), 'The passkey could not be verified'],
      ['another RP ID', async () => key.get(await signInOptions(), ORIGIN, { rpId: 'evil.example' }), 'The passkey could not be verified'],
      ['no user verification', async () => key.get(await signInOptions(), ORIGIN, { userVerified: false }), 'The passkey could not be verified'],
      ['a registration answer type', async () => key.get(await signInOptions(), ORIGIN, { type: 'webauthn.create' }), 'The passkey could not be verified'],
      ['an unknown passkey', async () => stranger.get(await signInOptions(), ORIGIN), 'This passkey is not registered here'],
      ['a forged signature', async () => forged, 'The passkey could not be verified'],
      ['a made-up challenge', async () => key.get(await signInOptions(), ORIGIN, { challenge: 'bWFkZS11cA' }), 'The passkey sign-in expired or was already used: try again'],
    ];
    for (const [label, answer, error] of cases) {
      const res = await signIn(await answer());
      expect({ label, status: res.status, error: res.body.error }).toEqual({ label, status: 401, error });
    }
    const options = await signInOptions();
    t.clock.now = new Date(Date.now() + (PASSKEY_CHALLENGE_TTL_SECONDS + 1) * 1000);
    try {
      expect((await signIn(key.get(options, ORIGIN))).status).toBe(401);
    } finally {
      t.clock.now = null;
    }
    // A malformed answer is the body's 400.
    const malformed = await signIn({ id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'not base64url!' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details).toHaveProperty(['response.response.clientDataJSON']);

    const [after] = (await storedPasskeys()).filter((p) => p.name === 'Laptop');
    expect({ counter: after.counter, lastUsedAt: after.lastUsedAt }).toEqual({ counter: before.counter, lastUsedAt: before.lastUsedAt });
    expect(await loginCount()).toBe(logins);
  });
});

describe('both doors, two-factor and the team’s requirement', () => {
  const EDITOR = { email: 'editor@example.com', password: 'editor-secret' };
  const editorKey = new SoftwareAuthenticator();
  let editorId: string;
  let editor: string;
  const newStage = (auth: string) => t.http.post('/api/stages').set('Authorization', auth).send({ name: `Stage ${Math.random()}` });

  beforeAll(async () => {
    const { body } = await t.http.post('/api/auth/register').send(EDITOR);
    editorId = body.user._id;
    await t.http.put(`/api/users/${editorId}`).set('Authorization', admin).send({ role: 'editor' });
    editor = bearer((await t.http.post('/api/auth/login').send(EDITOR)).body);
  });

  it('GraphQL registers, lists and signs in (the same service)', async () => {
    expect((await gql(null, 'mutation { passkeyRegistrationOptions }')).code).toBe('UNAUTHENTICATED');
    const options = (await gql(editor, 'mutation { passkeyRegistrationOptions }')).data.passkeyRegistrationOptions;
    expect(options.rp).toEqual({ name: 'Metal Gates Festival', id: 'festival.example' });
    const registered = await gql(editor, 'mutation ($name: String!, $response: JSONObject!) { registerPasskey(name: $name, response: $response) { _id name lastUsedAt } }', {
      name: 'Phone',
      response: editorKey.create(options, ORIGIN),
    });
    expect(registered.data.registerPasskey).toEqual({ _id: expect.any(String), name: 'Phone', lastUsedAt: null });
    expect((await gql(editor, '{ passkeys { name } }')).data.passkeys).toEqual([{ name: 'Phone' }]);

    const replay = editorKey.get((await gql(null, 'mutation { passkeySignInOptions }')).data.passkeySignInOptions, ORIGIN);
    const signInQuery = 'mutation ($response: JSONObject!) { signInWithPasskey(response: $response) { accessToken refreshToken user { email role } } }';
    const session = (await gql(null, signInQuery, { response: replay })).data.signInWithPasskey;
    expect(session.user).toEqual({ email: EDITOR.email, role: 'editor' });
    const again = await gql(null, signInQuery, { response: replay });
    expect([again.code, again.message]).toEqual(['UNAUTHENTICATED', 'The passkey sign-in expired or was already used: try again']);
    const wrongOrigin = editorKey.get((await gql(null, 'mutation { passkeySignInOptions }')).data.passkeySignInOptions, ORIGIN, { origin: 'http://localhost:4000' });
    expect((await gql(null, signInQuery, { response: wrongOrigin })).code).toBe('UNAUTHENTICATED');
    expect((await gql(editor, 'mutation ($response: JSONObject!) { registerPasskey(name: "x", response: $response) { _id } }', { response: { id: 1 } })).code).toBe('BAD_USER_INPUT');
  });

  it('an admin signed in with a passkey may require two-factor of all staff; with the password alone, not (409)', async () => {
    expect((await t.http.put('/api/users/policy').set('Authorization', admin).send({ requireTwoFactor: true })).status).toBe(409);
    const viaPasskey = bearer((await signIn(key.get(await signInOptions(), ORIGIN))).body);
    expect((await t.http.get('/api/auth/2fa').set('Authorization', viaPasskey)).body).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false, satisfied: true });
    const res = await t.http.put('/api/users/policy').set('Authorization', viaPasskey).send({ requireTwoFactor: true });
    expect(res.body).toEqual({ policy: { requireTwoFactor: true } });
  });

  it('while required, a password sign-in without TOTP may use only the account; a passkey sign-in may do everything, after a refresh too', async () => {
    const byPassword = bearer((await t.http.post('/api/auth/login').send(EDITOR)).body);
    expect((await newStage(byPassword)).status).toBe(403);
    expect((await t.http.get('/api/auth/2fa').set('Authorization', byPassword)).body).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true, satisfied: false });
    // Passkeys are managed from the account, so one can still be registered then.
    expect((await t.http.get('/api/auth/passkeys').set('Authorization', byPassword)).status).toBe(200);

    const session = (await signIn(editorKey.get(await signInOptions(), ORIGIN))).body;
    expect((await newStage(bearer(session))).status).toBe(201);
    expect((await gql(bearer(session), '{ twoFactor { required satisfied } }')).data.twoFactor).toEqual({ required: true, satisfied: true });
    const refreshed = (await t.http.post('/api/auth/refresh').send({ refreshToken: session.refreshToken })).body;
    expect((await newStage(bearer(refreshed))).status).toBe(201);
    expect((await gql(bearer(refreshed), 'mutation { createStage(input: {name: "Refreshed"}) { _id } }')).data.createStage._id).toEqual(expect.any(String));
  });

  it('a deactivated member’s passkey signs in no more (401), and a removed one neither', async () => {
    // (The team requires two-factor now: the admin's password login alone may not manage it.)
    const admin = bearer((await signIn(key.get(await signInOptions(), ORIGIN))).body);
    expect((await t.http.put(`/api/users/${editorId}`).set('Authorization', admin).send({ active: false })).status).toBe(200);
    const refused = await signIn(editorKey.get(await signInOptions(), ORIGIN));
    expect([refused.status, refused.body.error]).toEqual([401, 'This passkey is not registered here']);
    await t.http.put(`/api/users/${editorId}`).set('Authorization', admin).send({ active: true });
    const session = (await signIn(editorKey.get(await signInOptions(), ORIGIN))).body;
    const [{ _id }] = (await gql(bearer(session), '{ passkeys { _id } }')).data.passkeys;
    expect((await gql(bearer(session), `mutation { removePasskey(id: "${_id}") }`)).data.removePasskey).toBe(true);
    expect((await signIn(editorKey.get(await signInOptions(), ORIGIN))).status).toBe(401);
  });

  it('removing a passkey ends the logins it made (401, refresh too), both doors; other logins stay', async () => {
    const keyA = new SoftwareAuthenticator();
    const keyB = new SoftwareAuthenticator();
    const byPassword = bearer((await t.http.post('/api/auth/login').send(EDITOR)).body);
    for (const [name, k] of [['A', keyA], ['B', keyB]] as const) {
      expect((await register(byPassword, name, k.create(await registrationOptions(byPassword), ORIGIN))).status).toBe(201);
    }
    const viaA = (await signIn(keyA.get(await signInOptions(), ORIGIN))).body;
    const viaB = (await signIn(keyB.get(await signInOptions(), ORIGIN))).body;
    const listed = (await t.http.get('/api/auth/passkeys').set('Authorization', byPassword)).body.passkeys as { _id: string; name: string }[];
    const idOf = (name: string) => listed.find((p) => p.name === name)!._id;

    expect((await t.http.delete(`/api/auth/passkeys/${idOf('A')}`).set('Authorization', byPassword)).status).toBe(204);
    expect((await t.http.get('/api/auth/2fa').set('Authorization', bearer(viaA))).status).toBe(401);
    expect((await t.http.post('/api/auth/refresh').send({ refreshToken: viaA.refreshToken })).status).toBe(401);
    expect((await t.http.get('/api/auth/me').set('Authorization', bearer(viaB))).status).toBe(200);
    expect((await t.http.get('/api/auth/me').set('Authorization', byPassword)).status).toBe(200);

    // GraphQL, from the passkey's own login, after a refresh (the family keeps which passkey made it).
    const refreshed = (await t.http.post('/api/auth/refresh').send({ refreshToken: viaB.refreshToken })).body;
    expect((await gql(bearer(refreshed), 'mutation($id: ID!) { removePasskey(id: $id) }', { id: idOf('B') })).data.removePasskey).toBe(true);
    expect((await gql(bearer(refreshed), '{ twoFactor { satisfied } }')).code).toBe('UNAUTHENTICATED');
    expect((await t.http.get('/api/auth/me').set('Authorization', byPassword)).status).toBe(200);
  });

  it('with TOTP on, the password asks for a code but a passkey signs in directly (both doors)', async () => {
    const viaPasskey = bearer((await signIn(key.get(await signInOptions(), ORIGIN))).body);
    const { body: setup } = await t.http.post('/api/auth/2fa/setup').set('Authorization', viaPasskey);
    expect((await t.http.post('/api/auth/2fa/enable').set('Authorization', viaPasskey).send({ code: await generate({ secret: setup.secret }) })).status).toBe(200);
    expect((await t.http.post('/api/auth/login').send(ADMIN)).body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect((await gql(null, 'mutation ($input: CredentialsInput!) { login(input: $input) { accessToken } }', { input: ADMIN })).code).toBe('TWO_FACTOR_REQUIRED');

    const rest = await signIn(key.get(await signInOptions(), ORIGIN));
    expect(rest.status).toBe(200);
    expect(rest.body.accessToken).toEqual(expect.any(String));
    const response = key.get((await gql(null, 'mutation { passkeySignInOptions }')).data.passkeySignInOptions, ORIGIN);
    const viaGraphql = await gql(null, 'mutation ($response: JSONObject!) { signInWithPasskey(response: $response) { user { email } } }', { response });
    expect([viaGraphql.code, viaGraphql.data.signInWithPasskey]).toEqual([undefined, { user: { email: ADMIN.email } }]);
    await t.http.put('/api/users/policy').set('Authorization', viaPasskey).send({ requireTwoFactor: false });
  });
});

describe('without PUBLIC_URL, and the login limits', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => local.close());

  it('the relying party is the origin the request came to; failures count against the passkey limit (then 429, options too), not the password’s', async () => {
    const owner = await local.adminToken();
    const host = 'localhost:4123';
    const origin = `http://${host}`;
    const own = new SoftwareAuthenticator();
    const options = (await local.http.post('/api/auth/passkeys/registration-options').set('Host', host).set('Authorization', owner)).body;
    expect(options.rp.id).toBe('localhost');
    const created = await local.http.post('/api/auth/passkeys').set('Host', host).set('Authorization', owner).send({ name: 'Key', response: own.create(options, origin) });
    expect(created.status).toBe(201);

    const client = '198.51.100.7';
    const signInFrom = async (bend: { origin?: string } = {}) => {
      const opts = await local.http.post('/api/auth/passkeys/sign-in-options').set('Host', host).set('X-Forwarded-For', client);
      if (opts.status !== 200) return opts.status;
      return (await local.http.post('/api/auth/passkeys/sign-in').set('Host', host).set('X-Forwarded-For', client).send({ response: own.get(opts.body, origin, bend) })).status;
    };
    // A passkey made on localhost answered from a page on another origin: refused.
    expect(await signInFrom({ origin: 'http://127.0.0.1:4123' })).toBe(401);
    expect(await signInFrom()).toBe(200); // refunded: only failures count
    expect(await signInFrom({ origin: 'https://evil.example' })).toBe(401);
    expect(await signInFrom({ origin: 'https://evil.example' })).toBe(401);
    // Three failures: the client gets no more options, and even the right passkey waits.
    expect(await signInFrom()).toBe(429);
    const direct = await local.http.post('/api/auth/passkeys/sign-in').set('Host', host).set('X-Forwarded-For', client).send({ response: { id: 'eA', rawId: 'eA', type: 'public-key', response: { clientDataJSON: 'eA', authenticatorData: 'eA', signature: 'eA' } } });
    expect(direct.status).toBe(429);
    expect(direct.headers['retry-after']).toEqual(expect.any(String));
    // The passkey's failures are not the password's: the same client's right password signs in.
    expect((await local.http.post('/api/auth/login').set('X-Forwarded-For', client).send(ADMIN)).status).toBe(200);
  });

  it('a passkey sign-in is never refused by the password limits, nor counted against them', async () => {
    const owner = await local.adminToken();
    const host = 'localhost:4124';
    const origin = `http://${host}`;
    const own = new SoftwareAuthenticator();
    const options = (await local.http.post('/api/auth/passkeys/registration-options').set('Host', host).set('Authorization', owner)).body;
    expect((await local.http.post('/api/auth/passkeys').set('Host', host).set('Authorization', owner).send({ name: 'Key 2', response: own.create(options, origin) })).status).toBe(201);
    // An attacker spends this client's password budget and puts the account on its delays.
    const client = '198.51.100.8';
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) wrong.push((await local.http.post('/api/auth/login').set('X-Forwarded-For', client).send({ ...ADMIN, password: 'wrong-guess' })).status);
    expect(wrong.at(-1)).toBe(429);
    for (let i = 0; i < 3; i++) {
      const opts = await local.http.post('/api/auth/passkeys/sign-in-options').set('Host', host).set('X-Forwarded-For', client);
      expect(opts.status).toBe(200);
      const res = await local.http.post('/api/auth/passkeys/sign-in').set('Host', host).set('X-Forwarded-For', client).send({ response: own.get(opts.body, origin) });
      expect(res.status).toBe(200);
    }
  });
});
