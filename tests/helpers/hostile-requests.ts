import fc from 'fast-check';
import { getNamedType, isLeafType, type GraphQLSchema } from 'graphql';
import { PERSISTED_DOCUMENTS } from '../../server/http/persisted-documents';

/** One generated request: what the fuzz test sends, and as whom. */
export interface HostileRequest {
  actor: 'anonymous' | 'user' | 'admin';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The route it was made from (its pattern), for the coverage check. */
  route?: string;
  path: string;
  contentType?: string;
  body?: string | Buffer;
  /** A Host header other than the server's own (odd spellings, paths, markup, other sites). */
  host?: string;
  /** Sent in absolute form (`GET http://x/api/...`, as to a proxy) with this scheme and authority. */
  absoluteForm?: string;
  /** A preview link's cookie (#35 item 5): forged or malformed. */
  previewCookie?: string;
}

/** One method on one path; `{param}` placeholders are filled with hostile ids by the generator. */
export interface FuzzedRoute {
  method: HostileRequest['method'];
  path: string;
}

/**
 * The readiness check (answered in front of the app) and the public pages, served by the SPA
 * fallback (a pattern route, which the router walk skips): each
 * is a door too (server render, link previews, the not-found page).
 */
export const PAGE_ROUTES: FuzzedRoute[] = ['/api/ready', '/', '/lineup', '/news', '/news/{id}', '/info', '/archive', '/contact', '/coming-soon', '/login', '/admin', '/{id}'].map((path) => ({ method: 'GET', path }));

const FUZZED_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Every route the app has registered (tests/helpers/registered-routes.ts walks the router), so a
 * route added later is fuzzed without anyone listing it; GraphQL (`all`) has its own generators.
 */
export function fuzzedRoutes(registered: { method: string; path: string }[]): FuzzedRoute[] {
  const routes = registered
    .map((r) => ({ method: r.method.toUpperCase() as HostileRequest['method'], path: r.path }))
    .filter((r) => FUZZED_METHODS.has(r.method) && r.path !== '/api/graphql');
  return [...routes, ...PAGE_ROUTES];
}

const NASTY = [
  '\u0000',
  'a\u0000b',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\uD800',
  // An unpaired low surrogate (JSON spells it `\udc00`: PostgreSQL refuses that in JSON and text) and non-characters.
  'x\uDC00y',
  'a\uD800\uD800b',
  '\uFFFE',
  'x\uFFFFy',
  '\uFDD0',
  '\u{10FFFF}',
  '\uFEFF',
  '{{7*7}}',
  '${process.exit()}',
  'null',
  '-1',
  '1e309',
  'x'.repeat(3000),
];

/** Every UTF-8 byte percent-encoded (lone surrogates included, which encodeURIComponent refuses). */
const percentEncode = (s: string) => [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

export const hostileString = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));

/** Never one of the seeded records' ids, so a write that happens to be valid cannot touch them. */
const hostileId = fc.oneof(fc.constantFrom('%00', '%2e%2e', 'x'.repeat(200), '00000000-0000-0000-0000-000000000000', 'a.png', '%E0%A4%A'), fc.uuid(), fc.stringMatching(/^[A-Za-z0-9%._-]{1,30}$/));

const FIELDS = ['name', 'email', 'password', 'title', 'excerpt', 'content', 'message', 'subject', 'country', 'genre', 'performanceDay', 'order', 'refreshToken', 'publishedAt', 'tags', 'socialLinks', 'mapEmbedUrl', 'spotifyUrl', 'ticketUrl', 'seoTitles', 'contactEmails', 'year', 'isActive', 'location', 'faq', 'role', 'active', 'token', 'current', 'next', 'code', 'challenge', 'requireTwoFactor', 'response', 'clientDataJSON', 'rawId', 'purpose', 'bannerText', 'locale', 'fallback'];
const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: hostileString });
const value: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fieldName, hostileString, { maxKeys: 3 }),
  // A list of small records (site assets' contact emails: `[{email, purpose}]`).
  fc.array(fc.dictionary(fieldName, hostileString, { maxKeys: 3 }), { maxLength: 2 }),
);
const jsonObject = fc.dictionary(fieldName, value, { maxKeys: 8 });

