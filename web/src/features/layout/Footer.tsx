import { Box, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FaFacebook, FaInstagram, FaYoutube } from 'react-icons/fa';
import { LuMail, LuMapPin } from 'react-icons/lu';
import { FooterLocationDocument } from '../../gql/graphql';
import { useT } from '../../shared/i18n';
import { SITE_DEFAULTS, useSiteAssets } from '../../shared/site/useSite';
import { FooterPartners } from '../partners';

/** Footer: social links, first contact email with the location title, copyright, the partners' logos. Load failures are silent; missing values fall back to the built-in defaults. */
export function Footer() {
  const t = useT();
  const { assets } = useSiteAssets();
  const { data } = useQuery(FooterLocationDocument, { fetchPolicy: 'cache-first' });
  const email = assets?.contactEmails?.[0]?.email;
  const location = data?.infoPage.location.title?.trim() || SITE_DEFAULTS.location;
  const socials = [
    { label: 'Facebook', href: assets?.facebook?.trim() || SITE_DEFAULTS.facebook, icon: <FaFacebook /> },
    { label: 'Instagram', href: assets?.instagram?.trim() || SITE_DEFAULTS.instagram, icon: <FaInstagram /> },
    { label: 'YouTube', href: assets?.youtube?.trim() || SITE_DEFAULTS.youtube, icon: <FaYoutube /> },
  ];
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="3px" borderColor="blood.solid" mt="16">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="10" direction={{ base: 'column', md: 'row' }} gap="8" justify="space-between" align={{ base: 'flex-start', md: 'center' }}>
        <Stack gap="3">
          <Text fontFamily="display" fontWeight="bold" fontSize="2xl" textTransform="uppercase" letterSpacing="wider" color="blood.fg">
            {SITE_DEFAULTS.logoText}
          </Text>
          {email && (
            <HStack gap="2" color="fg.muted">
              <LuMail aria-hidden />
              <Link href={`mailto:${email}`} color="fg" textDecoration="underline">
                {email}
              </Link>
            </HStack>
          )}
          <HStack gap="2" color="fg.muted">
            <LuMapPin aria-hidden />
            <Text>{location}</Text>
          </HStack>
        </Stack>
        <Stack gap="3" align={{ base: 'flex-start', md: 'flex-end' }}>
          <HStack gap="2" aria-label={t('Social media')} role="list">
            {socials.map((s) => (
              <Box role="listitem" key={s.label}>
                <IconButton asChild variant="ghost" size="lg" aria-label={s.label} _hover={{ color: 'blood.fg' }}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={t('{name} (opens in a new tab)', { name: s.label })}>
                    {s.icon}
                  </a>
                </IconButton>
              </Box>
            ))}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {assets?.copyright?.trim() || SITE_DEFAULTS.copyright}
          </Text>
        </Stack>
      </Flex>
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} pb="10" _empty={{ display: 'none' }}>
        <FooterPartners />
      </Box>
    </Box>
  );
}
