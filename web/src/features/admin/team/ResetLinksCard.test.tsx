import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { ResetLinksCard } from './ResetLinksCard';

const link = (id: string, memberEmail: string, createdByEmail: string | null) => ({
  __typename: 'PendingResetLink',
  _id: id,
  memberId: `m-${id}`,
  memberEmail,
  createdById: createdByEmail ? `a-${id}` : null,
  createdByEmail,
  createdAt: '2026-11-28T08:00:00.000Z',
  expiresAt: '2026-11-29T08:00:00.000Z',
});

describe('ResetLinksCard', () => {
  it('lists outstanding reset links (for whom, made by whom, until when) and revokes one', async () => {
    let links = [link('r1', 'editor@example.com', 'admin@example.com'), link('r2', 'other@example.com', null)];
    const { client, calls } = createTestClient((name, variables) => {
      if (name === 'ResetLinks') return { data: { resetLinks: links } };
      if (name === 'RevokeResetLink') {
        links = links.filter((l) => l._id !== variables?.id);
        return { data: { revokeResetLink: true } };
      }
      return { data: null };
    });
    renderWithProviders(<ResetLinksCard />, { client, route: '/admin/team', toaster: true });
    const list = await screen.findByRole('list', { name: 'Outstanding reset links' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('editor@example.com')).toBeTruthy();
    expect(within(rows[0]).getByText(/Made by admin@example\.com on .* · expires .*2026/)).toBeTruthy();
    expect(within(rows[1]).getByText(/Made by a former admin/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke the reset link for editor@example.com' }));
    expect(await screen.findByText('The reset link for editor@example.com was revoked')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'RevokeResetLink')?.variables).toEqual({ id: 'r1' });
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });
});

describe('ResetLinksCard, empty', () => {
  it('keeps the body padding under the description when there is no link (the empty text does not run into it)', async () => {
    const { client } = createTestClient((name) => (name === 'ResetLinks' ? { data: { resetLinks: [] } } : { data: null }));
    renderWithProviders(<ResetLinksCard />, { client, route: '/admin/team' });
    const empty = await screen.findByText('No outstanding reset links.');
    const body = empty.parentElement as HTMLElement;
    expect(body.className).toContain('chakra-card__body');
    expect(getComputedStyle(body).paddingTop).not.toBe('0px');
  });
});
