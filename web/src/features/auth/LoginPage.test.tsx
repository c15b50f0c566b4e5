import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from './LoginPage';
import { AuthProvider } from './AuthContext';
import { AuthStore } from './session';
import { createTestClient, renderWithProviders } from '../../test/render';

const admin = { __typename: 'User', _id: 'u1', email: 'admin@example.com', role: 'admin', createdAt: '2025-01-01T00:00:00.000Z' };

function renderLogin(resolve: Parameters<typeof createTestClient>[0], store = new AuthStore()) {
  const { client, calls } = createTestClient(resolve);
  const utils = renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/admin" element={<p>Admin dashboard</p>} />
    </Routes>,
    { client, route: '/login', wrapper: withStore(store), toaster: true },
  );
  return { ...utils, calls, store };
}

beforeEach(() => localStorage.clear());

const withStore = (store: AuthStore) =>
  function WithStore({ children }: { children: ReactNode }) {
    return <AuthProvider store={store}>{children}</AuthProvider>;
  };

describe('LoginPage', () => {
  it('asks a two-factor account for a code, then signs in with the challenge and the code', async () => {
    const { calls } = renderLogin((name) =>
      name === 'Login'
        ? { data: null, errors: [{ message: 'Two-factor code required', extensions: { code: 'TWO_FACTOR_REQUIRED', challenge: 'C1' } }] }
        : name === 'VerifyTwoFactor'
          ? { data: { verifyTwoFactor: { __typename: 'AuthPayload', accessToken: 'A2', refreshToken: 'R2', user: admin } } }
          : { data: null },
    );
    await userEvent.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'admin-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(await screen.findByLabelText(/Code from your authenticator app/), 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Admin dashboard')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'VerifyTwoFactor')?.variables).toEqual({ input: { challenge: 'C1', code: 'abcde-fghij' } });
    expect(localStorage.getItem('accessToken')).toBe('A2');
  });

  it('shows the required-field messages on an empty submit', async () => {
    const { calls } = renderLogin(() => ({ data: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls.filter((c) => c.operationName === 'Login')).toHaveLength(0);
  });

  it('shows the email-pattern and password-length messages', async () => {
    renderLogin(() => ({ data: null }));
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Password/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it("signs in: 'Signing in...' while submitting, tokens stored, then /admin", async () => {
    let release: () => void = () => undefined;
    const { calls } = renderLogin((name) =>
      name === 'Login'
        ? new Promise((resolve) => {
            release = () => resolve({ data: { login: { __typename: 'AuthPayload', accessToken: 'A1', refreshToken: 'R1', user: admin } } });
          })
        : { data: null },
    );
    await userEvent.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'admin-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeTruthy();
    release();
    expect(await screen.findByText('Admin dashboard')).toBeTruthy();
    expect(await screen.findByText('Login successful! Redirecting to admin panel...')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe('A1');
    expect(localStorage.getItem('refreshToken')).toBe('R1');
    expect(calls.find((c) => c.operationName === 'Login')?.variables).toEqual({ input: { email: 'admin@example.com', password: 'admin-secret' } });
  });

  it('stays on the form when the server refuses', async () => {
    renderLogin((name) =>
      name === 'Login' ? { data: null, errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }] } : { data: null },
    );
    await userEvent.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText('Admin dashboard')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('redirects a signed-in user to /admin', async () => {
    renderLogin(() => ({ data: null }), new AuthStore({ initialState: { loading: false, user: admin as never } }));
    expect(await screen.findByText('Admin dashboard')).toBeTruthy();
  });

  it('fetches the current user on start when a token is stored, and drops both tokens if that fails', async () => {
    localStorage.setItem('accessToken', 'stale');
    localStorage.setItem('refreshToken', 'R-stale');
    const { calls } = renderLogin((name) =>
      name === 'Me' ? { data: null, errors: [{ message: 'User not found', extensions: { code: 'NOT_FOUND' } }] } : { data: null },
    );
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(calls.some((c) => c.operationName === 'Me')).toBe(true);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});

describe('session start without an answer', () => {
  it('keeps the tokens when the me request never got an answer (offline / aborted)', async () => {
    localStorage.setItem('accessToken', 'A1');
    localStorage.setItem('refreshToken', 'R1');
    renderLogin((name) => (name === 'Me' ? Promise.reject(new TypeError('Failed to fetch')) : { data: null }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe('A1');
    expect(localStorage.getItem('refreshToken')).toBe('R1');
  });
  it('"Forgot password?" sends the address and shows the server’s answer, the same for any address', async () => {
    const answer = { __typename: 'PasswordResetRequestAnswer', mailed: true, message: 'If this address belongs to a member of the team, a link is on its way.' };
    const { calls } = renderLogin((name) => (name === 'RequestPasswordReset' ? { data: { requestPasswordReset: answer } } : { data: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Email/), 'lena@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(answer.message);
    expect(form.isConnected).toBe(false);
    expect(calls.find((c) => c.operationName === 'RequestPasswordReset')?.variables).toEqual({ input: { email: 'lena@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
  });
});
