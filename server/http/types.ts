import type { Logger } from 'pino';
import type { Actor } from '../access';
import type { PreviewScope, RequestContext } from '../services/request-context';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The caller, resolved from the Bearer token by `actorMiddleware`. */
      actor: Actor;
      /** The request as every collection and singleton operation takes it (actor, locale, preview, door, id), built with `actor`. */
      requestContext: RequestContext;
      /** A working preview link's view (its cookie), set by `previewContext` (server/http/preview.ts). */
      preview?: PreviewScope;
      /** The request id (X-Request-Id), set by the app's first middleware (observability/request-logger.ts). */
      id: string;
      /** A logger whose lines carry the request id. */
      log: Logger;
    }
  }
}

export {};
