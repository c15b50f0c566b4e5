import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { InboxAdmin } from './InboxAdmin';

const message = (_id: string, subject: string, readAt: string | null, handledAt: string | null) => ({
  __typename: 'ContactMessage',
  _id,
  name: 'Ana',
  email: 'ana@example.com',
  subject,
  message: 'Hello',
  createdAt: '2026-05-01T10:00:00.000Z',
  readAt,
  handledAt,
});

const all = [message('m1', 'Tickets?', null, null), message('m2', 'Parking', '2026-05-02T10:00:00.000Z', '2026-05-02T11:00:00.000Z')];

describe('the inbox filters', () => {
  it('asks the server for New or Handled messages only, and for all again', async () => {
    const { client, calls } = createTestClient((name, variables) => {
      if (name !== 'AdminInbox') return { data: null };
      const shown = all.filter((m) => (variables.status === 'new' ? !m.readAt : variables.status === 'handled' ? !!m.handledAt : true));
      return { data: { contactInbox: { __typename: 'ContactInboxPage', total: shown.length, unread: 1, messages: shown } } };
    });
    renderWithProviders(<InboxAdmin />, { client, route: '/admin/inbox' });
    expect(await screen.findAllByTestId('inbox-row')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-row').map((r) => r.textContent)).toEqual([expect.stringContaining('Tickets?')]));
    expect(screen.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Handled' }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-row').map((r) => r.textContent)).toEqual([expect.stringContaining('Parking')]));

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(2));
    expect(calls.filter((c) => c.operationName === 'AdminInbox').map((c) => c.variables.status ?? null)).toEqual(expect.arrayContaining([null, 'new', 'handled']));
  });
});