/**
 * JSON shaped to hurt whatever walks it: nested past any sane depth (a recursive walk overflows the
 * stack), very wide (many keys or items), or self-similar (a tree doubling at every level). Text, so
 * it can be as deep as the fuzzer likes without the generator itself recursing.
 */
const deepJson = fc
  .tuple(fc.integer({ min: 60, max: 8_000 }), fc.constantFrom('[', '{"a":', '{"a":[', '[{"b":'), fc.constantFrom('"x"', '1', 'null', '{}'))
  .map(([levels, open, leaf]) => {
    const close = [...open].reverse().map((c) => (c === '[' ? ']' : c === '{' ? '}' : '')).join('');
    return open.repeat(levels) + leaf + close.repeat(levels);
  });
const wideJson = fc
  .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.boolean())
  .map(([n, keys]) => (keys ? `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}` : `[${'0,'.repeat(n - 1)}0]`));
const selfSimilarJson = fc.integer({ min: 4, max: 13 }).map((levels) => {
  let tree = '"leaf"';
  for (let i = 0; i < levels; i++) tree = `{"left":${tree},"right":${tree}}`;
  return tree;
});
/** Hostile JSON text: what every door that reads JSON must refuse with a 4xx or take in its stride. */
export const hostileJson = fc.oneof(deepJson, wideJson, selfSimilarJson);

const multipartOf = (fields: [string, string][], boundary: string, cut: number) => {
  const text = fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`;
  return cut > 0 ? text.slice(0, Math.max(0, text.length - cut)) : text;
};

const body = fc.oneof(
  fc.constant({}),
  jsonObject.map((o) => ({ contentType: 'application/json', body: JSON.stringify(o) })),
  fc.jsonValue().map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) ?? 'null' })),
  hostileString.map((s) => ({ contentType: 'application/json', body: `{"name": "${s}` })),
  jsonObject.map((o) => ({ contentType: 'text/plain', body: JSON.stringify(o) })),
  hostileString.map((s) => ({ contentType: 'application/x-www-form-urlencoded', body: `name=${percentEncode(s)}` })),
  fc
    .tuple(fc.array(fc.tuple(fieldName, hostileString), { maxLength: 6 }), fc.constantFrom('b0und', 'x', ''), fc.nat({ max: 40 }), fc.boolean())
    .map(([fields, boundary, cut, declare]) => ({
      contentType: declare ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
      body: multipartOf(fields, boundary || 'y', cut),
    })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ contentType: 'multipart/form-data; boundary=z', body: Buffer.from(bytes) })),
  hostileJson.map((json) => ({ contentType: 'application/json', body: json })),
  hostileJson.map((json) => ({ contentType: 'application/json', body: `{"name":${json},"title":${json}}` })),
);

const OPERATIONS = [
  'query($id: ID!) { band(id: $id) { _id name } }',
  'query($d: String) { bands(performanceDay: $d) { _id } }',
  'query($l: Int) { news(limit: $l) { _id } }',
  'mutation($i: CredentialsInput!) { login(input: $i) { accessToken } }',
  'mutation($i: CredentialsInput!) { register(input: $i) { accessToken } }',
  'mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken } }',
  'mutation($i: ContactInput!) { sendContactMessage(input: $i) { message } }',
  'mutation($i: BandInput!) { createBand(input: $i) { _id } }',
  'mutation($id: ID!, $i: PartnerInput!) { updatePartner(id: $id, input: $i) { _id } }',
  'mutation($i: JSONObject!) { signInWithPasskey(response: $i) { accessToken } }',
  'mutation($id: ID!, $i: NewsInput!) { updateNewsArticle(id: $id, input: $i) { _id } }',
  'mutation($id: ID!) { deleteArchive(id: $id) { message } }',
  'mutation($i: InfoPageInput!) { updateInfoPage(input: $i) { location { title } } }',
  // Localized reads and writes (#36): the language arguments with hostile values.
  'query($id: ID!, $d: Locale, $t: LocaleFallback) { band(id: $id, locale: $d, fallback: $t) { _id biography } }',
  'mutation($i: InfoPageInput!, $d: Locale) { updateInfoPage(input: $i, locale: $d) { faq { question } } }',
  'mutation { logVisit }',
  'subscription { ping }',
  '{ bands { ',
  'query { band(id: "\\u0000") { _id } }',
  '{ __schema { types { name } } }',
];

