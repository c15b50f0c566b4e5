import type { Request, RequestHandler } from 'express';
import type { Services } from '../services';
import { requestContextOf } from '../services/request-context';
import { clientKeyOf } from './client-key';
import { publicOrigin } from './public-origin';
import './types';

export const bearerToken = (req: Request): string | undefined => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
};

/** Resolves the caller once per request; services decide what that caller may do. */
export function actorMiddleware(services: Services): RequestHandler {
  return async (req, _res, next) => {
    req.actor = {
      user: await services.auth.authenticate(bearerToken(req)),
      clientKey: clientKeyOf(req.ip),
      userAgent: req.get('user-agent')?.slice(0, 300),
      // The request's own origin (its Host already checked at the door, http/https only): links in
      // mails fall back to it when PUBLIC_URL is unset.
      origin: publicOrigin(req, undefined),
      // GraphQL's context says 'graphql' (gateway/context.ts).
      door: 'rest',
      requestId: req.id === undefined ? undefined : String(req.id),
    };
    req.requestContext = requestContextOf(req.actor, 'rest', req.preview ?? false);
    next();
  };
}
