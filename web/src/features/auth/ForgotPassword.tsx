import { Button, Field as ChakraField, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { RequestPasswordResetDocument } from '../../gql/graphql';
import { errorMessage } from '../../shared/api/errors';
import { toaster } from '../../shared/ui/toaster';
import { passwordResetRequestSchema } from '@domain/auth';
import { formValidator } from '../../shared/lib/formValidator';

const validateEmail = formValidator<{ email?: string }>(passwordResetRequestSchema);

/**
 * "Forgot password?" on /login: the address gets a one-time reset link when the server mails them,
 * otherwise the answer says to ask an admin. The server answers the same for any address.
 */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [request] = useMutation(RequestPasswordResetDocument);
  const [answer, setAnswer] = useState<string | null>(null);
  const onSubmit = async ({ email = '' }: { email?: string }) => {
    try {
      const { data } = await request({ variables: { input: { email } } });
      setAnswer(data?.requestPasswordReset.message ?? null);
    } catch (error) {
      toaster.create({ title: 'Error', description: errorMessage(error, 'That did not work'), type: 'error' });
    }
  };
  return (
    <Stack gap="4">
      {answer ? (
        <Text role="status" p="3" rounded="md" bg="bg.subtle" borderWidth="1px" borderColor="border">
          {answer}
        </Text>
      ) : (
        <Form<{ email?: string }>
          onSubmit={onSubmit}
          validate={validateEmail}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Reset your password">
              <Stack gap="4">
                <Text color="fg.muted">Enter the email you sign in with: if it belongs to a member of the team, a link to choose a new password is sent to it.</Text>
                <Field<string> name="email">
                  {({ input, meta }) => (
                    <ChakraField.Root invalid={!!(meta.touched && meta.error)} required>
                      <ChakraField.Label>Email</ChakraField.Label>
                      <Input {...input} type="email" autoComplete="username" autoFocus />
                      <ChakraField.ErrorText>{meta.error}</ChakraField.ErrorText>
                    </ChakraField.Root>
                  )}
                </Field>
                <Button type="submit" colorPalette="blood" size="lg" disabled={submitting}>
                  Send reset link
                </Button>
              </Stack>
            </form>
          )}
        />
      )}
      <Button variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </Stack>
  );
}
