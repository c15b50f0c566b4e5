import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import type { SiteLocale } from '@domain/siteLocale';
import { localeLink } from '../i18n/localeLink';
import { createAuthLink } from './authLink';
import { createRefresher } from './refresh';
import { createCache } from './cache';

/** Where the session-expired signal goes (the auth state listens to token changes as well). */
const expiredListeners = new Set<(reason: Error) => void>();
export function onSessionExpired(listener: (reason: Error) => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/**
 * A query's hash, as `npm run codegen` put it in the document (`__meta__`, codegen.ts): the server
 * knows it from the same build. A document without one (none today) gets a hash no server knows,
 * and the link then sends its text.
 */
const buildHash = (document: DocumentNode) =>
  (document as DocumentNode & { __meta__?: { hash?: string } }).__meta__?.hash?.replace(/^sha256:/, '') ?? 'not-a-persisted-document';

/**
 * The one Apollo Client. The upload link speaks the GraphQL multipart spec for `Upload`
 * arguments; its `Apollo-Require-Preflight` header satisfies Apollo Server's CSRF prevention.
 * In front of it, the auth link adds the Bearer token and retries a refused request once after a
 * token refresh (POST /api/auth/refresh). Queries go as GET naming only their hash (persisted
 * queries): short URLs that a proxy may retry when a kept-alive connection closes under them (a
 * rolling restart) and a CDN may keep; mutations stay POST. First of all, the page's language goes
 * into every operation that asks for one (`$locale`).
 */
export function createApolloClient(locale: SiteLocale = 'en') {
  const authLink = createAuthLink({
    refresher: createRefresher(),
    onSessionExpired: (reason) => expiredListeners.forEach((l) => l(reason)),
  });
  const http = new UploadHttpLink({ uri: '/api/graphql', headers: { 'Apollo-Require-Preflight': 'true' } });
  const persisted = new PersistedQueryLink({ generateHash: buildHash, useGETForHashedQueries: true });
  return new ApolloClient({
    link: ApolloLink.from([localeLink(locale), authLink, ApolloLink.split((operation) => operation.operationType === 'query', persisted.concat(http), http)]),
    cache: createCache(),
    // A page opened again shows what it kept at once and asks the server too (then follows the
    // cache): a set time changed since is seen on the next in-app navigation, not after a reload.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } },
  });
}
