import { useMutation } from '@apollo/client/react';
import { Box, Button, Center, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { LinkState } from '@domain/oneTimeLinks';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { AcceptInviteDocument, ResetPasswordDocument } from '../../../gql/graphql';
import { errorMessage, fieldErrors } from '../../../shared/api/errors';
import { toaster } from '../../../shared/ui/toaster';
import { useAuth } from '../../auth';
import { NewPasswordFields, newPasswordErrors } from '../common/NewPasswordFields';

interface PasswordValues {
  password?: string;
  confirm?: string;
}

export function validateNewPassword(values: PasswordValues): PasswordValues {
  return newPasswordErrors(values.password ?? '', values.confirm ?? '', 'Password is required');
}

/** What the page says instead of the form, for a link that cannot be used any more. */
export const LINK_STATE_TEXT: Record<'invite' | 'reset', Record<Exclude<LinkState, 'usable'>, string>> = {
  invite: {
    used: 'This invitation was already accepted. Sign in with the password chosen then.',
    expired: 'This invitation has expired. Ask an admin to send you a new one.',
    invalid: 'This invitation is not valid (withdrawn, or the link is incomplete). Ask an admin for a new one.',
  },
  reset: {
    used: 'This reset link was already used. Sign in, or ask an admin for a new link.',
    expired: 'This reset link has expired. Ask an admin for a new one.',
    invalid: 'This reset link is no longer valid (replaced by a newer one or withdrawn), or it is incomplete. Ask an admin for a new one.',
  },
};

/**
 * The link's state, asked once when the page opens (POST /api/auth/link-status: the token stays
 * out of URLs); null while asking or when the answer did not come (the form then decides).
 */
function useLinkState(kind: 'invite' | 'reset', token: string): LinkState | null {
  const [state, setState] = useState<LinkState | null>(null);
  useEffect(() => {
    if (!token) return undefined;
    let current = true;
    fetch('/api/auth/link-status', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ kind, token }) })
      .then((res) => (res.ok ? (res.json() as Promise<{ status: LinkState }>) : null))
      .then((body) => {
        if (current && body) setState(body.status);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [kind, token]);
  return state;
}

const COPY = {
  invite: {
    title: 'Join the team',
    intro: 'Choose a password to accept your invitation to the Metal Gates back office.',
    submit: 'Accept invitation',
    done: 'Welcome to the team!',
  },
  reset: {
    title: 'Choose a new password',
    intro: 'Your other sessions end when the new password is set.',
    submit: 'Set password',
    done: 'Your password was changed.',
  },
} as const;

/**
 * /admin/accept-invite and /admin/reset-password: the link's one-time token (after `#token=`, so it
 * never reaches a server log or a Referer) and a new password; then signed in and on to /admin.
 * A link used or expired says so as it opens, instead of the form.
 */
export function SetPasswordPage({ kind }: { kind: 'invite' | 'reset' }) {
  const copy = COPY[kind];
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  const navigate = useNavigate();
  const { adopt } = useAuth();
  const [acceptInvite] = useMutation(AcceptInviteDocument);
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const linkState = useLinkState(kind, token);
  const refusal = linkState && linkState !== 'usable' ? LINK_STATE_TEXT[kind][linkState] : null;

  const onSubmit = async ({ password = '' }: PasswordValues) => {
    try {
      const input = { token, password };
      const session =
        kind === 'invite'
          ? (await acceptInvite({ variables: { input } })).data?.acceptInvite
          : (await resetPassword({ variables: { input } })).data?.resetPassword;
      if (kind === 'reset' && session === null) {
        // A member with two-factor is not signed in by a link: they sign in as usual, with it.
        toaster.create({ title: 'Success', description: `${copy.done} Sign in with it and your second factor.`, type: 'success' });
        navigate('/login', { replace: true });
        return;
      }
      if (!session) throw new Error('Something went wrong');
      adopt(session);
      toaster.create({ title: 'Success', description: copy.done, type: 'success' });
      navigate('/admin', { replace: true });
    } catch (error) {
      // A weak password: the estimator's advice goes under the field (the link still works).
      const details = fieldErrors(error);
      if (details?.password) return { password: details.password };
      toaster.create({ title: 'Error', description: errorMessage(error, 'This link did not work'), type: 'error' });
    }
    return undefined;
  };

  return (
    <Center as="main" minH="100vh" px="4" py="10" bg="bg">
      <Box w="full" maxW="md" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="xl" p={{ base: '6', md: '8' }} shadow="lg">
        <Stack gap="2" mb="6" textAlign="center">
          <Heading as="h1" size="2xl" fontFamily="heading" letterSpacing="wide" textTransform="uppercase">
            {copy.title}
          </Heading>
          {refusal ? (
            <Text role="alert" data-testid="link-state">
              {refusal}
            </Text>
          ) : (
            <Text color="fg.muted">{token ? copy.intro : 'This link is incomplete: open the whole link you were sent.'}</Text>
          )}
        </Stack>
        {token && !refusal && (
          <Form<PasswordValues>
            onSubmit={onSubmit}
            validate={validateNewPassword}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={copy.title}>
                <Stack gap="4">
                  <NewPasswordFields name="password" confirmLabel="Repeat the password" />
                  <Button type="submit" colorPalette="blood" size="lg" disabled={submitting} mt="2">
                    {copy.submit}
                  </Button>
                </Stack>
              </form>
            )}
          />
        )}
        <Text mt="6" textAlign="center" fontSize="sm" color="fg.muted">
          <Link asChild color="blood.fg">
            <RouterLink to="/login">Sign in instead</RouterLink>
          </Link>
        </Text>
      </Box>
    </Center>
  );
}
