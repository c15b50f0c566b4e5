import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { AuthProvider, AuthStore } from '../../auth';
import { Dashboard } from './Dashboard';

const signedIn = (role: 'admin' | 'editor') => {
  const user = { _id: 'u1', email: `${role}@example.com`, role, createdAt: '2025-01-01T00:00:00.000Z' };
  const store = new AuthStore({ initialState: { loading: false, user } });
  return function SignedIn({ children }: { children: ReactNode }) {
    return <AuthProvider store={store}>{children}</AuthProvider>;
  };
};

const data = {
  contactInbox: { __typename: 'ContactInboxPage', messages: [{ __typename: 'ContactMessage', _id: 'c1', name: 'Ana', subject: 'Camping?', createdAt: '2025-05-03T10:00:00.000Z' }], total: 31 },
  newsPage: { __typename: 'NewsArticlePage', items: [{ __typename: 'NewsArticle', _id: 'n1', title: 'Lineup complete', publishedAt: '2025-05-04T08:00:00.000Z' }], total: 2000 },
  bands: [{ __typename: 'Band', _id: 'b1', name: 'Iron Wolves', createdAt: '2025-05-02T12:00:00.000Z' }],
  visitorStats: {
    __typename: 'VisitorStats',
    totalVisitors: 42,
    percentageChange: 0,
    thisMonth: 3,
    lastMonth: 3,
    daily: [
      { __typename: 'DailyVisits', date: '2025-05-03', visits: 1 },
      { __typename: 'DailyVisits', date: '2025-05-04', visits: 2 },
    ],
  },
};

describe('Dashboard', () => {
  it('loads everything with one operation and shows stats, activity and quick actions', async () => {
    const { client, calls } = createTestClient((name) => (name === 'AdminDashboard' ? { data } : { data: null }));
    renderWithProviders(<Dashboard />, { client, route: '/admin', wrapper: signedIn('admin') });
    expect(screen.getByText('Loading activities...')).toBeTruthy();
    expect(await screen.findByText('News article published: "Lineup complete"')).toBeTruthy();
    // The message opens in the inbox.
    expect(screen.getByRole('link', { name: 'New message from Ana: "Camping?"' }).getAttribute('href')).toBe('/admin/inbox?message=c1');
    expect(screen.getByText('New band added to lineup: Iron Wolves')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    // The inbox's count is its total, not the messages read.
    expect(screen.getByText('31')).toBeTruthy();
    expect(screen.getByText('+0% from last month')).toBeTruthy();
    expect(screen.getByText('1847')).toBeTruthy();
    expect(screen.getByText('+8% from last week')).toBeTruthy();
    expect(screen.getAllByTestId('visits-bar')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Add New Band/ }).getAttribute('href')).toBe('/admin/lineup');
    expect(screen.getByRole('link', { name: /Create News Article/ }).getAttribute('href')).toBe('/admin/news');
    expect(screen.getByRole('link', { name: /View Live Site/ }).getAttribute('href')).toBe('/');
    expect(calls.map((c) => c.operationName)).toEqual(['AdminDashboard']);
    expect(calls[0].variables).toEqual({ inbox: true, visits: true });
  });

  it("leaves the inbox and the visit statistics out of an editor's dashboard", async () => {
    const { contactInbox: _inbox, visitorStats: _visits, ...content } = data;
    const { client, calls } = createTestClient((name) => (name === 'AdminDashboard' ? { data: content } : { data: null }));
    renderWithProviders(<Dashboard />, { client, route: '/admin', wrapper: signedIn('editor') });
    expect(await screen.findByText('News article published: "Lineup complete"')).toBeTruthy();
    expect(calls[0].variables).toEqual({ inbox: false, visits: false });
    expect(screen.queryByText('Total Visitors')).toBeNull();
    expect(screen.queryByText('Contact Messages')).toBeNull();
    expect(screen.queryByText('Visits, last 30 days')).toBeNull();
  });

  it('empties the activity list when any part fails', async () => {
    const { client } = createTestClient(() => ({
      data: null,
      errors: [{ message: 'Admins only', path: ['contactMessages'], extensions: { code: 'FORBIDDEN' } }],
    }));
    renderWithProviders(<Dashboard />, { client, route: '/admin', wrapper: signedIn('admin') });
    expect(await screen.findByText('No recent activity.')).toBeTruthy();
    expect(screen.getByText('1847')).toBeTruthy();
  });
});