/** Hashes of persisted documents the build knows (queries and mutations), and ones it does not. */
const persistedHashes = fc.constantFrom(...[...PERSISTED_DOCUMENTS.keys()].slice(0, 6), 'a'.repeat(64), 'ZZ', '');

const graphql = fc.oneof(
  fc.tuple(fc.constantFrom(...OPERATIONS), fc.dictionary(fc.constantFrom('id', 'd', 'l', 'i', 't'), value, { maxKeys: 3 })).map(([query, variables]) => ({
    contentType: 'application/json',
    body: JSON.stringify({ query, variables }),
  })),
  fc.jsonValue().map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) ?? 'null' })),
  fc.tuple(fc.constantFrom(...OPERATIONS), hostileString).map(([query, s]) => ({
    contentType: 'multipart/form-data; boundary=g',
    body: multipartOf([['operations', JSON.stringify({ query, variables: { i: { name: s } } })], ['map', s]], 'g', 0),
  })),
  fc.tuple(fc.constantFrom(...OPERATIONS), hostileJson).map(([query, json]) => ({
    contentType: 'application/json',
    body: `{"query":${JSON.stringify(query)},"variables":{"i":${json},"x":${json}}}`,
  })),
  // A persisted operation named by its hash alone (queries and mutations alike), with hostile variables.
  fc.tuple(persistedHashes, fc.dictionary(fc.constantFrom('id', 'input', 'i', 'limit', 'refreshToken'), value, { maxKeys: 3 })).map(([sha256Hash, variables]) => ({
    contentType: 'application/json',
    body: JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
  })),
  fc.tuple(fc.constantFrom(...OPERATIONS), hostileJson).map(([query, json]) => ({
    contentType: 'multipart/form-data; boundary=g',
    body: multipartOf([['operations', `{"query":${JSON.stringify(query)},"variables":{"i":${json}}}`], ['map', '{}']], 'g', 0),
  })),
);

/** GraphQL by GET: the query and its variables in the query string (cached for anonymous queries). */
const graphqlGet = fc
  .tuple(fc.constantFrom(...OPERATIONS), fc.oneof(hostileJson.filter((j) => j.length < 4_000), jsonObject.map((o) => JSON.stringify(o)), hostileString))
  .map(([query, variables]) => `/graphql?query=${encodeURIComponent(query)}&variables=${percentEncode(variables)}`);

/**
 * GraphQL by GET naming a persisted query's hash (how the web app sends its queries): a hash of the
 * build's, an unknown one, or hostile `extensions` text, with hostile variables.
 */
const graphqlPersistedGet = fc
  .tuple(
    fc.oneof(persistedHashes.map((sha256Hash) => JSON.stringify({ persistedQuery: { version: 1, sha256Hash } })), hostileString, hostileJson.filter((j) => j.length < 4_000)),
    fc.oneof(jsonObject.map((o) => JSON.stringify(o)), hostileString),
    fc.option(hostileString),
  )
  .map(([extensions, variables, name]) => `/graphql?${name === null ? '' : `operationName=${percentEncode(name)}&`}variables=${percentEncode(variables)}&extensions=${percentEncode(extensions)}`);

