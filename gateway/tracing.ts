import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { annotateSpan, inSpan, tracing } from '../server/observability/spans';
import type { GatewayContext } from './context';

/**
 * With traces on, each GraphQL request runs in a span of its own (child of the HTTP request's),
 * named once its operation is known: `graphql query LineupPage`. Off, nothing is added.
 */
export const tracedGraphql =
  (apollo: RequestHandler): RequestHandler =>
  (req, res, next) =>
    tracing() ? void inSpan('graphql', {}, async () => apollo(req, res, next)) : apollo(req, res, next);

export function tracingPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      if (!tracing()) return;
      return {
        async didResolveOperation({ operation, operationName }) {
          const type = operation?.operation ?? 'query';
          // The client names its operation: cut short, and only ever a span's name, never a metric label.
          const name = operationName?.slice(0, 100);
          annotateSpan(`graphql ${type}${name ? ` ${name}` : ''}`, { 'graphql.operation.type': type, ...(name ? { 'graphql.operation.name': name } : {}) });
        },
      };
    },
  };
}
