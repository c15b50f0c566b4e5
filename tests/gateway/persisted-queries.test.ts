import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LineupDocument, LoginDocument } from '../../web/src/gql/graphql';
import { adminApp, type TestApp } from '../helpers/test-app';

/**
 * The web app's queries travel as GET naming only their persisted hash (issue #32 item 7): every
 * instance knows the build's hashes, the public cache keeps the answers, a hash it does not know
 * falls back to the text, and the CSRF prevention still holds.
 */
let t: TestApp, admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

const hashOf = (document: unknown) => (document as { __meta__: { hash: string } }).__meta__.hash.replace(/^sha256:/, '');
const extensions = (sha256Hash: string) => JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
const hashedGet = (operationName: string, sha256Hash: string, variables = '{}') =>
  t.http.get('/api/graphql').query({ operationName, variables, extensions: extensions(sha256Hash) }).set('Apollo-Require-Preflight', 'true');

describe('persisted queries by GET', () => {
  it('answers a public query named by its build hash, with the __typename fields the client cache reads, and caches it', async () => {
    await t.http.post('/api/lineup').set('Authorization', admin).send({ name: 'Hashed Horde', country: 'Romania', genre: 'Doom', biography: 'Slow.' });
    const first = await hashedGet('Lineup', hashOf(LineupDocument));
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.bands).toContainEqual(expect.objectContaining({ name: 'Hashed Horde', __typename: 'Band' }));
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const second = await hashedGet('Lineup', hashOf(LineupDocument));
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
    const revalidated = await hashedGet('Lineup', hashOf(LineupDocument)).set('If-None-Match', String(first.headers.etag));
    expect(revalidated.status).toBe(304);
  });

  it('says PERSISTED_QUERY_NOT_FOUND for a hash outside the build, and runs the text sent with it (not kept)', async () => {
    const unknown = 'a'.repeat(64);
    const miss = await hashedGet('Lineup', unknown);
    expect(miss.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // The client's second try: the text as its cache prints it, with the hash (which Apollo would check against it).
    const query = 'query Lineup { bands { _id name __typename } }';
    const retry = await t.http.post('/api/graphql').set('Apollo-Require-Preflight', 'true').send({ operationName: 'Lineup', query, extensions: { persistedQuery: { version: 1, sha256Hash: unknown } } });
    expect(retry.status).toBe(200);
    expect(retry.body.data.bands.length).toBeGreaterThan(0);
    expect((await hashedGet('Lineup', unknown)).body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('keeps the CSRF prevention: a GET without the preflight header is refused, and a mutation is never run by GET', async () => {
    const simple = await t.http.get('/api/graphql').query({ operationName: 'Lineup', variables: '{}', extensions: extensions(hashOf(LineupDocument)) });
    expect(simple.status).toBe(400);
    const mutation = await hashedGet('Login', hashOf(LoginDocument), JSON.stringify({ input: { email: 'a@b.c', password: 'x' } }));
    expect(mutation.status).toBe(405);
  });
});
