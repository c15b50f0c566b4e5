import crypto from 'node:crypto';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from '../config';
import { restRoutes } from '../routes';
import type { Services } from '../services';
import { actorMiddleware } from './actor';
import { apiNotFound, errorHandler } from './errors';
import { feedRoutes } from './feeds';
import { spaRoutes } from './spa';

export interface AppOptions {
  services: Services;
  config: Config;
  logger: Logger;
  /** Extra /api handlers mounted before the JSON 404 (the GraphQL gateway). */
  apiExtensions?: RequestHandler[];
}

/** Content Security Policy: our own code plus the third parties the spec embeds (GTM, Spotify, Google Maps). */
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://*.googletagmanager.com', 'https://*.google-analytics.com'],
    frameSrc: ["'self'", 'https://open.spotify.com', 'https://www.google.com', 'https://maps.google.com', 'https://www.googletagmanager.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Served over plain HTTP on localhost and behind TLS-terminating proxies alike: do not force https.
    upgradeInsecureRequests: null,
  },
};

export function createApp({ services, config, logger, apiExtensions = [] }: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(helmet({ contentSecurityPolicy, crossOriginEmbedderPolicy: false }));
  app.use('/api', express.json({ limit: '1mb' }), actorMiddleware(services));
  app.use('/api', restRoutes(services), ...apiExtensions);
  app.use('/api', apiNotFound);
  app.use(feedRoutes(services, config.publicUrl));
  app.use(spaRoutes(config.webDistDir, services));
  app.use(errorHandler);
  return app;
}
