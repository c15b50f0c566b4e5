import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Actor } from '../server/access';
import type { Services } from '../server/services';
import { requestContextOf, type RequestContext } from '../server/services/request-context';

/** What every resolver receives: the services and the caller resolved from the Bearer token. */
export interface GatewayContext {
  services: Services;
  actor: Actor;
  /** The request as every collection and singleton operation takes it (the same actor, door 'graphql'). */
  request: RequestContext;
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
  const actor: Actor = { ...req.actor, door: 'graphql' };
  return { services, actor, request: requestContextOf(actor, 'graphql', req.preview ?? false), userAgent: req.get('user-agent') ?? undefined, logger: req.log ?? logger };
}
