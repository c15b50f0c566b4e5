import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { resetStartupHealth, resetVisitLog } from '../features/startup';
import { renderPublic, siteAssetsFixture } from '../test/render';
import { AppRoutes } from './App';

const originalFetch = globalThis.fetch;

function mockHealth(ok: boolean) {
  const fetchMock = jest.fn(async (input: unknown) => {
    if (String(input).endsWith('/api/health')) return { ok, status: ok ? 200 : 503, text: async () => JSON.stringify({ status: ok ? 'ok' : 'unavailable' }) };
    throw new Error(`unexpected fetch ${String(input)}`);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const resolve = (op: string) => {
  if (op === 'SiteAssets') return { data: { siteAssets: siteAssetsFixture() } };
  if (op === 'LogVisit') return { data: { logVisit: true } };
  return { data: null };
};

describe('startup health gate', () => {
  beforeEach(() => {
    resetStartupHealth();
    resetVisitLog();
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('shows Loading while the check runs, then the public site, and logs one visit', async () => {
    const fetchMock = mockHealth(true);
    const { calls } = renderPublic(<AppRoutes />, { resolve, route: '/some/unknown/page' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.operationName === 'LogVisit')).toHaveLength(1);
  });

  it('offers only /login and /admin when the check fails, and a fallback screen elsewhere', async () => {
    mockHealth(false);
    const { calls } = renderPublic(<AppRoutes />, { resolve, route: '/lineup' });
    expect(await screen.findByText('The site is temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 - Page Not Found' })).toBeNull();
    expect(calls.filter((c) => c.operationName === 'LogVisit')).toHaveLength(0);
  });

  it('still renders /login when the check fails', async () => {
    mockHealth(false);
    renderPublic(<AppRoutes />, { resolve, route: '/login' });
    // The login screen is a lazily loaded chunk: give its import time on a busy machine.
    expect(await screen.findByLabelText(/password/i, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('The site is temporarily unavailable')).toBeNull();
  });

  it('treats a network failure as a failed check', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('network down');
    }) as typeof fetch;
    renderPublic(<AppRoutes />, { resolve, route: '/' });
    expect(await screen.findByText('The site is temporarily unavailable')).toBeInTheDocument();
  });
});
