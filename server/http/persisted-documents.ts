import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print } from 'graphql';
import adminDocuments from '../../web/src/features/admin/gql/persisted-documents.json' with { type: 'json' };
import publicDocuments from '../../web/src/gql/persisted-documents.json' with { type: 'json' };
import passkeyDocuments from '../../web/src/gql/passkeys/persisted-documents.json' with { type: 'json' };

/**
 * Every operation of the web app, by the sha256 of its text (`npm run codegen` writes the
 * manifests: codegen.ts, `persistedDocuments`). The web client sends a query as a GET that names
 * only its hash (Apollo's automatic persisted queries, web/src/shared/api/apollo.ts): short URLs a
 * proxy may retry and a CDN may keep. Every instance knows every hash from the build, so a rolling
 * restart never meets a hash it has not seen (the POST that registers one is the one a proxy will
 * not retry). A hash outside the build is answered PERSISTED_QUERY_NOT_FOUND and the client sends
 * the text (an older or newer build during a release).
 */
export const PERSISTED_DOCUMENTS: ReadonlyMap<string, string> = new Map(
  Object.entries({ ...publicDocuments, ...passkeyDocuments, ...adminDocuments }).map(([hash, text]) => [hash.replace(/^sha256:/, ''), asTheClientSendsIt(text)]),
);

/**
 * The text as Apollo Client sends it: its cache adds `__typename` to every selection set (and
 * reads it back), so the server runs the document with those fields, as the client would have sent
 * it whole. The hash stays the one of the build's text, the one the client names.
 */
function asTheClientSendsIt(text: string): string {
  return print(addTypenameToDocument(parse(text)));
}

/** The hash a request's `extensions` name (`{"persistedQuery":{"version":1,"sha256Hash":"…"}}`), given as JSON text or parsed. */
export function persistedQueryHash(extensions: unknown): string | undefined {
  let value = extensions;
  if (typeof value === 'string') {
    if (value.length > 500) return undefined;
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const hash = (value as { persistedQuery?: { sha256Hash?: unknown } } | null)?.persistedQuery?.sha256Hash;
  return typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash) ? hash : undefined;
}

/** The text of a persisted document the build knows, by its hash. */
export const knownDocument = (hash: string | undefined) => (hash ? PERSISTED_DOCUMENTS.get(hash) : undefined);
