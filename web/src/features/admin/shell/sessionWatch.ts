import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { MeDocument } from '../../../gql/graphql';
import { useAuth } from '../../auth';

/** How often an open back office asks whether its session still holds (a cheap `me`). */
export const SESSION_CHECK_MS = 30_000;

/**
 * Notices a session ended elsewhere (signed out on another device, deactivated by an admin,
 * expired) within a minute, not at the next save: every 30 s while the tab is shown, and whenever
 * it comes back into view, `me` is asked. A refusal goes through the auth link, which tries a
 * refresh; when that fails too the session store marks the session ended and the back office asks
 * to sign in again, keeping the screen. An answer with another role updates the menu.
 */
export function useSessionWatch() {
  const client = useApolloClient();
  const { user, ended, refreshUser } = useAuth();
  const watching = !!user && !ended;
  useEffect(() => {
    if (!watching) return undefined;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      client.query({ query: MeDocument, fetchPolicy: 'network-only' }).then(
        ({ data }) => {
          if (data?.me) refreshUser(data.me);
        },
        () => undefined,
      );
    };
    const timer = window.setInterval(check, SESSION_CHECK_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [watching, client, refreshUser]);
}
