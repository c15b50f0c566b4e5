import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { TwoFactorStatusDocument } from '../gql/graphql';
import { MyPasskeysDocument, PasskeyRegistrationOptionsDocument, RegisterPasskeyDocument, RemovePasskeyDocument } from '../../../gql/passkeys/graphql';
import { fieldErrors } from '../../../shared/api/errors';
import { TextField } from '../common/FormField';
import { notifyError, notifySuccess } from '../common/notify';
import { LoadingBlock } from '../common/PageHeader';
import { formatDateTime } from '../team/when';
import { passkeyFailure, webAuthnAvailable } from '../../../shared/lib/passkeys';
import { SectionCard } from '../common/SectionCard';

/** The server's limit (domain/passkeys.ts: PASSKEY_NAME_MAX), kept out of this chunk's imports. */
const NAME_MAX = 60;

function validateName({ name }: { name?: string }) {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return { name: 'Name is required' };
  if (trimmed.length > NAME_MAX) return { name: `Must be at most ${NAME_MAX} characters` };
  return {};
}

/**
 * Passkeys on the Account screen: add one (named, e.g. "Work laptop"; the browser asks for the
 * fingerprint, face or PIN), list them with when they were made and last used, remove one.
 */
export function PasskeysCard() {
  const { data, loading } = useQuery(MyPasskeysDocument, { fetchPolicy: 'cache-and-network' });
  const [options] = useMutation(PasskeyRegistrationOptionsDocument);
  const [register] = useMutation(RegisterPasskeyDocument, { refetchQueries: [MyPasskeysDocument] });
  const [remove] = useMutation(RemovePasskeyDocument, { refetchQueries: [MyPasskeysDocument] });
  const { data: status } = useQuery(TwoFactorStatusDocument, { fetchPolicy: 'cache-first' });
  const passkeys = data?.passkeys ?? [];
  const supported = webAuthnAvailable();
  // The team requires two-factor and this sign-in (a password, no TOTP) does not meet it: the new passkey will.
  const restricted = status?.twoFactor.required && !status.twoFactor.satisfied;

  const add = async ({ name = '' }: { name?: string }) => {
    try {
      const { data: made } = await options();
      if (!made) throw new Error('No options');
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: made.passkeyRegistrationOptions as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      await register({ variables: { name: name.trim(), response: response as unknown as Record<string, unknown> } });
      notifySuccess(`Passkey “${name.trim()}” added${restricted ? ': sign out and sign in with it to use the back office' : ''}`);
      return undefined;
    } catch (error) {
      const details = fieldErrors(error);
      if (details?.name) return { name: details.name };
      notifyError(passkeyFailure(error), 'The passkey could not be added');
      return { [FORM_ERROR]: 'failed' };
    }
  };

  const removeOne = async (id: string, name: string) => {
    try {
      await remove({ variables: { id } });
      notifySuccess(`Passkey “${name}” removed`);
    } catch (error) {
      notifyError(error, 'The passkey could not be removed');
    }
  };

  return (
    <SectionCard
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of a password. A passkey sign-in needs no two-factor code: it counts as two-factor."
      // Flush under a list only: "No passkeys yet." would run into the description.
      flush={passkeys.length > 0}
    >
      <Stack gap="4">
        {loading && !data ? (
          <LoadingBlock />
        ) : passkeys.length ? (
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Passkeys">
            {passkeys.map((p) => (
              <Flex as="li" key={p._id} gap="3" py="3" borderBottomWidth="1px" borderColor="border" justify="space-between" align="center" wrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" wordBreak="break-word">
                    {p.name} {p.backedUp && <Badge colorPalette="gray">Synced</Badge>}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Added {formatDateTime(p.createdAt)} · {p.lastUsedAt ? `last used ${formatDateTime(p.lastUsedAt)}` : 'not used yet'}
                  </Text>
                </Stack>
                <Button size="sm" variant="outline" onClick={() => removeOne(p._id, p.name)} aria-label={`Remove passkey ${p.name}`}>
                  Remove
                </Button>
              </Flex>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">No passkeys yet.</Text>
        )}
        {supported ? (
          <Form<{ name?: string }>
            onSubmit={add}
            validate={validateName}
            render={({ handleSubmit, submitting, form }) => (
              <form onSubmit={(e) => handleSubmit(e)?.then(() => form.getState().submitSucceeded && form.restart())} noValidate aria-label="Add a passkey">
                <Flex gap="3" align={{ sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }} maxW="lg">
                  <TextField name="name" label="Passkey name" placeholder="e.g. Work laptop" required />
                  <Button type="submit" colorPalette="blood" disabled={submitting} flexShrink={0}>
                    Add a passkey
                  </Button>
                </Flex>
              </form>
            )}
          />
        ) : (
          <Text color="fg.muted">This browser cannot use passkeys.</Text>
        )}
      </Stack>
    </SectionCard>
  );
}
