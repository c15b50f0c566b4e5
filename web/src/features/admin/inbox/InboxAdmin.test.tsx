import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { INBOX_PAGE_SIZE, InboxAdmin } from './InboxAdmin';

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
      return { data: { contactInbox: { __typename: 'ContactInboxPage', total: shown.length, unread: 1, nextCursor: null, messages: shown } } };
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

describe('the inbox by keyboard', () => {
  it('opening a message moves focus to its subject (the list is hidden on a phone); All messages brings it back to that row', async () => {
    let messages = all.map((m) => ({ ...m, readAt: m.readAt ?? 'x' }));
    const { client } = createTestClient((name, variables) => {
      if (name === 'AdminInbox') return { data: { contactInbox: { __typename: 'ContactInboxPage', total: messages.length, unread: 0, nextCursor: null, messages } } };
      if (name === 'AdminDeleteContactMessage') {
        messages = messages.filter((m) => m._id !== variables.id);
        return { data: { deleteContactMessage: { __typename: 'DeleteResult', _id: variables.id, message: 'Message deleted successfully' } } };
      }
      return { data: null };
    });
    renderWithProviders(<InboxAdmin />, { client, route: '/admin/inbox' });
    const [, parking] = await screen.findAllByTestId('inbox-row');
    await userEvent.click(parking!);
    const subject = await screen.findByRole('heading', { name: 'Parking' });
    await waitFor(() => expect(document.activeElement).toBe(subject));
    await userEvent.click(screen.getByRole('button', { name: /All messages/ }));
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Parking'));
    expect(document.activeElement).toHaveAttribute('data-testid', 'inbox-row');

    // Deleted: its buttons are gone with it, and focus goes to the list's count, not the page.
    await userEvent.click(document.activeElement as HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('list-count')));
  });
});

describe('the inbox a page at a time, searched (#37)', () => {
  /** `count` messages served as the server does: a cursor is the index to start at, `q` a word of the name. */
  function inboxServer(count: number) {
    const messages = Array.from({ length: count }, (_, i) => ({ ...message(`m${i}`, `Subject ${i}`, null, null), name: i === 3 ? 'Ștefan' : `Visitor ${i}` }));
    return createTestClient((name, variables) => {
      if (name !== 'AdminInbox') return { data: null };
      const { limit, cursor, q } = variables as { limit: number; cursor?: string | null; q?: string | null };
      const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const found = q ? messages.filter((m) => fold(m.name).startsWith(fold(q))) : messages;
      const start = cursor ? Number(cursor) : 0;
      const next = start + limit < found.length ? String(start + limit) : null;
      return { data: { contactInbox: { __typename: 'ContactInboxPage', total: found.length, unread: count, nextCursor: next, messages: found.slice(start, start + limit) } } };
    });
  }

  it('pages on with the cursor the server gave, searches with q from the first page, and keeps the status of the address', async () => {
    const { client, calls } = inboxServer(INBOX_PAGE_SIZE + 5);
    renderWithProviders(<InboxAdmin />, { client, route: '/admin/inbox?status=new' });
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(INBOX_PAGE_SIZE));
    const inboxCalls = () => calls.filter((c) => c.operationName === 'AdminInbox');
    expect(inboxCalls()[0]!.variables).toMatchObject({ limit: INBOX_PAGE_SIZE, cursor: null, q: null, status: 'new' });
    expect(inboxCalls().some((c) => 'offset' in c.variables)).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(5));
    expect(inboxCalls().at(-1)!.variables).toMatchObject({ cursor: String(INBOX_PAGE_SIZE), status: 'new' });

    await userEvent.type(screen.getByLabelText('Search messages'), 'stefan');
    await waitFor(() => expect(screen.getAllByTestId('inbox-row').map((r) => r.textContent)).toEqual([expect.stringContaining('Ștefan')]));
    expect(inboxCalls().at(-1)!.variables).toMatchObject({ q: 'stefan', cursor: null, status: 'new' });
    expect(screen.getByTestId('list-count').textContent).toBe('1 matching message');
  });
});
