import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { LoginDocument, LogoutDocument, MeDocument, type SessionUserFragment, type SignedInFragment } from '../../gql/graphql';
import { onSessionExpired } from '../../shared/api/apollo';
import { ACCESS_TOKEN_KEY, clearTokens, getAccessToken, getRefreshToken, onTokensChange, setTokens } from '../../shared/api/tokens';

export type SessionUser = SessionUserFragment;
/** What a sign-in answers: the tokens and the user (auth.graphql's `SignedIn`). */
export type SignedIn = SignedInFragment;

/** A fetch that got no HTTP answer at all (network down, request aborted). */
function isTransportFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error)) return false;
  const name = (error as { name?: string } | null)?.name;
  return name === 'AbortError' || name === 'TypeError';
}

export interface AuthState {
  /** True while the current user is being fetched on start ("unknown while loading"). */
  loading: boolean;
  user: SessionUser | null;
  /**
   * The session of the signed-in `user` ended under them (signed out elsewhere, deactivated,
   * expired): the back office stays as it is, with what was typed, and asks to sign in again.
   */
  ended?: boolean;
}

type Listener = () => void;

/**
 * The session: who is signed in. One store per app, shared by the login screen, the guard and the
 * admin shell. On start (first use) the current user is fetched with `me` when an access token is
 * stored; on failure both tokens are removed. When the tokens are cleared elsewhere (a failed
 * refresh in the Apollo auth link) the user is signed out, so the guard sends them to /login.
 */
export class AuthStore {
  private state: AuthState;
  private listeners = new Set<Listener>();
  private started = false;

  /** `initialState` fixes the state and skips the start-up fetch (tests, stories). */
  constructor(options: { initialState?: AuthState } = {}) {
    this.state = options.initialState ?? { loading: !!getAccessToken(), user: null };
    if (options.initialState) this.started = true;
    onTokensChange(() => {
      if (!getAccessToken()) this.sessionLost();
    });
    onSessionExpired(() => this.sessionLost());
    // Signed out in another tab (tokens removed there): the session here has ended as well.
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if ((event.key === null || event.key === ACCESS_TOKEN_KEY) && !getAccessToken()) this.sessionLost();
      });
    }
  }

  /**
   * The tokens are gone without this tab signing out: a signed-in member keeps the screen and is
   * asked to sign in again (`ended`); while the user is still being fetched, it is simply no one.
   */
  private sessionLost() {
    if (this.state.user) {
      if (!this.state.ended) this.set({ ...this.state, ended: true });
    } else if (this.state.loading) {
      this.set({ loading: false, user: null });
    }
  }

  /** The member as the server knows them now (a role changed meanwhile), from a session check. */
  refreshUser(user: SessionUser): void {
    const current = this.state.user;
    if (current && !this.state.ended && (current._id !== user._id || current.role !== user.role || current.email !== user.email)) {
      this.set({ loading: false, user });
    }
  }

  getSnapshot = (): AuthState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: AuthState) {
    this.state = next;
    this.listeners.forEach((l) => l());
  }

  /** Fetches the current user once, when a token exists. */
  start(client: ApolloClient): void {
    if (this.started) return;
    this.started = true;
    if (!getAccessToken()) {
      this.set({ loading: false, user: null });
      return;
    }
    this.set({ loading: true, user: null });
    client
      .query({ query: MeDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!data?.me) throw new Error('No user');
        this.set({ loading: false, user: data.me });
      })
      .catch((error: unknown) => {
        // The server refused (or answered nonsense): the stored session is dead, drop both tokens.
        // A request that never got an answer (offline, or aborted because the page is being left)
        // says nothing about the tokens: keep them for the next load, but treat the user as signed out now.
        if (!isTransportFailure(error)) clearTokens();
        this.set({ loading: false, user: null });
      });
  }

  /** Signs in; stores the tokens and the user. Throws the request's error on failure. */
  async login(client: ApolloClient, email: string, password: string): Promise<SessionUser> {
    const { data } = await client.mutate({ mutation: LoginDocument, variables: { input: { email, password } } });
    if (!data?.login) throw new Error('Login failed');
    return this.adopt(data.login);
  }

  /** Stores a session another call answered (an accepted invitation, a reset link): signed in. */
  adopt(session: SignedIn): SessionUser {
    setTokens({ accessToken: session.accessToken, refreshToken: session.refreshToken });
    this.started = true;
    this.set({ loading: false, user: session.user });
    return session.user;
  }

  /** Clears tokens and user, and revokes the refresh token on the server (errors ignored). */
  async logout(client: ApolloClient): Promise<void> {
    const refreshToken = getRefreshToken();
    // Signed out first: the tokens' removal then reads as this sign-out, not as a session lost.
    this.set({ loading: false, user: null });
    clearTokens();
    if (refreshToken) {
      await client
        .mutate({ mutation: LogoutDocument, variables: { refreshToken } })
        .catch(() => undefined);
    }
    await client.clearStore().catch(() => undefined);
  }
}
