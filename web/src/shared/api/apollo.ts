import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
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
 * The one Apollo Client. The upload link speaks the GraphQL multipart spec for `Upload`
 * arguments; its `Apollo-Require-Preflight` header satisfies Apollo Server's CSRF prevention.
 * In front of it, the auth link adds the Bearer token and retries a refused request once after a
 * token refresh (POST /api/auth/refresh).
 */
export function createApolloClient() {
  const authLink = createAuthLink({
    refresher: createRefresher(),
    onSessionExpired: (reason) => expiredListeners.forEach((l) => l(reason)),
  });
  return new ApolloClient({
    link: ApolloLink.from([
      authLink,
      new UploadHttpLink({ uri: '/api/graphql', headers: { 'Apollo-Require-Preflight': 'true' } }),
    ]),
    cache: createCache(),
    // A page opened again shows what it kept at once and asks the server too (then follows the
    // cache): a set time changed since is seen on the next in-app navigation, not after a reload.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } },
  });
}
