import { ApolloLink } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { LogVisitDocument } from '../../gql/graphql';

let logged = false;

/**
 * A visit is logged once per app start, fire and forget (errors ignored).
 * Only when the public site is offered and the app did not start on the back office
 * (/admin, /login), so staff at work do not inflate the visitor statistics.
 */
export function useVisitLog(enabled: boolean) {
  const client = useApolloClient();
  useEffect(() => {
    if (!enabled || logged) return;
    const path = window.location.pathname;
    if (path.startsWith('/admin') || path.startsWith('/login')) return;
    logged = true;
    // Straight through the client's link chain, not `client.mutate`: the answer is no data any
    // screen shows, and `mutate` makes every watched query read the cache again (a ~140 ms task
    // while a server-rendered page hydrates on a phone-speed CPU).
    ApolloLink.execute(client.link, { query: LogVisitDocument }, { client }).subscribe({ error: () => undefined });
  }, [enabled, client]);
}

/** The page-start script (start.ts) already logged this visit: the app must not log it again. */
export function markVisitLogged() {
  logged = true;
}

/** Tests only. */
export function resetVisitLog() {
  logged = false;
}
