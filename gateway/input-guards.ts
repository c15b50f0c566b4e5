import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError, type ValidationRule } from 'graphql';
import { badRequest } from '../server/errors';
import { unsafeTextFieldErrors, unsafeTextProblem } from '../server/storable-text';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep, valueTooDeep } from '../server/http/json-depth';
import type { GatewayContext } from './context';

/**
 * Validation (→ 400 GRAPHQL_VALIDATION_FAILED, before anything runs): the schema serves queries and
 * mutations only, so a `subscription` is refused here rather than failing in execution; and a string
 * literal holding text PostgreSQL cannot store (NUL, an unpaired surrogate, a non-character) is
 * refused as bad input, as REST refuses it (server/storable-text.ts).
 */
export const supportedInputRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription') {
      context.reportError(new GraphQLError('Subscriptions are not supported: use queries and mutations', { nodes: [node] }));
    }
  },
  StringValue(node) {
    const problem = unsafeTextProblem(node.value);
    if (problem) context.reportError(new GraphQLError(`Invalid input: ${problem}`, { nodes: [node], extensions: { details: { _: problem } } }));
  },
});

/**
 * Variables get the same text check as REST bodies (multipart operations are parsed after the app's
 * body check, so it runs here for both): 400 BAD_USER_INPUT with `details` keyed by the input path.
 */
export function variablesGuardPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request }) {
          const details = unsafeTextFieldErrors(request.variables ?? {});
          // Keys without the variable's own name, as the services' details read (`input.title` → `title`).
          const keyed = Object.fromEntries(Object.entries(details).map(([k, v]) => [k.split('.').slice(1).join('.') || k, v]));
          if (Object.keys(keyed).length) {
            throw new GraphQLError(`Invalid input: ${Object.values(keyed)[0]}`, {
              extensions: { code: 'BAD_USER_INPUT', details: keyed, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/**
 * The JSON depth limit on what the GraphQL door reads besides a JSON body (which express.json and
 * the fast path check as text): `variables` and `extensions` of a GET's query string, and the
 * multipart `operations` graphql-upload has parsed. 400, before Apollo or a plugin walks them.
 */
export const jsonDepthGuard: RequestHandler = (req, _res, next) => {
  const query = req.query as Record<string, unknown>;
  const deepParam = ['variables', 'extensions'].some((name) => typeof query[name] === 'string' && jsonTooDeep(query[name]));
  if (deepParam || valueTooDeep(req.body)) throw badRequest(JSON_TOO_DEEP_MESSAGE);
  next();
};
