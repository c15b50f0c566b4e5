import { Button, Dialog, Field as ChakraField, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { errorMessage, twoFactorChallenge } from '../../../shared/api/errors';
import { toaster } from '../../../shared/ui/toaster';
import { PasskeySignIn, TwoFactorStep, useAuth } from '../../auth';
import { DialogActions, DialogPanel } from '../common/DialogPanel';

export const SESSION_ENDED_TITLE = 'Your session has ended';
export const SESSION_ENDED_TEXT =
  'You were signed out: from another device or tab, by an admin, or because the session expired. What you typed is still here. Sign in again to carry on, then save.';

/**
 * Over the back office when its session ended under it (AuthState.ended): the screen and any open
 * form stay as they are beneath; the member signs in again in place (password, then the two-factor
 * code, or a passkey) and sends the save again. Not dismissable: the only other way is to sign out.
 */
export function SessionEndedDialog() {
  const { user, ended, login, logout } = useAuth();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<string | null>(null);
  const open = !!user && !!ended;

  const signedIn = () => {
    setChallenge(null);
    toaster.create({ title: 'Signed in again', description: 'You can save your changes now.', type: 'success' });
  };
  const onSubmit = async ({ password = '' }: { password?: string }) => {
    try {
      await login(user?.email ?? '', password);
      signedIn();
    } catch (error) {
      const next = twoFactorChallenge(error);
      if (next) setChallenge(next);
      else toaster.create({ title: 'Error', description: errorMessage(error, 'Sign-in failed'), type: 'error' });
    }
  };
  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <Dialog.Root open={open} role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false} placement="center" size={{ base: 'full', md: 'md' }}>
      <DialogPanel
        title={SESSION_ENDED_TITLE}
        closable={false}
        content={{ minH: { md: 'auto' }, h: { md: 'auto' }, my: { md: '8' }, rounded: { md: 'l3' } }}
        footer={
          <DialogActions>
            <Button variant="ghost" onClick={signOut}>
              Sign out instead (unsaved changes are lost)
            </Button>
          </DialogActions>
        }
      >
        <Stack gap="4">
          <Text>{SESSION_ENDED_TEXT}</Text>
          {challenge ? (
            <TwoFactorStep challenge={challenge} onDone={signedIn} />
          ) : (
            <Form<{ password?: string }>
              onSubmit={onSubmit}
              validate={({ password }) => (password ? {} : { password: 'Password is required' })}
              render={({ handleSubmit, submitting }) => (
                <form onSubmit={handleSubmit} noValidate aria-label="Sign in again">
                  <Stack gap="4">
                    <Text fontSize="sm" color="fg.muted">
                      Signed in as <strong>{user?.email}</strong>
                    </Text>
                    {/* For the browser's password manager: the account this password is for. */}
                    <input type="email" name="email" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
                    <Field<string> name="password">
                      {({ input, meta }) => (
                        <ChakraField.Root invalid={!!(meta.touched && meta.error)} required>
                          <ChakraField.Label>Password</ChakraField.Label>
                          <Input {...input} type="password" autoComplete="current-password" autoFocus />
                          <ChakraField.ErrorText>{meta.error}</ChakraField.ErrorText>
                        </ChakraField.Root>
                      )}
                    </Field>
                    <Button type="submit" colorPalette="blood" loading={submitting}>
                      Sign in again
                    </Button>
                  </Stack>
                </form>
              )}
            />
          )}
          {!challenge && <PasskeySignIn onDone={signedIn} />}
        </Stack>
      </DialogPanel>
    </Dialog.Root>
  );
}
