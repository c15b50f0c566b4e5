import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { AuthProvider, AuthStore } from '../../auth';
import { TrashAdmin } from './TrashAdmin';

const me = { _id: 'u1', email: 'admin@example.com', role: 'admin' as const, createdAt: '2025-01-01T00:00:00.000Z' };
const store = new AuthStore({ initialState: { loading: false, user: me } });
const SignedIn = ({ children }: { children: ReactNode }) => <AuthProvider store={store}>{children}</AuthProvider>;

const item = {
  __typename: 'TrashItem',
  collection: 'news',
  _id: 'n1',
  title: 'Gates open',
  deletedAt: '2026-11-28T08:00:00.000Z',
  deletedBy: { __typename: 'Author', _id: 'u1', email: 'admin@example.com' },
  purgeAt: '2026-12-28T08:00:00.000Z',
};

describe('TrashAdmin', () => {
  it('says when an item will be deleted for good, restores it, and keeps focus on the list', async () => {
    let items = [item];
    const { client } = createTestClient((name) => {
      if (name === 'AdminTrash') return { data: { trashPage: { __typename: 'TrashPage', items, nextCursor: null, total: items.length } } };
      if (name === 'AdminRestoreFromTrash') {
        items = [];
        return { data: { restoreFromTrash: { __typename: 'Restored', collection: 'news', _id: 'n1', title: 'Gates open', message: 'Restored' } } };
      }
      return { data: null };
    });
    renderWithProviders(<TrashAdmin />, { client, route: '/admin/trash', wrapper: SignedIn, toaster: true });
    const [row] = await screen.findAllByTestId('trash-item');
    // The purge date is to come: not 'purged', as if it had happened.
    expect(within(row!).getByText(/by admin@example\.com · deleted for good on 28 Dec 2026/)).toBeTruthy();
    expect(within(row!).getByRole('button', { name: 'Delete Gates open for good' })).toBeTruthy();

    await userEvent.click(within(row!).getByRole('button', { name: /Restore/ }));
    expect(await screen.findByText('Gates open restored')).toBeTruthy();
    expect(await screen.findByText('The trash is empty.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('list-count')));
  });
});