/** Host headers a cache key or an absolute link must never take in as they are. */
const hostileHost = fc.oneof(
  fc.constantFrom('127.0.0.1:4650/news', 'x"><y&z', 'evil.example', 'EVIL.example:8080', 'user@host', 'host:99999', 'host:port', '[::1]:80', '[zz]', 'a..b', '-x-', 'x'.repeat(300)),
  fc.stringMatching(/^[\x21-\x7e]{0,40}$/),
);
const absoluteForm = fc.constantFrom('http://x', 'https://evil.example:8443', 'HTTP://127.0.0.1', 'ftp://x', 'http://user:pw@x', 'http://[::1]', 'javascript://x');

/**
 * Preview-link cookies (#35 item 5) no server signed or could parse: the cookie is read on every
 * route. The fuzz test sends one with every few requests, in turn (not drawn: the generator's
 * draws, and so what its seed reaches, stay as they are).
 */
export const HOSTILE_PREVIEW_COOKIES = ['x', '', 'all.99999999999.' + 'A'.repeat(43), `${'a'.repeat(64)}.1.${'A'.repeat(43)}`, '../../etc/passwd', '%00', "' OR 1=1 --", 'a'.repeat(5000), 'all.1.x; mg_preview=all'];

/** Hostile requests to `routes` (see fuzzedRoutes), GraphQL by POST and by GET, as anonymous, user or admin. */
export function hostileRequests(routes: FuzzedRoute[]): fc.Arbitrary<HostileRequest> {
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...routes), hostileId, body, fc.option(fc.tuple(fieldName, hostileString))).map(([route, id, b, query]) => ({ route, id, b, query })) },
      { weight: 1, arbitrary: graphql.map((b) => ({ route: { method: 'POST' as const, path: '/api/graphql' }, id: '', b, query: null })) },
      { weight: 1, arbitrary: graphqlGet.map((path) => ({ route: { method: 'GET' as const, path: `/api${path}` }, id: '', b: {}, query: null })) },
      { weight: 1, arbitrary: graphqlPersistedGet.map((path) => ({ route: { method: 'GET' as const, path: `/api${path}` }, id: '', b: {}, query: null })) },
    )
    .chain(({ route, id, b, query }) =>
      fc
        .tuple(fc.constantFrom('anonymous' as const, 'user' as const, 'admin' as const), fc.option(hostileHost, { freq: 6 }), fc.option(absoluteForm, { freq: 8 }))
        .map(([actor, host, absolute]) => ({
          actor,
          method: route.method,
          route: route.path,
          path: `${route.path.replace(/\{\w+\}/g, id)}${query ? `${route.path.includes('?') ? '&' : '?'}${percentEncode(query[0])}=${percentEncode(query[1])}` : ''}`,
          ...b,
          ...(host !== null && { host }),
          ...(absolute !== null && { absoluteForm: absolute }),
        })),
    );
}

/** One operation per root field of the schema: every resolver, with each argument a variable. */
export interface RootFieldOperation {
  field: string;
  query: string;
  /** The variables' names (the arguments'). */
  variables: string[];
}

/** From the served SDL, `query($id: ID!) { band(id: $id) { __typename } }` and the like for every Query and Mutation field. */
export function rootFieldOperations(schema: GraphQLSchema): RootFieldOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => {
      const declared = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      return {
        field: field.name,
        query: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
        variables: field.args.map((a) => a.name),
      };
    }),
  );
}

/**
 * Variable values no resolver should choke on, written as JSON text (the deep one cannot be a
 * value: it is what a parser must refuse): none, control characters, a wrong type, an object
 * where a scalar goes, prototype keys, a 100 kB string, JSON nested 10,000 deep.
 */
export const HOSTILE_VARIABLE_VALUES: (string | undefined)[] = [
  undefined,
  JSON.stringify('\u0000\u0001\u000b<script>'),
  JSON.stringify('x\udc00y\ud800 \ufffe\uffff\ufdd0'),
  JSON.stringify([{ email: 'a@b.c', purpose: 'x\udc00y', name: '\uffff' }]),
  '-1e309',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{}},"name":["x"],"_id":{"$ne":null}}',
  JSON.stringify('x'.repeat(100_000)),
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
];
