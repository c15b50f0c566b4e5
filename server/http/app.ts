import path from 'node:path';
import type { RequestListener } from 'node:http';
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { restRoutes } from '../routes';
import type { Services } from '../services';
import { actorMiddleware } from './actor';
import { rateLimitHeaders } from './rate-limit-headers';
import { crossOriginGraphqlQueries, crossOriginReads } from './cors';
import { apiNotFound, errorHandler } from './errors';
import { feedRoutes } from './feeds';
import { captureForCache } from './public-cache/capture';
import { withPublicCache } from './public-cache/fast-path';
import { ResponseCache } from './public-cache/response-cache';
import { rejectUnsafeText, requireKnownContentType } from './input-guards';
import { assertJsonDepth } from './json-depth';
import { inlineScriptSources } from './inline-scripts';
import { bodyDeadline } from './timeouts';
import type { TrustProxy } from './public-origin';
import { pageRenderersOnce, type AnonymousExecutor, type PageRenderer } from './pageRenderer';
import { spaRoutes } from './spa';
import { previewContext, previewRoutes } from './preview';
import { metricsRoutes } from '../observability/metrics-route';
import { requestLogger } from '../observability/request-logger';
import { indexRouteTemplates } from '../observability/route-template';
import { withRequestTelemetry } from '../observability/request-telemetry';
import { withStrayBodiesDropped } from './stray-bodies';

export interface AppOptions {
  services: Services;
  config: Config;
  logger: Logger;
  /** Extra /api handlers mounted before the JSON 404 (the GraphQL gateway). */
  apiExtensions?: RequestHandler[];
  /** The public read cache the app fills; the fast path (createHttpHandler) answers from it. */
  cache?: ResponseCache;
  /** The server render of public pages (createHttpHandler owns its threads); without it pages are client-rendered. */
  pageRenderer?: () => Promise<PageRenderer | null>;
}

/**
 * Content Security Policy: our own code plus the third parties the spec embeds (GTM, Spotify,
 * Google Maps), and the page template's inline scripts by their hashes.
 */
const contentSecurityPolicy = (inlineScripts: () => string) => ({
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://www.googletagmanager.com', inlineScripts],
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
});

export function createApp({ services, config, logger, apiExtensions = [], cache, pageRenderer }: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  // Strong ETags are set by the cache layer for public reads; Express's weak ones would disagree with them.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  // The request's id (withRequestTelemetry chose it) on the answer and on every log line of its own.
  app.use(requestLogger(logger));
  app.use(helmet({ contentSecurityPolicy: contentSecurityPolicy(inlineScriptSources(path.join(config.webDistDir, 'index.html'))), crossOriginEmbedderPolicy: false }));
  // Public reads may be used by other sites (cors.ts); what they set is kept with a cached answer.
  app.use(crossOriginReads);
  // Every text response is compressed when the client accepts it (brotli or gzip, 1 KB and up).
  app.use(compression({ threshold: 1024 }));
  app.use(captureForCache(cache ?? new ResponseCache({ maxBytes: config.publicCacheMaxBytes, ttlSeconds: config.publicCacheTtlSeconds, version: services.content })));
  app.use(bodyDeadline(config.timeouts));
  // A preview link's cookie (#35 item 5): its view for every read of this request, never cached.
  app.use(previewContext(services));
  app.use(metricsRoutes(config.metricsToken));
  // Over-deep JSON is refused (400) before it is parsed: see json-depth.ts.
  app.use('/api', requireKnownContentType, express.json({ limit: '1mb', verify: (_req, _res, body) => assertJsonDepth(body) }), actorMiddleware(services), rateLimitHeaders(), rejectUnsafeText, crossOriginGraphqlQueries);
  app.use('/api', restRoutes(services, config.publicUrl), ...apiExtensions);
  app.use('/api', apiNotFound);
  app.use(feedRoutes(services, config.publicUrl));
  app.use(previewRoutes(services));
  app.use(
    spaRoutes(config.webDistDir, services, { publicUrl: config.publicUrl, pageRenderer }),
  );
  app.use(errorHandler);
  indexRouteTemplates(app);
  return app;
}

/**
 * The app behind the public read cache's fast path: what `http.createServer` gets. A hit is
 * answered before Express; a miss runs the app, which stores its anonymous 200 for next time.
 * Public pages are rendered on threads of their own when `executeAnonymous` is given (the GraphQL
 * their renders run comes back to it, on this thread).
 */
export function createHttpHandler(options: Omit<AppOptions, 'cache' | 'pageRenderer'> & { executeAnonymous?: AnonymousExecutor }): {
  app: Express;
  cache: ResponseCache;
  handler: RequestListener;
  /** Loads the server-render bundle now; resolves false when pages will be client-rendered. */
  warmPageRenderer(): Promise<boolean>;
  /** Stops the render threads: after the last request in flight is answered. */
  closePageRenderer(): Promise<void>;
} {
  const { executeAnonymous, ...appOptions } = options;
  const cache = new ResponseCache({ maxBytes: options.config.publicCacheMaxBytes, ttlSeconds: options.config.publicCacheTtlSeconds, version: options.services.content });
  const renderers = pageRenderersOnce(options.config.webDistDir, executeAnonymous, { ...options.config.render, logger: options.logger });
  const app = createApp({ ...appOptions, cache, pageRenderer: renderers.get });
  const trust = app.get('trust proxy fn') as TrustProxy;
  const cached = withPublicCache(cache, app, options.logger, { trust, publicUrl: options.config.publicUrl });
  const handler = withRequestTelemetry(withStrayBodiesDropped(cached, options.config.timeouts.requestMs), { logger: options.logger, trust, userIdOf: (req) => (req as Request).actor?.user?.id });
  return { app, cache, handler, warmPageRenderer: async () => (await renderers.get()) !== null, closePageRenderer: renderers.close };
}
