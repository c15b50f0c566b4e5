import { Box, Button, Center, Field as ChakraField, Heading, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Field, Form } from 'react-final-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../shared/api/errors';
import { usePageMeta } from '../../shared/seo';
import { toaster } from '../../shared/ui/toaster';
import { useAuth } from './AuthContext';
import { validateLogin, type LoginValues } from './validation';

/** /login: email + password. A signed-in user goes straight to /admin. */
export function LoginPage() {
  usePageMeta('login');
  const { loading, user, login } = useAuth();
  const navigate = useNavigate();

  if (loading) {
    return (
      <Center minH="100vh" role="status" aria-label="Loading">
        <Spinner size="xl" color="blood.fg" />
      </Center>
    );
  }
  if (user) return <Navigate to="/admin" replace />;

  const onSubmit = async (values: LoginValues) => {
    try {
      await login(values.email ?? '', values.password ?? '');
      toaster.create({ title: 'Success', description: 'Login successful! Redirecting to admin panel...', type: 'success' });
      navigate('/admin', { replace: true });
    } catch (error) {
      toaster.create({ title: 'Error', description: errorMessage(error, 'Login failed'), type: 'error' });
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
                <Button type="submit" colorPalette="blood" size="lg" disabled={submitting} mt="2">
                  {submitting ? 'Signing in...' : 'Sign In'}
                </Button>
              </Stack>
            </form>
          )}
        />
        <Text mt="6" textAlign="center" fontSize="sm" color="fg.muted">
          <Link asChild color="blood.fg">
            <RouterLink to="/">← Back to the festival site</RouterLink>
          </Link>
        </Text>
      </Box>
    </Center>
  );
}
