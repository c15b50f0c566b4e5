import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { TrustProxy } from '../http/public-origin';
import { requestIdOf, telemetryOf } from './request-telemetry';

/**
 * The app's first middleware: the request's id (chosen by withRequestTelemetry, or here for an app
 * driven without it) on the answer's X-Request-Id, and `req.log`, a logger whose every line (an
 * error's, a failed render's) carries that id.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = telemetryOf(req)?.id ?? requestIdOf(req, req.app.get('trust proxy fn') as TrustProxy);
    req.id = id;
    req.log = logger.child({ reqId: id });
    res.setHeader('X-Request-Id', id);
    next();
  };
}
