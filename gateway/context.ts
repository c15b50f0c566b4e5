import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Actor } from '../server/access';
import { bearerToken } from '../server/http/actor';
import type { GatewayServices } from './services';

/** What every resolver receives: the services and the caller resolved from the Bearer token. */
export interface GatewayContext {
  services: GatewayServices;
  actor: Actor;
  /** The request's User-Agent (visit logging only). */
  userAgent?: string;
  /** The request-scoped logger (carries the request id). */
  logger: Logger;
}

/**
 * Same Actor as the REST door (server/http/actor.ts): the Bearer token through
 * `auth.authenticate` (invalid means nobody) and the client IP as Express sees it.
 * `actorMiddleware` already resolved it for every /api request; it is recomputed only if absent.
 */
export async function buildContext(req: Request, services: GatewayServices, logger: Logger): Promise<GatewayContext> {
  const actor: Actor = req.actor ?? {
    user: await services.auth.authenticate(bearerToken(req)),
    clientKey: req.ip ?? 'unknown',
  };
  return { services, actor, userAgent: req.get('user-agent') ?? undefined, logger: req.log ?? logger };
}
