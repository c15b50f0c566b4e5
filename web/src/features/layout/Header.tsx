import { Box, Flex, HStack, IconButton, Image, Link, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { imageUrl } from '../../shared/lib/imagePath';
import { SITE_DEFAULTS, useActiveFestival, useSiteAssets } from '../../shared/site/useSite';
import { useT } from '../../shared/i18n';
import { ColorModeButton } from '../../shared/ui/color-mode';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinks, TicketsButton } from './NavLinks';

const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenu')).MobileMenu }));

export function Header() {
  const t = useT();
  const { assets } = useSiteAssets();
  const { festival } = useActiveFestival();
  const [open, setOpenState] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => {
    if (next) setMenuUsed(true);
    setOpenState(next);
  };
  const logo = imageUrl(assets?.logo);
  const ticketUrl = festival?.ticketUrl?.trim() || '';
  const banner = assets?.bannerText?.trim();

  return (
    <>
      {/* Above the sticky header, not in it: the banner scrolls away with the page, so on a phone
          (where it wraps to two or three lines) only the 64 px bar stays over the content. */}
      {banner && (
        <Box bg="blood.solid" color="blood.contrast" textAlign="center" px="4" py="1.5" fontSize="sm" fontWeight="semibold" letterSpacing="wide">
          <Text>{banner}</Text>
        </Box>
      )}
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(8px)" borderBottomWidth="1px" borderColor="border">
        <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h={{ base: '16', md: '20' }} align="center" justify="space-between" gap="4">
          <Link asChild textDecoration="none" _hover={{ textDecoration: 'none' }} flexShrink={0}>
            <RouterLink to="/" aria-label={t('Metal Gates – home')}>
              {/* Its intrinsic size (width/height attributes) gives the logo its box before the image
                  arrives, so the header does not move; the look is the same as without them. */}
              {logo ? (
                <Image
                  src={logo}
                  alt="Metal Gates"
                  h={{ base: '10', md: '14' }}
                  w="auto"
                  maxW="48"
                  objectFit="contain"
                  htmlWidth={assets?.logoVariants?.width ?? undefined}
                  htmlHeight={assets?.logoVariants?.height ?? undefined}
                />
              ) : (
                <Text as="span" fontFamily="display" fontWeight="bold" fontSize={{ base: '2xl', md: '3xl' }} textTransform="uppercase" letterSpacing="wider" color="blood.fg" lineHeight="1">
                  {SITE_DEFAULTS.logoText}
                </Text>
              )}
            </RouterLink>
          </Link>

          <Box as="nav" aria-label={t('Main')} display={{ base: 'none', md: 'block' }}>
            <NavLinks direction="row" />
          </Box>

          <HStack gap={{ base: '1', sm: '2' }}>
            <LanguageSwitch />
            <ColorModeButton />
            {ticketUrl && (
              <Box display={{ base: 'none', md: 'block' }}>
                <TicketsButton url={ticketUrl} />
              </Box>
            )}
            <IconButton ref={menuButton} aria-label={t('Open menu')} aria-haspopup="dialog" aria-expanded={open} variant="ghost" display={{ base: 'inline-flex', md: 'none' }} onClick={() => setOpen(true)}>
              <LuMenu />
            </IconButton>
            {/* Mounted from the first tap on: the drawer's code loads then, not with the page. */}
            {menuUsed && (
              <Suspense fallback={null}>
                <MobileMenu open={open} onClose={() => setOpen(false)} ticketUrl={ticketUrl} returnFocusTo={() => menuButton.current} />
              </Suspense>
            )}
          </HStack>
        </Flex>
      </Box>
    </>
  );
}
