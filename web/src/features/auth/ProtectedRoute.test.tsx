import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Capability } from '@domain/access';
import { ProtectedRoute } from './ProtectedRoute';
import { AuthProvider } from './AuthContext';
import { AuthStore, type AuthState } from './session';
import { createTestClient, renderWithProviders } from '../../test/render';

const admin = { _id: 'u1', email: 'admin@example.com', role: 'admin' as const, createdAt: '2025-01-01T00:00:00.000Z' };
const fan = { ...admin, _id: 'u2', email: 'fan@example.com', role: 'user' as const };

const editor = { ...admin, _id: 'u3', email: 'editor@example.com', role: 'editor' as const };

function renderGuard(initialState: AuthState, adminOnly: boolean, capability?: Capability) {
  const { client } = createTestClient(() => ({ data: null }));
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Public home</p>} />
      <Route path="/login" element={<p>Login screen</p>} />
      <Route
        path="/admin"
        element={
          <ProtectedRoute adminOnly={adminOnly} capability={capability}>
            <p>Secret admin</p>
          </ProtectedRoute>
        }
      />
    </Routes>,
    { client, route: '/admin', wrapper: withStore(new AuthStore({ initialState })) },
  );
}

const withStore = (store: AuthStore) =>
  function WithStore({ children }: { children: ReactNode }) {
    return <AuthProvider store={store}>{children}</AuthProvider>;
  };

describe('ProtectedRoute (route guard)', () => {
  it('shows a spinner while the user is loading', () => {
    renderGuard({ loading: true, user: null }, true);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Secret admin')).toBeNull();
  });

  it('sends a signed-out visitor to /login', () => {
    renderGuard({ loading: false, user: null }, true);
    expect(screen.getByText('Login screen')).toBeTruthy();
  });

  it('sends a signed-in non-admin to / when admin-only', () => {
    renderGuard({ loading: false, user: fan }, true);
    expect(screen.getByText('Public home')).toBeTruthy();
  });

  it('lets a non-admin through when not admin-only', () => {
    renderGuard({ loading: false, user: fan }, false);
    expect(screen.getByText('Secret admin')).toBeTruthy();
  });

  it('lets an editor into the back office', () => {
    renderGuard({ loading: false, user: editor }, false, 'backOffice');
    expect(screen.getByText('Secret admin')).toBeTruthy();
  });

  it('sends a user from the back office to /', () => {
    renderGuard({ loading: false, user: fan }, false, 'backOffice');
    expect(screen.getByText('Public home')).toBeTruthy();
  });

  it('sends an editor to / from a screen only admins may use', () => {
    renderGuard({ loading: false, user: editor }, false, 'manageTeam');
    expect(screen.getByText('Public home')).toBeTruthy();
  });

  it('shows the children to an admin', () => {
    renderGuard({ loading: false, user: admin }, true);
    expect(screen.getByText('Secret admin')).toBeTruthy();
  });
});

describe('session shared across tabs', () => {
  it('keeps the screen (and what is typed on it) when another tab removed the tokens, and marks the session ended', async () => {
    localStorage.setItem('accessToken', 'A1');
    const store = new AuthStore({ initialState: { loading: false, user: admin } });
    const { client } = createTestClient(() => ({ data: null }));
    renderWithProviders(
      <ProtectedRoute capability="backOffice">
        <p>Secret admin</p>
      </ProtectedRoute>,
      { client, route: '/admin', wrapper: withStore(store) },
    );
    expect(screen.getByText('Secret admin')).toBeTruthy();
    localStorage.removeItem('accessToken');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', oldValue: 'A1', newValue: null }));
    });
    // The back office asks to sign in again over the screen (SessionEndedDialog), instead of leaving it.
    expect(store.getSnapshot()).toEqual({ loading: false, user: admin, ended: true });
    expect(screen.getByText('Secret admin')).toBeTruthy();
    // Signing in again ends the question; signing out leaves.
    act(() => {
      store.adopt({ accessToken: 'A2', refreshToken: 'R2', user: admin });
    });
    expect(store.getSnapshot()).toEqual({ loading: false, user: admin });
  });
});
