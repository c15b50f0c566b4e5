import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useNotFoundStatus, usePageMeta } from '../../shared/seo';
import { useT } from '../../shared/i18n';

export function NotFoundPage() {
  usePageMeta('notFound');
  const t = useT();
  useNotFoundStatus();
  return (
    <Container maxW="3xl" py={{ base: '20', md: '32' }} textAlign="center">
      <Stack gap="6" align="center">
        <Text fontFamily="display" fontWeight="bold" fontSize={{ base: '8xl', md: '9xl' }} lineHeight="1" color="blood.fg" aria-hidden>
          404
        </Text>
        <Heading as="h1" fontFamily="display" fontWeight="bold" fontSize={{ base: '3xl', md: '5xl' }} textTransform="uppercase" letterSpacing="wide">
          {t('404 - Page Not Found')}
        </Heading>
        <Text color="fg.muted">{t('This gate leads nowhere. The page you are looking for does not exist or has moved.')}</Text>
        <Button asChild colorPalette="blood" size="lg">
          <RouterLink to="/">{t('Go Back Home')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
