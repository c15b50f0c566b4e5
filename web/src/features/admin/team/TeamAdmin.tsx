import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Flex, HStack, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { inviteInputSchema } from '@domain/auth';
import {
  CreateResetLinkDocument,
  InviteMemberDocument,
  ResetLinksDocument,
  RevokeInviteDocument,
  TeamDocument,
  UpdateMemberDocument,
  UpdateTeamPolicyDocument,
  type Role,
  type TeamMemberFragment,
} from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { useAuth } from '../../auth';
import { SelectField, TextField } from '../common/FormField';
import { notifyError, notifySuccess } from '../common/notify';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { LinkToShare } from './LinkToShare';
import { ResetLinksCard } from './ResetLinksCard';
import { RevocableList } from './RevocableList';
import { formatDateTime } from './when';
import { SectionCard } from '../common/SectionCard';

export const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'editor', label: 'Editor: bands, stages, news, archives, page content' },
  { value: 'admin', label: 'Admin: everything, settings and the team too' },
  { value: 'user', label: 'User: no back office' },
];
const ROLE_NAMES: Record<Role, string> = { admin: 'Admin', editor: 'Editor', user: 'User' };

interface InviteValues {
  email?: string;
  role?: Role;
}
const validateInvite = formValidator<InviteValues>(inviteInputSchema);

type SharedLink = { label: string; url: string; expiresAt: string };

function InviteCard({ onInvited }: { onInvited: (link: SharedLink) => void }) {
  const [invite] = useMutation(InviteMemberDocument, { refetchQueries: [TeamDocument] });
  const onSubmit = async (values: InviteValues, form: { restart: () => void }) => {
    try {
      const { data } = await invite({ variables: { input: { email: values.email ?? '', role: values.role ?? 'editor' } } });
      const sent = data?.inviteMember;
      if (!sent?.url) return;
      notifySuccess(`Invitation for ${sent.email} created`);
      onInvited({ label: `Invitation link for ${sent.email}`, url: sent.url, expiresAt: sent.expiresAt });
      form.restart();
    } catch (error) {
      notifyError(error, 'The invitation could not be created');
    }
  };
  return (
    <SectionCard title="Invite someone" description="They get a one-time link, valid for 7 days, to choose their password (mailed too when the server can send mail).">
      <Form<InviteValues>
        onSubmit={(values, form) => onSubmit(values, form)}
        validate={validateInvite}
        initialValues={{ role: 'editor' }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Invite someone">
            <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
              <TextField name="email" label="Email" type="email" autoComplete="off" required />
              <SelectField name="role" label="Role" options={ROLE_OPTIONS} required />
              <Button type="submit" colorPalette="blood" disabled={submitting} flexShrink={0}>
                Invite
              </Button>
            </Flex>
          </form>
        )}
      />
    </SectionCard>
  );
}

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

function PolicyCard({ requireTwoFactor }: { requireTwoFactor: boolean }) {
  const [update, { loading }] = useMutation(UpdateTeamPolicyDocument, { refetchQueries: [TeamDocument] });
  const toggle = async (next: boolean) => {
    try {
      await update({ variables: { requireTwoFactor: next } });
      notifySuccess(next ? 'Two-factor sign-in is now required of all staff' : 'Two-factor sign-in is no longer required');
    } catch (error) {
      notifyError(error, 'The policy could not be changed');
    }
  };
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body>
        <Switch.Root checked={requireTwoFactor} disabled={loading} onCheckedChange={(e) => toggle(e.checked)} colorPalette="blood">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Require two-factor sign-in for all staff</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted" mt="2">
          Staff without it are sent to their Account to set it up, and may do nothing else until they have.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/team (admins): members and their roles, invitations, deactivation and reset links. */
export function TeamAdmin() {
  const { user } = useAuth();
  const { data, loading } = useQuery(TeamDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeInviteDocument, { refetchQueries: [TeamDocument] });
  const [link, setLink] = useState<SharedLink | null>(null);

  const revokeInvite = async (id: string, email: string) => {
    try {
      await revoke({ variables: { id } });
      notifySuccess(`The invitation for ${email} was revoked`);
    } catch (error) {
      notifyError(error, 'The invitation could not be revoked');
    }
  };

  return (
    <Stack gap="6">
      <PageHeader title="Team" description="Who may sign in to the back office, and what each may do." />
      <InviteCard onInvited={setLink} />
      {data && <PolicyCard requireTwoFactor={data.teamPolicy.requireTwoFactor} />}
      {link && <LinkToShare {...link} onDone={() => setLink(null)} />}
      {loading && !data ? (
        <LoadingBlock />
      ) : (
        <>
          <SectionCard title="Members" flush>
            <Stack as="ul" gap="0" listStyleType="none" aria-label="Members">
              {data?.members.map((m) => <MemberRow key={m._id} member={m} self={m._id === user?._id} onLink={setLink} />)}
            </Stack>
          </SectionCard>
          <RevocableList
            title="Pending invitations"
            empty="No pending invitations."
            items={data?.invites.map((i) => ({
              key: i._id,
              title: (
                <>
                  {i.email} <Badge ml="1">{ROLE_NAMES[i.role]}</Badge>
                </>
              ),
              detail: `Expires ${formatDateTime(i.expiresAt)}`,
              revokeLabel: `Revoke the invitation for ${i.email}`,
              onRevoke: () => void revokeInvite(i._id, i.email),
            }))}
          />
          <ResetLinksCard />
        </>
      )}
    </Stack>
  );
}
