import type { Request, RequestHandler } from 'express';
import type { Services } from '../services';
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
      clientKey: req.ip ?? 'unknown',
      userAgent: req.get('user-agent')?.slice(0, 300),
      origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
    };
    next();
  };
}
