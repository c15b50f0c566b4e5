import { CONFLICT_MESSAGE } from '@domain/versions';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * A failure surfaces the server's error message, else the transport's message,
 * else the caller's fallback ('Unknown error' when none is given).
 *
 *  - GraphQL errors (CombinedGraphQLErrors): the first error's message, i.e. the service's text.
 *  - A non-2xx HTTP answer (ServerError): the body's `error` field (REST shape) or its first
 *    GraphQL error message, else the transport message.
 *  - Anything else that is an Error (network failure...): its message.
 */
export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (!error) return fallback;
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message)?.message;
    return message || fallback;
  }
  if (ServerError.is(error)) {
    const fromBody = messageFromBody(error.bodyText);
    return fromBody || error.message || fallback;
  }
  if (error instanceof Error) return error.message || fallback;
  if (typeof error === 'object' && error !== null) {
    const maybe = error as { error?: unknown; message?: unknown };
    if (typeof maybe.error === 'string' && maybe.error) return maybe.error;
    if (typeof maybe.message === 'string' && maybe.message) return maybe.message;
  }
  if (typeof error === 'string' && error) return error;
  return fallback;
}

function messageFromBody(bodyText: string | undefined): string | null {
  if (!bodyText) return null;
  try {
    const body = JSON.parse(bodyText) as { error?: unknown; errors?: { message?: unknown }[] };
    if (typeof body.error === 'string' && body.error) return body.error;
    const first = body.errors?.find((e) => typeof e?.message === 'string' && e.message);
    if (first && typeof first.message === 'string') return first.message;
  } catch {
    /* not JSON */
  }
  return null;
}

/** The GraphQL `extensions.code` values of an Apollo error (empty for transport errors). */
export function errorCodes(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => String(e.extensions?.code ?? '')).filter(Boolean);
  }
  return [];
}

/** The challenge of a login that needs its two-factor step (`TWO_FACTOR_REQUIRED`), else null. */
export function twoFactorChallenge(error: unknown): string | null {
  let errors: readonly { extensions?: Record<string, unknown> }[] = [];
  if (CombinedGraphQLErrors.is(error)) errors = error.errors;
  else if (ServerError.is(error)) {
    // Answered with HTTP 400 (no data): the GraphQL errors are in the body.
    try {
      errors = (JSON.parse(error.bodyText) as { errors?: typeof errors }).errors ?? [];
    } catch {
      return null;
    }
  }
  const found = errors.find((e) => e.extensions?.code === 'TWO_FACTOR_REQUIRED');
  return typeof found?.extensions?.challenge === 'string' ? found.extensions.challenge : null;
}

/**
 * Per-field messages of a BAD_USER_INPUT refusal (`extensions.details`), e.g.
 * `{ "socialLinks.facebook": "Must be an http(s) URL" }`; null when there are none.
 */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const details = e.extensions?.details;
    if (details && typeof details === 'object') {
      const out: Record<string, string> = {};
      for (const [key, value] of Object.entries(details as Record<string, unknown>)) {
        if (typeof value === 'string') out[key] = value;
      }
      if (Object.keys(out).length) return out;
    }
  }
  return null;
}

/**
 * Whether a save was refused because the item changed since the editor loaded it (the server's
 * lost-update check). Other refusals share its code (CONFLICT / 409: a set overlapping another),
 * so the message tells them apart.
 */
export function isStaleVersion(error: unknown): boolean {
  const conflict = errorCodes(error).includes('CONFLICT') || (ServerError.is(error) && error.statusCode === 409);
  return conflict && errorMessage(error) === CONFLICT_MESSAGE;
}
