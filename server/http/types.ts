import type { Logger } from 'pino';
import type { Actor } from '../access';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The caller, resolved from the Bearer token by `actorMiddleware`. */
      actor: Actor;
      /** The request id (X-Request-Id), set by the app's first middleware (observability/request-logger.ts). */
      id: string;
      /** A logger whose lines carry the request id. */
      log: Logger;
    }
  }
}

export {};
