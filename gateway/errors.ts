import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { asAppError, isAppError } from '../server/errors';
import { faultMessage, faultSummary } from '../server/http/errors';
import type { GatewayContext } from './context';

/** Codes Apollo itself produces for a bad request; passed through as they are (never with a stack). */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  // Not a fault: the login's answer for an account with two-factor (gateway/resolvers/auth.ts).
  'TWO_FACTOR_REQUIRED',
]);

/** Whether an error is one we did not mean: neither a domain AppError nor a request the client got wrong. */
export function isUnexpected(error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (asAppError(original)) return false;
  if (original instanceof GraphQLError && CLIENT_CODES.has(String(original.extensions?.code))) return false;
  if (error instanceof GraphQLError && CLIENT_CODES.has(String(error.extensions?.code))) return false;
  return true;
}

/**
 * AppError → `extensions.code` (+ `details` for BAD_USER_INPUT, `retryAfter` in seconds for
 * TOO_MANY_REQUESTS), message kept. Apollo's own client errors pass through. Anything else is a
 * fault: a plain 'Internal server error' (logged by `errorPlugin`), never its message or stack.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = asAppError(unwrapResolverError(error));
  const where = { ...(formatted.locations && { locations: formatted.locations }), ...(formatted.path && { path: formatted.path }) };
  if (original) {
    return {
      message: original.message,
      ...where,
      extensions: {
        code: original.code,
        ...(original.details && { details: original.details }),
        ...(original.retryAfterSeconds && { retryAfter: original.retryAfterSeconds }),
      },
    };
  }
  if (!isUnexpected(error)) {
    const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
    if (extensions.code === 'BAD_USER_INPUT' && !extensions.details) {
      const details = coercionDetails(formatted.message);
      if (details) extensions.details = details;
    }
    return { ...formatted, extensions };
  }
  return { message: 'Internal server error', ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * `details` for GraphQL's own variable coercion errors, so they read like the services' (one message
 * per field, dotted paths without the variable name): 'Variable "$input" got invalid value "x" at
 * "input.publishedAt"; DateTime must be ...' → { publishedAt: 'DateTime must be ...' }, and
 * 'Field "biography" of required type "String!" was not provided.' → { biography: ... }.
 */
export function coercionDetails(message: string): Record<string, string> | undefined {
  const match = /^Variable "\$[^"]+" got invalid value .*?(?: at "[^".]+\.([^"]+)")?; (.+)$/s.exec(message);
  if (!match) return undefined;
  const [, at, reason] = match;
  const required = /^Field "([^"]+)" of required type "[^"]+" was not provided\.$/.exec(reason);
  if (required) return { [at ? `${at}.${required[1]}` : required[1]]: `${required[1]} is required` };
  const unknown = /^Field "([^"]+)" is not defined by type/.exec(reason);
  if (unknown) return { [at ? `${at}.${unknown[1]}` : unknown[1]]: 'Unknown field' };
  return at ? { [at]: reason } : undefined;
}

/** The HTTP status an error maps to: the AppError's (400/401/403/404/409/413/415/429/503), 400 for client errors, else 500. */
function statusOf(error: unknown): number {
  const original = asAppError(unwrapResolverError(error));
  if (original) return original.status;
  return isUnexpected(error) ? 500 : 400;
}

/**
 * Logs unexpected errors with the request id, and sets the HTTP status: when the operation produced
 * no data at all and every error maps to one status, that status (401, 403, 404, 413, 429...;
 * 429 also sets Retry-After). With partial data the response stays 200, as the GraphQL-over-HTTP
 * spec expects. Apollo already answers parse/validation/variable errors with 400.
 */
export function errorPlugin(fallbackLogger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            if (!isUnexpected(error)) continue;
            const log = contextValue?.logger ?? fallbackLogger;
            const fault = unwrapResolverError(error);
            log.error({ ...faultSummary(fault), path: error.path }, faultMessage('GraphQL resolver failed', fault));
          }
        },
        async willSendResponse({ response, errors }) {
          if (response.body.kind !== 'single' || !errors?.length) return;
          const { data } = response.body.singleResult;
          if (data !== null && data !== undefined) return;
          const statuses = new Set(errors.map(statusOf));
          if (statuses.size !== 1) return;
          const [status] = statuses;
          if (response.http.status && response.http.status !== 200) return;
          response.http.status = status;
          const retryAfter = errors
            .map((e) => unwrapResolverError(e))
            .find((e) => isAppError(e) && e.retryAfterSeconds);
          if (status === 429 && isAppError(retryAfter)) {
            response.http.headers.set('retry-after', String(retryAfter.retryAfterSeconds));
          }
        },
      };
    },
  };
}
