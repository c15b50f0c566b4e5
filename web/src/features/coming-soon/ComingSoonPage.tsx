import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../shared/seo';
import { SITE_DEFAULTS, useSiteAssets } from '../../shared/site/useSite';

/** 'Coming Soon': the next edition is being planned, with the first contact email. Asset failures silent. */
export function ComingSoonPage() {
  usePageMeta('home', { title: 'Coming Soon | Metal Gates Festival', description: 'The next edition of Metal Gates Festival is being planned. Stay tuned.' });
  const { assets } = useSiteAssets();
  const email = assets?.contactEmails?.[0]?.email;
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" px="6" style={{ background: 'linear-gradient(160deg, #0b0b0d 0%, #3d0307 55%, #0b0b0d 100%)' }} color="white">
      <Stack gap="6" align="center" textAlign="center" maxW="2xl">
        <Text fontFamily="display" fontWeight="bold" fontSize={{ base: '2xl', md: '3xl' }} textTransform="uppercase" letterSpacing="widest" color="blood.300">
          {SITE_DEFAULTS.logoText}
        </Text>
        <Heading as="h1" fontFamily="display" fontWeight="bold" fontSize={{ base: '5xl', md: '8xl' }} lineHeight="1" textTransform="uppercase" letterSpacing="wider">
          Coming Soon
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.200">
          The next edition of Metal Gates is being planned. New bands, new stages, the same wall of sound.
        </Text>
        {email && (
          <Text color="gray.200">
            Questions? Write to us at{' '}
            <Link href={`mailto:${email}`} color="white" fontWeight="bold" textDecoration="underline">
              {email}
            </Link>
          </Text>
        )}
        <Button asChild colorPalette="blood" size="lg">
          <RouterLink to="/">Go to the homepage</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
