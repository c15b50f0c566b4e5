import { useMutation } from '@apollo/client/react';
import { Badge, Button, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { TEAM_SEARCH } from '@domain/team';
import {
  CreateResetLinkDocument,
  ResetLinksDocument,
  RevokeInviteDocument,
  TeamInvitesDocument,
  TeamMembersDocument,
  UpdateMemberDocument,
  type Role,
  type TeamMemberFragment,
} from '../gql/graphql';
import { notifyError, notifySuccess } from '../common/notify';
import { focusListCountIfLost, ListPager, ListToolbar, type ListFilter } from '../common/PagedListControls';
import { SectionCard } from '../common/SectionCard';
import { usePagedList } from '../common/usePagedList';
import { RevocableList } from './RevocableList';
import { formatDateTime } from './when';

export const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'editor', label: 'Editor: bands, stages, news, archives, page content' },
  { value: 'admin', label: 'Admin: everything, settings and the team too' },
  { value: 'user', label: 'User: no back office' },
];
const ROLE_NAMES: Record<Role, string> = { admin: 'Admin', editor: 'Editor', user: 'User' };

export type SharedLink = { label: string; url: string; expiresAt: string };

/** Members and invitations per page: a team rarely has more, so most teams see one page. */
export const TEAM_PAGE_SIZE = 25;

const ROLE_FILTER: ListFilter = { name: 'role', label: 'Filter by role', allLabel: 'All roles', options: ROLE_OPTIONS.map((o) => ({ value: o.value, label: ROLE_NAMES[o.value] })) };

function MemberRow({ member, self, onLink }: { member: TeamMemberFragment; self: boolean; onLink: (link: SharedLink) => void }) {
  // A new link replaces the member's older one, and a deactivation voids links: the list follows.
  const [update, { loading: saving }] = useMutation(UpdateMemberDocument, { refetchQueries: [ResetLinksDocument] });
  const [resetLink, { loading: linking }] = useMutation(CreateResetLinkDocument, { refetchQueries: [ResetLinksDocument] });
  const change = async (input: { role?: Role; active?: boolean }, done: string) => {
    try {
      await update({ variables: { id: member._id, input } });
      notifySuccess(done);
    } catch (error) {
      notifyError(error, 'The member could not be changed');
    }
  };
  const makeResetLink = async () => {
    try {
      const { data } = await resetLink({ variables: { id: member._id } });
      if (data) onLink({ label: `Password reset link for ${member.email}`, ...data.createResetLink });
    } catch (error) {
      notifyError(error, 'No reset link could be made');
    }
  };
  return (
    <Flex as="li" gap="3" py="3" borderBottomWidth="1px" borderColor="border" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} data-testid="member">
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium" truncate>
            {member.email}
          </Text>
          {self && <Badge>You</Badge>}
          {member.twoFactor && <Badge colorPalette="green">Two-factor</Badge>}
          {member.passkeys > 0 && <Badge colorPalette="green">{member.passkeys === 1 ? 'Passkey' : `${member.passkeys} passkeys`}</Badge>}
          {!member.active && <Badge colorPalette="gray">Deactivated</Badge>}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {member.lastSignInAt ? `Last signed in ${formatDateTime(member.lastSignInAt)}` : 'Never signed in'}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto" disabled={saving}>
          <NativeSelect.Field
            aria-label={`Role of ${member.email}`}
            value={member.role}
            onChange={(e) => change({ role: e.currentTarget.value as Role }, `${member.email} is now ${ROLE_NAMES[e.currentTarget.value as Role]}`)}
          >
            {ROLE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {ROLE_NAMES[o.value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" onClick={makeResetLink} disabled={linking || !member.active}>
          Reset link
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette={member.active ? 'red' : undefined}
          // Signing oneself out of the team is left to another admin.
          hidden={self}
          disabled={saving}
          onClick={() => change({ active: !member.active }, member.active ? `${member.email} was deactivated and signed out` : `${member.email} can sign in again`)}
        >
          {member.active ? 'Deactivate' : 'Reactivate'}
        </Button>
      </HStack>
    </Flex>
  );
}

/** The members, oldest first, a page at a time, searched by address and filtered by role. */
export function MembersCard({ self, onLink }: { self: string | undefined; onLink: (link: SharedLink) => void }) {
  const list = usePagedList(TeamMembersDocument, (d) => d.membersPage, { pageSize: TEAM_PAGE_SIZE });
  return (
    <SectionCard title="Members">
      <ListToolbar list={list} noun={{ one: 'member', many: 'members' }} searched={TEAM_SEARCH} filters={[ROLE_FILTER]} id="members-top" />
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Members">
        {list.items.map((m) => (
          <MemberRow key={m._id} member={m} self={m._id === self} onLink={onLink} />
        ))}
      </Stack>
      {!list.loading && list.items.length === 0 && <Text color="fg.muted">No member matches.</Text>}
      <ListPager list={list} top="members-top" />
    </SectionCard>
  );
}

/** The pending invitations, newest first, a page at a time, searched by address. */
export function InvitesCard() {
  const list = usePagedList(TeamInvitesDocument, (d) => d.invitesPage, { pageSize: TEAM_PAGE_SIZE });
  const [revoke] = useMutation(RevokeInviteDocument, { refetchQueries: [TeamInvitesDocument], awaitRefetchQueries: true });
  const revokeInvite = async (id: string, email: string) => {
    try {
      await revoke({ variables: { id } });
      notifySuccess(`The invitation for ${email} was revoked`);
      // Its Revoke button went with it: focus goes to this list's count.
      focusListCountIfLost('invites-top');
    } catch (error) {
      notifyError(error, 'The invitation could not be revoked');
    }
  };
  return (
    <RevocableList
      title="Pending invitations"
      empty={list.narrowed ? 'No pending invitation matches.' : 'No pending invitations.'}
      toolbar={<ListToolbar list={list} noun={{ one: 'invitation', many: 'invitations' }} searched={TEAM_SEARCH} id="invites-top" />}
      pager={<ListPager list={list} top="invites-top" />}
      items={
        list.loading
          ? undefined
          : list.items.map((i) => ({
              key: i._id,
              title: (
                <>
                  {i.email} <Badge ml="1">{ROLE_NAMES[i.role]}</Badge>
                </>
              ),
              detail: `Expires ${formatDateTime(i.expiresAt)}`,
              revokeLabel: `Revoke the invitation for ${i.email}`,
              onRevoke: () => void revokeInvite(i._id, i.email),
            }))
      }
    />
  );
}
