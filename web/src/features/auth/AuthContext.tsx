import { useApolloClient } from '@apollo/client/react';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AuthStore, type AuthState, type SessionUser, type SignedIn } from './session';

let defaultStore: AuthStore | null = null;
function getDefaultStore() {
  defaultStore ??= new AuthStore();
  return defaultStore;
}

const AuthStoreContext = createContext<AuthStore | null>(null);

/**
 * Optional: gives a subtree its own session store (tests). Without it, the app-wide store is used,
 * so /login and /admin share the session without a provider in the app frame.
 */
export function AuthProvider({ store, children }: { store?: AuthStore; children: ReactNode }) {
  const value = useMemo(() => store ?? new AuthStore(), [store]);
  return <AuthStoreContext.Provider value={value}>{children}</AuthStoreContext.Provider>;
}

export interface AuthContextValue extends AuthState {
  login(email: string, password: string): Promise<SessionUser>;
  /** Signs in with a session another call answered (accepting an invitation, a reset link). */
  adopt(session: SignedIn): SessionUser;
  logout(): Promise<void>;
  /** The member as a session check answered it (a role changed meanwhile). */
  refreshUser(user: SessionUser): void;
}

/** The session: `{loading, user, login, logout}`. Starts the `me` fetch on first use. */
export function useAuth(): AuthContextValue {
  const store = useContext(AuthStoreContext) ?? getDefaultStore();
  const client = useApolloClient();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => store.start(client), [store, client]);
  return useMemo(
    () => ({
      ...state,
      login: (email: string, password: string) => store.login(client, email, password),
      adopt: (session: SignedIn) => store.adopt(session),
      logout: () => store.logout(client),
      refreshUser: (user: SessionUser) => store.refreshUser(user),
    }),
    [state, store, client],
  );
}
