import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../server/config';
import type { Services } from '../server/services';

export interface Gateway {
  /** Handles /graphql under the /api mount. */
  middleware: RequestHandler;
  stop(): Promise<void>;
}

export interface GatewayOptions {
  services: Services;
  config: Config;
  logger: Logger;
}

// Placeholder until the GraphQL issue lands: answers nothing, so /graphql falls through to the JSON 404.
export async function createGateway(_options: GatewayOptions): Promise<Gateway> {
  return { middleware: (_req, _res, next) => next(), stop: async () => {} };
}
