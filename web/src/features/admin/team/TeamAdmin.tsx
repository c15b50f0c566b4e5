import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { inviteInputSchema } from '@domain/auth';
import { InviteMemberDocument, TeamDocument, TeamInvitesDocument, UpdateTeamPolicyDocument, type Role } from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { useAuth } from '../../auth';
import { SelectField, TextField } from '../common/FormField';
import { notifyError, notifySuccess } from '../common/notify';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { LinkToShare } from './LinkToShare';
import { ResetLinksCard } from './ResetLinksCard';
import { InvitesCard, MembersCard, ROLE_OPTIONS, type SharedLink } from './TeamLists';
import { SectionCard } from '../common/SectionCard';

interface InviteValues {
  email?: string;
  role?: Role;
}
const validateInvite = formValidator<InviteValues>(inviteInputSchema);

function InviteCard({ onInvited }: { onInvited: (link: SharedLink) => void }) {
  const [invite] = useMutation(InviteMemberDocument, { refetchQueries: [TeamInvitesDocument] });
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

/** /admin/team (admins): members and their roles, invitations (both paged and searched, #37), deactivation and reset links. */
export function TeamAdmin() {
  const { user } = useAuth();
  const { data, loading } = useQuery(TeamDocument, { fetchPolicy: 'cache-and-network' });
  const [link, setLink] = useState<SharedLink | null>(null);

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
          <MembersCard self={user?._id} onLink={setLink} />
          <InvitesCard />
          <ResetLinksCard />
        </>
      )}
    </Stack>
  );
}
