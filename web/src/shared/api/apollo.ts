import { ApolloClient, InMemoryCache } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';

/**
 * The one Apollo Client. The upload link speaks the GraphQL multipart spec for `Upload`
 * arguments; its `Apollo-Require-Preflight` header satisfies Apollo Server's CSRF prevention.
 * The admin issue adds the Bearer token and the refresh-once link in front of it.
 */
export function createApolloClient() {
  return new ApolloClient({
    link: new UploadHttpLink({ uri: '/api/graphql', headers: { 'Apollo-Require-Preflight': 'true' } }),
    cache: new InMemoryCache(),
  });
}
