import type { ApolloServerOptionsWithTypeDefs } from '@apollo/server';
import type { RequestHandler } from 'express';
import { knownDocument } from '../server/http/persisted-documents';
import type { GatewayContext } from './context';

type PersistedQueryOptions = Exclude<ApolloServerOptionsWithTypeDefs<GatewayContext>['persistedQueries'], false | undefined>;

/**
 * Apollo Server's store of persisted queries (automatic persisted queries): the documents of the
 * build, the same on every instance (server/http/persisted-documents.ts), and nothing else. A hash
 * the build does not know is PERSISTED_QUERY_NOT_FOUND and the client sends the text, which is run
 * but not kept: what one client registers on one instance would be unknown to the others, and an
 * open store would let anyone fill the server's memory.
 */
export const buildDocumentsStore: NonNullable<PersistedQueryOptions['cache']> = {
  async get(key) {
    return knownDocument(key.replace(/^apq:/, ''));
  },
  async set() {},
  async delete() {},
};

/**
 * A request that carries its text and a hash (the client's second try after PERSISTED_QUERY_NOT_FOUND)
 * is run as a plain request: Apollo would check the hash against the text as the client printed it
 * (with the `__typename` fields its cache adds), which differs from the build's text the hash was
 * made from, and refuse it. Runs after the body is parsed (JSON, or multipart by graphql-upload).
 */
export const textWinsOverHash: RequestHandler = (req, _res, next) => {
  const body = req.body as { query?: unknown; extensions?: { persistedQuery?: unknown } } | undefined;
  if (body && typeof body.query === 'string' && body.extensions && typeof body.extensions === 'object' && 'persistedQuery' in body.extensions) {
    const { persistedQuery: _dropped, ...extensions } = body.extensions;
    body.extensions = extensions;
  }
  next();
};
