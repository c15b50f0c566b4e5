import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import { inSpan } from '../server/observability/spans';
import { tracedGraphql, tracingPlugin } from './tracing';
import { Router, type RequestHandler } from 'express';
import { buildSchema, printSchema } from 'graphql';
import type { Logger } from 'pino';
import { anonymous } from '../server/access';
import type { Config } from '../server/config';
import type { AnonymousExecutor } from '../server/http/pageRenderer';
import type { Services } from '../server/services';
import { requestContextOf } from '../server/services/request-context';
import { buildContext, type GatewayContext } from './context';
import { errorPlugin, formatError } from './errors';
import { armor, LIMITS } from './guards';
import { jsonDepthGuard, supportedInputRule, variablesGuardPlugin } from './input-guards';
import { buildDocumentsStore, textWinsOverHash } from './persisted-queries';
import { resolvers } from './resolvers';
import { loadTypeDefs } from './schema';
import { uploadMiddleware } from './uploads';

export interface Gateway {
  /** Handles /graphql under the /api mount. */
  middleware: RequestHandler;
  /** Runs one operation in-process as an anonymous visitor (the server render of public pages). */
  executeAnonymous: AnonymousExecutor;
  stop(): Promise<void>;
}

export type { AnonymousExecutor };

export interface GatewayOptions {
  services: Services;
  config: Config;
  logger: Logger;
}

/**
 * Apollo Server over the same services as REST, mounted at /graphql under the /api router (after
 * express.json and the actor middleware). POST for everything, GET for queries; multipart
 * (GraphQL multipart request spec) through graphql-upload first.
 */
export async function createGateway({ services, config, logger }: GatewayOptions): Promise<Gateway> {
  const production = config.nodeEnv === 'production';
  const typeDefs = loadTypeDefs();
  const server = new ApolloServer<GatewayContext>({
    typeDefs,
    resolvers,
    nodeEnv: config.nodeEnv,
    // Schema browsing only outside production; production also hides "Did you mean ...?" hints.
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    plugins: [
      production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
      errorPlugin(logger),
      variablesGuardPlugin(),
      // The HTTP layer says how long an answer may be kept (capture.ts: a public query is
      // `public, no-cache`, anything with a token `private, no-store`), not Apollo's no-store.
      ApolloServerPluginCacheControl({ calculateHttpHeaders: false }),
      tracingPlugin(),
    ],
    formatError,
    includeStacktraceInErrorResponses: false,
    // Browsers must preflight: the web client sends `Apollo-Require-Preflight: true`.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // GET with a hash for the web app's queries (docs/architecture.md, "GraphQL"); see persisted-queries.ts.
    persistedQueries: { cache: buildDocumentsStore, ttl: null },
    validationRules: [...armor(), supportedInputRule],
    parseOptions: { maxTokens: LIMITS.maxTokens },
    // Shutdown belongs to boot/index.ts (it calls stop()).
    stopOnTerminationSignals: false,
    logger,
  });
  await server.start();

  const apollo = expressMiddleware(server, {
    context: async ({ req }) => buildContext(req, services, logger),
  });

  const landingPageCsp: RequestHandler = (req, res, next) => {
    // The development landing page (Apollo Sandbox) runs inline and CDN scripts the app's CSP forbids.
    if (!production && req.method === 'GET' && req.accepts(['json', 'html']) === 'html') {
      res.removeHeader('Content-Security-Policy');
    }
    next();
  };

  // The schema for integrators, whatever the environment (introspection stays off in production):
  // one printed document, the per-file `extend type` pieces merged.
  const sdl = printSchema(buildSchema(typeDefs));
  const router = Router();
  router.get('/graphql/schema.graphql', (_req, res) => {
    res.type('text/plain; charset=utf-8').send(sdl);
  });
  router.all('/graphql', landingPageCsp, uploadMiddleware(), jsonDepthGuard, textWinsOverHash, tracedGraphql(apollo));

  const executeAnonymous: AnonymousExecutor = async ({ query, variables, operationName }, preview = false) => {
    const response = await inSpan('graphql', { 'graphql.for': 'page render' }, () => server.executeOperation(
      { query, variables, operationName },
      { contextValue: { services, actor: anonymous('server-render'), request: requestContextOf(anonymous('server-render'), 'graphql', preview), logger } },
    ));
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by page renders');
    return response.body.singleResult;
  };

  return { middleware: router, executeAnonymous, stop: () => server.stop() };
}
