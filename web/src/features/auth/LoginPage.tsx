import { Box, Button, Center, Field as ChakraField, Flex, Heading, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { VerifyTwoFactorDocument } from '../../gql/graphql';
import { PasskeySignInOptionsDocument, SignInWithPasskeyDocument } from '../../gql/passkeys/graphql';
import { errorMessage, twoFactorChallenge } from '../../shared/api/errors';
import { passkeyFailure, webAuthnAvailable } from '../../shared/lib/passkeys';
import { usePageMeta } from '../../shared/seo';
import { toaster } from '../../shared/ui/toaster';
import { useAuth } from './AuthContext';
import { ForgotPassword } from './ForgotPassword';
import { validateLogin, type LoginValues } from './validation';

/** The second step for an account with two-factor sign-in: a code from the app or a recovery code. */
export function TwoFactorStep({ challenge, onDone }: { challenge: string; onDone: () => void }) {
  const { adopt } = useAuth();
  const [verify] = useMutation(VerifyTwoFactorDocument);
  const onSubmit = async ({ code = '' }: { code?: string }) => {
    try {
      const { data } = await verify({ variables: { input: { challenge, code } } });
      if (!data) throw new Error('Sign-in failed');
      adopt(data.verifyTwoFactor);
      onDone();
    } catch (error) {
      toaster.create({ title: 'Error', description: errorMessage(error, 'Sign-in failed'), type: 'error' });
    }
  };
  return (
    <Form<{ code?: string }>
      onSubmit={onSubmit}
      validate={({ code }) => (code?.trim() ? {} : { code: 'Code is required' })}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Two-factor code">
          <Stack gap="4">
            <Field<string> name="code">
              {({ input, meta }) => (
                <ChakraField.Root invalid={!!(meta.touched && meta.error)} required>
                  <ChakraField.Label>Code from your authenticator app</ChakraField.Label>
                  <Input {...input} autoComplete="one-time-code" inputMode="text" autoFocus />
                  <ChakraField.HelperText>Or one of your recovery codes.</ChakraField.HelperText>
                  <ChakraField.ErrorText>{meta.error}</ChakraField.ErrorText>
                </ChakraField.Root>
              )}
            </Field>
            <Button type="submit" colorPalette="blood" size="lg" disabled={submitting} mt="2">
              Verify
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}

/**
 * "Sign in with a passkey": the browser offers this site's passkeys (any account: no email needed),
 * and the answer signs in directly: a passkey is the second factor, so no code is asked.
 */
export function PasskeySignIn({ onDone }: { onDone: () => void }) {
  const { adopt } = useAuth();
  const [options] = useMutation(PasskeySignInOptionsDocument);
  // A refused passkey is the answer: no token refresh and retry (as for Login, authLink's NO_RETRY_OPERATIONS).
  const [signIn] = useMutation(SignInWithPasskeyDocument, { context: { skipAuthRefresh: true } });
  const [busy, setBusy] = useState(false);
  // /login is rendered in the browser only (server/http/pageRenderer.ts), so this is known at once.
  const [supported] = useState(webAuthnAvailable);
  if (!supported) return null;
  const start = async () => {
    setBusy(true);
    try {
      const { data: made } = await options();
      if (!made) throw new Error('Sign-in failed');
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({
        optionsJSON: made.passkeySignInOptions as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      });
      const { data } = await signIn({ variables: { response: response as unknown as Record<string, unknown> } });
      if (!data) throw new Error('Sign-in failed');
      adopt(data.signInWithPasskey);
      onDone();
    } catch (error) {
      toaster.create({ title: 'Error', description: errorMessage(passkeyFailure(error), 'Sign-in failed'), type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4" mt="6">
      <Flex align="center" gap="3" color="fg.muted" fontSize="sm" aria-hidden="true">
        <Box flex="1" borderTopWidth="1px" borderColor="border" />
        or
        <Box flex="1" borderTopWidth="1px" borderColor="border" />
      </Flex>
      <Button variant="outline" size="lg" onClick={start} disabled={busy}>
        {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
    </Stack>
  );
}

/**
 * /login: email + password, then a code for an account with two-factor; or a passkey. A signed-in
 * user goes straight to /admin.
 */
export function LoginPage() {
  usePageMeta('login');
  const { loading, user, ended, login } = useAuth();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);

  if (loading) {
    return (
      <Center minH="100vh" role="status" aria-label="Loading">
        <Spinner size="xl" color="blood.fg" />
      </Center>
    );
  }
  if (user && !ended) return <Navigate to="/admin" replace />;

  const signedIn = () => {
    toaster.create({ title: 'Success', description: 'Login successful! Redirecting to admin panel...', type: 'success' });
    navigate('/admin', { replace: true });
  };
  const onSubmit = async (values: LoginValues) => {
    try {
      await login(values.email ?? '', values.password ?? '');
      signedIn();
    } catch (error) {
      const next = twoFactorChallenge(error);
      if (next) setChallenge(next);
      else toaster.create({ title: 'Error', description: errorMessage(error, 'Login failed'), type: 'error' });
    }
  };

  return (
    <Center as="main" minH="100vh" px="4" py="10" bg="bg">
      <Box w="full" maxW="md" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="xl" p={{ base: '6', md: '8' }} shadow="lg">
        <Stack gap="2" mb="6" textAlign="center">
          <Heading as="h1" size="2xl" fontFamily="heading" letterSpacing="wide" textTransform="uppercase">
            Admin Login
          </Heading>
          <Text color="fg.muted">Sign in to manage the Metal Gates festival site</Text>
        </Stack>
        {forgot ? (
          <ForgotPassword onBack={() => setForgot(false)} />
        ) : challenge ? (
          <TwoFactorStep challenge={challenge} onDone={signedIn} />
        ) : (
          <Form<LoginValues>
            onSubmit={onSubmit}
            validate={validateLogin}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
                <Stack gap="4">
                  <Field<string> name="email">
                    {({ input, meta }) => (
                      <ChakraField.Root invalid={!!(meta.touched && meta.error)} required>
                        <ChakraField.Label>Email</ChakraField.Label>
                        <Input {...input} type="email" autoComplete="username" placeholder="admin@example.com" />
                        <ChakraField.ErrorText>{meta.error}</ChakraField.ErrorText>
                      </ChakraField.Root>
                    )}
                  </Field>
                  <Field<string> name="password">
                    {({ input, meta }) => (
                      <ChakraField.Root invalid={!!(meta.touched && meta.error)} required>
                        <ChakraField.Label>Password</ChakraField.Label>
                        <Input {...input} type="password" autoComplete="current-password" />
                        <ChakraField.ErrorText>{meta.error}</ChakraField.ErrorText>
                      </ChakraField.Root>
                    )}
                  </Field>
                  <Link as="button" type="button" alignSelf="flex-end" fontSize="sm" color="blood.fg" onClick={() => setForgot(true)}>
                    Forgot password?
                  </Link>
                  <Button type="submit" colorPalette="blood" size="lg" disabled={submitting} mt="2">
                    {submitting ? 'Signing in...' : 'Sign In'}
                  </Button>
                </Stack>
              </form>
            )}
          />
        )}
        {!challenge && !forgot && <PasskeySignIn onDone={signedIn} />}
        <Text mt="6" textAlign="center" fontSize="sm" color="fg.muted">
          <Link asChild color="blood.fg">
            <RouterLink to="/">← Back to the festival site</RouterLink>
          </Link>
        </Text>
      </Box>
    </Center>
  );
}
