import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../shared/i18n';

/** Full-screen Loading while the startup check runs. */
export function StartupLoading() {
  const t = useT();
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="bg">
      <Stack align="center" gap="4" role="status" aria-live="polite">
        <Spinner size="xl" color="blood.fg" borderWidth="4px" />
        <Text fontFamily="display" fontWeight="bold" fontSize="2xl" letterSpacing="wider" textTransform="uppercase">
          {t('Loading...')}
        </Text>
      </Stack>
    </Box>
  );
}

/** Shown on every public path when the startup check failed: only /login and /admin remain. */
export function StartupUnavailable() {
  const t = useT();
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="bg" px="6">
      <Stack align="center" gap="5" maxW="lg" textAlign="center">
        <Heading as="h1" fontFamily="display" fontWeight="bold" fontSize={{ base: '3xl', md: '5xl' }} textTransform="uppercase" color="blood.fg">
          Metal Gates
        </Heading>
        <Heading as="h2" size="lg">
          {t('The site is temporarily unavailable')}
        </Heading>
        <Text color="fg.muted">
          {t('We are tuning the amps. Please try again in a few minutes.')}
        </Text>
        <Button onClick={() => window.location.reload()} colorPalette="blood">
          {t('Try again')}
        </Button>
      </Stack>
    </Box>
  );
}
