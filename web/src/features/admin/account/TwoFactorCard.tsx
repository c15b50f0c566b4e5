import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Code, Flex, Image, Stack, Text } from '@chakra-ui/react';
import QRCode from 'qrcode';
import { useState } from 'react';
import { Form } from 'react-final-form';
import {
  DisableTwoFactorDocument,
  EnableTwoFactorDocument,
  RegenerateRecoveryCodesDocument,
  SetupTwoFactorDocument,
  TwoFactorStatusDocument,
} from '../gql/graphql';
import { fieldErrors } from '../../../shared/api/errors';
import { TextField } from '../common/FormField';
import { notifyError, notifySuccess } from '../common/notify';
import { RecoveryCodes } from './RecoveryCodes';
import { SectionCard } from '../common/SectionCard';

const requireCode = ({ code }: { code?: string }) => (code?.trim() ? {} : { code: 'Code is required' });

/** A code form whose wrong code is shown on its field (the server's `details.code`). */
function CodeForm({ label, submit, onCode }: { label: string; submit: string; onCode: (code: string) => Promise<void> }) {
  const onSubmit = async ({ code = '' }: { code?: string }) => {
    try {
      await onCode(code.trim());
      return undefined;
    } catch (error) {
      const details = fieldErrors(error);
      if (details?.code) return { code: details.code };
      notifyError(error, 'That did not work');
      return undefined;
    }
  };
  return (
    <Form<{ code?: string }>
      onSubmit={onSubmit}
      validate={requireCode}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={submit}>
          <Flex gap="3" align={{ sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }} maxW="lg">
            <TextField name="code" label={label} autoComplete="one-time-code" required />
            <Button type="submit" colorPalette="blood" disabled={submitting} flexShrink={0}>
              {submit}
            </Button>
          </Flex>
        </form>
      )}
    />
  );
}

/**
 * Two-factor sign-in on the Account screen: set up (a QR code for the authenticator app and the
 * secret to type in), turn on with a code (the 10 recovery codes are shown once), turn off.
 */
export function TwoFactorCard() {
  const { data } = useQuery(TwoFactorStatusDocument, { fetchPolicy: 'cache-and-network' });
  const [setupTwoFactor, { loading: starting }] = useMutation(SetupTwoFactorDocument);
  const [enable] = useMutation(EnableTwoFactorDocument, { refetchQueries: [TwoFactorStatusDocument] });
  const [disable] = useMutation(DisableTwoFactorDocument, { refetchQueries: [TwoFactorStatusDocument] });
  const [pending, setPending] = useState<{ secret: string; qr: string } | null>(null);
  const [regenerate] = useMutation(RegenerateRecoveryCodesDocument, { refetchQueries: [TwoFactorStatusDocument] });
  const [recoveryCodes, setRecoveryCodes] = useState<{ codes: string[]; intro: string } | null>(null);
  const status = data?.twoFactor;

  const start = async () => {
    try {
      const { data: setup } = await setupTwoFactor();
      if (!setup) return;
      const { secret, otpauthUrl } = setup.setupTwoFactor;
      setPending({ secret, qr: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 }) });
    } catch (error) {
      notifyError(error, 'Two-factor sign-in could not be set up');
    }
  };

  return (
    <SectionCard
      title="Two-factor sign-in"
      badge={status && <Badge colorPalette={status.enabled ? 'green' : 'gray'}>{status.enabled ? 'On' : 'Off'}</Badge>}
      description="A code from an authenticator app after your password, so a leaked password alone does not open the back office."
    >
      {status?.required && !status.satisfied && !recoveryCodes && (
        <Text role="alert" mb="4" p="3" rounded="md" bg="blood.subtle" color="blood.fg" fontWeight="medium">
          The team requires two-factor sign-in: set it up, or add a passkey below and sign in with it, to use the back office.
        </Text>
      )}
      {recoveryCodes ? (
        <RecoveryCodes {...recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : status?.enabled ? (
        <Stack gap="4">
          <Text color="fg.muted">{status.recoveryCodesLeft} recovery code(s) left.</Text>
          <CodeForm
            label="Code for new recovery codes (the old ones stop working)"
            submit="New recovery codes"
            onCode={async (code) => {
              const { data: made } = await regenerate({ variables: { code } });
              setRecoveryCodes({ codes: made?.regenerateRecoveryCodes ?? [], intro: 'New recovery codes: the old ones no longer work.' });
            }}
          />
          <CodeForm
            label="Code to turn it off (or a recovery code)"
            submit="Turn off"
            onCode={async (code) => {
              await disable({ variables: { code } });
              notifySuccess('Two-factor sign-in is off');
            }}
          />
        </Stack>
      ) : pending ? (
        <Stack gap="4">
          <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
            <Image src={pending.qr} alt="QR code for your authenticator app" boxSize="200px" bg="white" rounded="md" />
            <Stack gap="1" minW="0">
              <Text>Scan the code with your authenticator app, or type this key:</Text>
              <Code wordBreak="break-all">{pending.secret}</Code>
            </Stack>
          </Flex>
          <CodeForm
            label="The 6-digit code the app shows"
            submit="Turn on"
            onCode={async (code) => {
              const { data: on } = await enable({ variables: { code } });
              setPending(null);
              setRecoveryCodes({ codes: on?.enableTwoFactor ?? [], intro: 'Two-factor sign-in is on.' });
            }}
          />
        </Stack>
      ) : status ? (
        <Button alignSelf="flex-start" colorPalette="blood" onClick={start} disabled={starting}>
          Set up two-factor sign-in
        </Button>
      ) : null}
    </SectionCard>
  );
}
