import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Actor } from '../server/access';
import type { Services } from '../server/services';

/** What every resolver receives: the services and the caller resolved from the Bearer token. */
export interface GatewayContext {
  services: Services;
  actor: Actor;
  /** The request's User-Agent (visit logging only). */
  userAgent?: string;
  /** The request-scoped logger (carries the request id). */
  logger: Logger;
}

/**
 * The same Actor as the REST door: `actorMiddleware` (server/http/actor.ts) resolves it for every
 * /api request, and the gateway is mounted behind it.
 */
export function buildContext(req: Request, services: Services, logger: Logger): GatewayContext {
  return { services, actor: { ...req.actor, door: 'graphql' }, userAgent: req.get('user-agent') ?? undefined, logger: req.log ?? logger };
}
