import { ApolloLink } from '@apollo/client/link';
import { ServerError } from '@apollo/client/errors';
import { Observable, type Subscription } from 'rxjs';
import { RefreshUnanswered, type Refresher } from './refresh';
import { clearTokens, getAccessToken } from './tokens';

/** Codes after which a request is retried once with refreshed tokens. */
const AUTH_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/** Operations that must never trigger a refresh (their failure is the answer). */
const NO_RETRY_OPERATIONS = new Set(['Login', 'Register', 'Logout', 'RefreshToken', 'VerifyTwoFactor', 'AcceptInvite', 'ResetPassword']);

export interface AuthLinkOptions {
  refresher: Refresher;
  /** Called when a refresh is impossible or fails, after the tokens are cleared. */
  onSessionExpired?: (reason: Error) => void;
}

function isAuthFailureResult(result: ApolloLink.Result): boolean {
  const errors = (result as { errors?: readonly { extensions?: Record<string, unknown> }[] }).errors;
  return !!errors?.some((e) => AUTH_CODES.has(String(e.extensions?.code ?? '')));
}

function isAuthFailureError(error: unknown): boolean {
  if (ServerError.is(error)) {
    if (error.statusCode === 401 || error.statusCode === 403) return true;
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { extensions?: { code?: string } }[] };
      return !!body.errors?.some((e) => AUTH_CODES.has(String(e.extensions?.code ?? '')));
    } catch {
      return false;
    }
  }
  return false;
}

function withToken(operation: ApolloLink.Operation, token: string | null) {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => {
    const next: Record<string, string> = { ...(headers ?? {}) };
    if (token) next.authorization = `Bearer ${token}`;
    else delete next.authorization;
    return { headers: next };
  });
}

/**
 * Puts `Authorization: Bearer <accessToken>` on every request when a token exists, and retries a
 * request refused as UNAUTHENTICATED or FORBIDDEN (GraphQL `extensions.code`, or HTTP 401/403)
 * exactly once after a token refresh. Concurrent failures share one refresh (see Refresher).
 * A refresh that got no answer keeps the tokens and fails the request with the fetch's error.
 * If the request was sent with a token that has since been replaced, it is replayed with the new
 * one without another refresh. A failed or impossible refresh clears the tokens and calls
 * `onSessionExpired`; the caller then sees the original failure.
 */
export function createAuthLink({ refresher, onSessionExpired }: AuthLinkOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const skip =
      NO_RETRY_OPERATIONS.has(operation.operationName ?? '') ||
      (operation.getContext() as { skipAuthRefresh?: boolean }).skipAuthRefresh === true;
    const sentWith = getAccessToken();
    withToken(operation, sentWith);
    if (skip) return forward(operation);

    return new Observable<ApolloLink.Result>((observer) => {
      let sub: Subscription | null = null;
      let retrySub: Subscription | null = null;
      let retrying = false;
      let closed = false;

      const retry = (original: () => void) => {
        retrying = true;
        const current = getAccessToken();
        const tokenReady: Promise<unknown> =
          current && current !== sentWith ? Promise.resolve() : refresher.refresh();
        tokenReady.then(
          () => {
            if (closed) return;
            withToken(operation, getAccessToken());
            retrySub = forward(operation).subscribe(observer);
          },
          (reason: unknown) => {
            // No answer (offline, the page being left): the tokens may still hold; fail as the fetch did.
            if (reason instanceof RefreshUnanswered) {
              if (!closed) observer.error(reason.cause);
              return;
            }
            clearTokens();
            onSessionExpired?.(reason instanceof Error ? reason : new Error(String(reason)));
            if (!closed) original();
          },
        );
      };

      sub = forward(operation).subscribe({
        next: (result) => {
          if (!retrying && isAuthFailureResult(result)) {
            retry(() => {
              observer.next(result);
              observer.complete();
            });
            return;
          }
          if (!retrying) observer.next(result);
        },
        error: (error: unknown) => {
          if (!retrying && isAuthFailureError(error)) {
            retry(() => observer.error(error));
            return;
          }
          if (!retrying) observer.error(error);
        },
        complete: () => {
          if (!retrying) observer.complete();
        },
      });

      return () => {
        closed = true;
        sub?.unsubscribe();
        retrySub?.unsubscribe();
      };
    });
  });
}
