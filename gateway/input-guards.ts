import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ValidationRule } from 'graphql';
import { nulFieldErrors } from '../server/http/input-guards';
import type { GatewayContext } from './context';

const NUL_MESSAGE = 'Must not contain NUL characters';

/**
 * Validation (→ 400 GRAPHQL_VALIDATION_FAILED, before anything runs): the schema serves queries and
 * mutations only, so a `subscription` is refused here rather than failing in execution; and a string
 * literal holding a NUL character (which PostgreSQL cannot store) is refused as bad input.
 */
export const supportedInputRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription') {
      context.reportError(new GraphQLError('Subscriptions are not supported: use queries and mutations', { nodes: [node] }));
    }
  },
  StringValue(node) {
    if (node.value.includes('\u0000')) {
      context.reportError(new GraphQLError(`Invalid input: ${NUL_MESSAGE}`, { nodes: [node], extensions: { details: { _: NUL_MESSAGE } } }));
    }
  },
});

/**
 * Variables get the same NUL check as REST bodies (multipart operations are parsed after the app's
 * body check, so it runs here for both): 400 BAD_USER_INPUT with `details` keyed by the input path.
 */
export function variablesGuardPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request }) {
          const details = nulFieldErrors(request.variables ?? {});
          // Keys without the variable's own name, as the services' details read (`input.title` → `title`).
          const keyed = Object.fromEntries(Object.entries(details).map(([k, v]) => [k.split('.').slice(1).join('.') || k, v]));
          if (Object.keys(keyed).length) {
            throw new GraphQLError(`Invalid input: ${NUL_MESSAGE}`, {
              extensions: { code: 'BAD_USER_INPUT', details: keyed, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
