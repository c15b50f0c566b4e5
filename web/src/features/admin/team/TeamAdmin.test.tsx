import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { AuthProvider, AuthStore } from '../../auth';
import { TeamAdmin } from './TeamAdmin';

const me = { _id: 'u1', email: 'admin@example.com', role: 'admin' as const, createdAt: '2025-01-01T00:00:00.000Z' };
const member = (id: string, email: string, role: string, extra = {}) => ({
  __typename: 'Member',
  _id: id,
  email,
  role,
  active: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastSignInAt: null,
  twoFactor: false,
  passkeys: 0,
  ...extra,
});
const team = {
  members: [member('u1', me.email, 'admin', { twoFactor: true }), member('u2', 'editor@example.com', 'editor', { passkeys: 2 })],
  teamPolicy: { __typename: 'TeamPolicy', requireTwoFactor: false },
};
const page = (typename: string, items: unknown[]) => ({ __typename: typename, items, nextCursor: null, total: items.length });
/** The team's three reads as the server answers them: members searched (`q`, a part of the address) and filtered by role. */
function teamRead(name: string, variables: Record<string, unknown>) {
  if (name === 'Team') return { data: { teamPolicy: team.teamPolicy } };
  if (name === 'TeamMembers') {
    const { q, role } = variables as { q?: string | null; role?: string | null };
    const found = team.members.filter((m) => (!q || m.email.split(/[@.]/).some((w) => w.startsWith(q))) && (!role || m.role === role));
    return { data: { membersPage: page('MemberPage', found) } };
  }
  if (name === 'TeamInvites') return { data: { invitesPage: page('InvitePage', []) } };
  return null;
}
const store = new AuthStore({ initialState: { loading: false, user: me } });
const SignedIn = ({ children }: { children: ReactNode }) => <AuthProvider store={store}>{children}</AuthProvider>;

describe('TeamAdmin', () => {
  it('invites by email and role and shows the one-time link; deactivates others but never offers it for oneself', async () => {
    const { client, calls } = createTestClient((name, variables) => {
      const read = teamRead(name, variables);
      if (read) return read;
      if (name === 'InviteMember') {
        return {
          data: {
            inviteMember: {
              __typename: 'Invite',
              _id: 'i1',
              email: 'new@example.com',
              role: 'editor',
              createdAt: '2026-01-01T00:00:00.000Z',
              expiresAt: '2026-01-08T00:00:00.000Z',
              url: 'http://localhost/admin/accept-invite#token=T',
            },
          },
        };
      }
      if (name === 'UpdateMember') return { data: { updateMember: { ...team.members[1], active: false } } };
      return { data: null };
    });
    renderWithProviders(<TeamAdmin />, { client, route: '/admin/team', wrapper: SignedIn, toaster: true });
    const rows = await screen.findAllByTestId('member');
    // The search boxes keep the cards' body padding: their labels do not touch the card titles.
    for (const label of ['Search members', 'Search invitations']) {
      const body = screen.getByText(label).closest('.chakra-card__body') as HTMLElement;
      expect(getComputedStyle(body).paddingTop).not.toBe('0px');
    }
    expect(within(rows[0]).getByText('Two-factor')).toBeTruthy();
    // A passkey is a second factor too: the member with two shows it, without the TOTP badge.
    expect(within(rows[1]).getByText('2 passkeys')).toBeTruthy();
    expect(within(rows[1]).queryByText('Two-factor')).toBeNull();
    expect(within(rows[0]).queryByRole('button', { name: 'Deactivate' })).toBeNull();

    const form = screen.getByRole('form', { name: 'Invite someone' });
    await userEvent.type(within(form).getByLabelText(/Email/), 'new@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(((await screen.findByLabelText('Invitation link for new@example.com URL')) as HTMLInputElement).value).toBe(
      'http://localhost/admin/accept-invite#token=T',
    );
    // The link is where focus goes (and so in view, even when made from a member row far below it).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Invitation link for new@example.com URL')));
    expect(calls.find((c) => c.operationName === 'InviteMember')?.variables).toEqual({ input: { email: 'new@example.com', role: 'editor' } });

    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('editor@example.com was deactivated and signed out')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'UpdateMember')?.variables).toEqual({ id: 'u2', input: { active: false } });
  });
});

describe('the team a page at a time, searched (#37)', () => {
  it('sends the search and the role filter as the page query asks them, from the first page', async () => {
    const { client, calls } = createTestClient((name, variables) => teamRead(name, variables) ?? { data: null });
    renderWithProviders(<TeamAdmin />, { client, route: '/admin/team', wrapper: SignedIn, toaster: true });
    expect(await screen.findAllByTestId('member')).toHaveLength(2);
    expect(calls.find((c) => c.operationName === 'TeamMembers')!.variables).toMatchObject({ limit: 25, cursor: null, q: null });

    await userEvent.selectOptions(screen.getByLabelText('Filter by role'), 'editor');
    await waitFor(() => expect(screen.getAllByTestId('member').map((r) => within(r).getByText(/@/).textContent)).toEqual(['editor@example.com']));
    expect(calls.filter((c) => c.operationName === 'TeamMembers').at(-1)!.variables).toMatchObject({ role: 'editor', cursor: null });

    await userEvent.selectOptions(screen.getByLabelText('Filter by role'), '');
    await userEvent.type(screen.getByLabelText('Search members'), 'admin');
    await waitFor(() => expect(screen.getAllByTestId('member')).toHaveLength(1));
    expect(calls.filter((c) => c.operationName === 'TeamMembers').at(-1)!.variables).toMatchObject({ q: 'admin', role: null });
    expect(screen.getByText('No pending invitations.')).toBeTruthy();
  });

  it("revoking an invitation takes its button away: focus goes to the invitations' count", async () => {
    let invites = [{ __typename: 'Invite', _id: 'i1', email: 'new@example.com', role: 'editor', createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-08T00:00:00.000Z', url: null }];
    const { client } = createTestClient((name, variables) => {
      if (name === 'TeamInvites') return { data: { invitesPage: page('InvitePage', invites) } };
      if (name === 'RevokeInvite') {
        invites = [];
        return { data: { revokeInvite: true } };
      }
      return teamRead(name, variables) ?? { data: null };
    });
    renderWithProviders(<TeamAdmin />, { client, route: '/admin/team', wrapper: SignedIn, toaster: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke the invitation for new@example.com' }));
    expect(await screen.findByText('No pending invitations.')).toBeTruthy();
    const invitesCount = within(screen.getByText('Search invitations').closest('#invites-top') as HTMLElement).getByTestId('list-count');
    await waitFor(() => expect(document.activeElement).toBe(invitesCount));
  });
});
