import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { ChangePasswordDocument, EndOtherSessionsDocument, EndSessionDocument, MySessionsDocument } from '../gql/graphql';
import { fieldErrors } from '../../../shared/api/errors';
import { useAuth } from '../../auth';
import { TextField } from '../common/FormField';
import { NewPasswordFields, newPasswordErrors } from '../common/NewPasswordFields';
import { notifyError, notifySuccess } from '../common/notify';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { formatDateTime } from '../team/when';
import { browserName } from './browserName';
import { PasskeysCard } from './PasskeysCard';
import { TwoFactorCard } from './TwoFactorCard';
import { SectionCard } from '../common/SectionCard';

interface PasswordValues {
  current?: string;
  next?: string;
  confirm?: string;
}

export function validatePasswordChange(values: PasswordValues): PasswordValues {
  const { password, confirm } = newPasswordErrors(values.next ?? '', values.confirm ?? '', 'New password is required');
  return { ...(!values.current && { current: 'Current password is required' }), ...(password && { next: password }), ...(confirm && { confirm }) };
}

function PasswordCard() {
  const [changePassword] = useMutation(ChangePasswordDocument, { refetchQueries: [MySessionsDocument] });
  const onSubmit = async ({ current = '', next = '' }: PasswordValues) => {
    try {
      await changePassword({ variables: { input: { current, next } } });
      notifySuccess('Password changed; your other sessions were signed out');
      return undefined;
    } catch (error) {
      // A wrong current password or a weak new one belongs to its field; anything else is a toast.
      const details = fieldErrors(error);
      if (details?.current || details?.next) return { current: details.current, next: details.next };
      notifyError(error, 'The password could not be changed');
      return { [FORM_ERROR]: 'failed' };
    }
  };
  return (
    <SectionCard title="Password" description="Changing it signs you out everywhere else.">
      <Form<PasswordValues>
        onSubmit={onSubmit}
        validate={validatePasswordChange}
        render={({ handleSubmit, submitting, form }) => (
          <form
            // Emptied once the change succeeded (final-form's documented reset-after-submit).
            onSubmit={(e) => handleSubmit(e)?.then(() => form.getState().submitSucceeded && form.restart())}
            noValidate
            aria-label="Change password"
          >
            <Stack gap="4" maxW="md">
              <TextField name="current" label="Current password" type="password" autoComplete="current-password" required />
              <NewPasswordFields name="next" confirmLabel="Repeat the new password" />
              <Button type="submit" colorPalette="blood" disabled={submitting} alignSelf="flex-start">
                Change password
              </Button>
            </Stack>
          </form>
        )}
      />
    </SectionCard>
  );
}

function SessionsCard() {
  const { data, loading } = useQuery(MySessionsDocument, { fetchPolicy: 'cache-and-network' });
  const [endSession] = useMutation(EndSessionDocument, { refetchQueries: [MySessionsDocument] });
  const [endOthers, { loading: ending }] = useMutation(EndOtherSessionsDocument, { refetchQueries: [MySessionsDocument] });
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const signOut = async (id: string) => {
    try {
      await endSession({ variables: { id } });
      notifySuccess('That session was signed out');
    } catch (error) {
      notifyError(error, 'The session could not be signed out');
    }
  };
  const signOutOthers = async () => {
    try {
      const { data: ended } = await endOthers();
      notifySuccess(`${ended?.endOtherSessions ?? 0} other session(s) signed out`);
    } catch (error) {
      notifyError(error, 'The other sessions could not be signed out');
    }
  };

  return (
    <SectionCard
      title="Sessions"
      description="The browsers signed in to your account."
      actions={
        others > 0 && (
          <Button variant="outline" onClick={signOutOthers} disabled={ending}>
            Sign out everywhere else
          </Button>
        )
      }
      flush
    >
      {loading && !data ? (
        <LoadingBlock />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" aria-label="Sessions">
          {sessions.map((s) => (
            <Flex as="li" key={s._id} gap="3" py="3" borderBottomWidth="1px" borderColor="border" justify="space-between" align="center" wrap="wrap">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">
                  {browserName(s.userAgent)} {s.current && <Badge colorPalette="green">This browser</Badge>}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  Signed in {formatDateTime(s.createdAt)} · last active {formatDateTime(s.lastUsedAt)}
                </Text>
              </Stack>
              {!s.current && (
                <Button size="sm" variant="outline" onClick={() => signOut(s._id)}>
                  Sign out
                </Button>
              )}
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/** /admin/account (every member of the back office): one's password, two-factor sign-in, passkeys and signed-in browsers. */
export function AccountAdmin() {
  const { user } = useAuth();
  return (
    <Stack gap="6">
      <PageHeader title="Account" description={user ? `Signed in as ${user.email} (${user.role}).` : undefined} />
      <PasswordCard />
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
    </Stack>
  );
}
