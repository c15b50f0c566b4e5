import { Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Image, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMenu, LuTicket } from 'react-icons/lu';
import { NavLink as RouterNavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { imageUrl } from '../../shared/lib/imagePath';
import { SITE_DEFAULTS, useActiveFestival, useSiteAssets } from '../../shared/site/useSite';
import { ColorModeButton } from '../../shared/ui/color-mode';
import { isNavActive, NAV_ITEMS } from './nav';

function TicketsButton({ url, onClick, full }: { url: string; onClick?: () => void; full?: boolean }) {
  return (
    <Button asChild colorPalette="blood" size="sm" fontFamily="display" fontWeight="bold" letterSpacing="wider" textTransform="uppercase" width={full ? 'full' : undefined}>
      <a href={url} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        <LuTicket aria-hidden /> Buy Tickets
      </a>
    </Button>
  );
}

function NavLinks({ direction, onNavigate }: { direction: 'row' | 'column'; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack as="ul" direction={direction} gap={direction === 'row' ? { md: '1', lg: '2' } : '1'} listStyleType="none" m="0" p="0">
      {NAV_ITEMS.map((item) => {
        const active = isNavActive(pathname, item.to);
        return (
          <Box as="li" key={item.to}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              rounded="sm"
              fontFamily="display" fontWeight="bold"
              fontSize={direction === 'row' ? 'md' : 'xl'}
              letterSpacing="wider"
              textTransform="uppercase"
              textDecoration="none"
              color={active ? 'blood.fg' : 'fg'}
              borderBottomWidth={direction === 'row' ? '2px' : '0'}
              borderLeftWidth={direction === 'column' ? '3px' : '0'}
              borderColor={active ? 'blood.fg' : 'transparent'}
              _hover={{ color: 'blood.fg', textDecoration: 'none' }}
              data-active={active ? '' : undefined}
            >
              <RouterNavLink to={item.to} end={item.to === '/'} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
                {item.label}
              </RouterNavLink>
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}

export function Header() {
  const { assets } = useSiteAssets();
  const { festival } = useActiveFestival();
  const [open, setOpen] = useState(false);
  const logo = imageUrl(assets?.logo);
  const ticketUrl = festival?.ticketUrl?.trim() || '';
  const banner = assets?.bannerText?.trim();

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(8px)" borderBottomWidth="1px" borderColor="border">
      {banner && (
        <Box bg="blood.solid" color="blood.contrast" textAlign="center" px="4" py="1.5" fontSize="sm" fontWeight="semibold" letterSpacing="wide">
          <Text>{banner}</Text>
        </Box>
      )}
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h={{ base: '16', md: '20' }} align="center" justify="space-between" gap="4">
        <Link asChild textDecoration="none" _hover={{ textDecoration: 'none' }} flexShrink={0}>
          <RouterLink to="/" aria-label="Metal Gates – home">
            {logo ? (
              <Image src={logo} alt="Metal Gates" h={{ base: '10', md: '14' }} w="auto" maxW="48" objectFit="contain" />
            ) : (
              <Text as="span" fontFamily="display" fontWeight="bold" fontSize={{ base: '2xl', md: '3xl' }} textTransform="uppercase" letterSpacing="wider" color="blood.fg" lineHeight="1">
                {SITE_DEFAULTS.logoText}
              </Text>
            )}
          </RouterLink>
        </Link>

        <Box as="nav" aria-label="Main" display={{ base: 'none', md: 'block' }}>
          <NavLinks direction="row" />
        </Box>

        <HStack gap="2">
          <ColorModeButton />
          {ticketUrl && (
            <Box display={{ base: 'none', md: 'block' }}>
              <TicketsButton url={ticketUrl} />
            </Box>
          )}
          <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
            <Drawer.Trigger asChild>
              <IconButton aria-label="Open menu" variant="ghost" display={{ base: 'inline-flex', md: 'none' }}>
                <LuMenu />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content bg="bg.panel">
                  <Drawer.Header>
                    <Drawer.Title fontFamily="display" fontWeight="bold" textTransform="uppercase" letterSpacing="wider" color="blood.fg" fontSize="2xl">
                      {SITE_DEFAULTS.logoText}
                    </Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <Stack as="nav" aria-label="Mobile" gap="6">
                      <NavLinks direction="column" onNavigate={() => setOpen(false)} />
                      {ticketUrl && <TicketsButton url={ticketUrl} full onClick={() => setOpen(false)} />}
                    </Stack>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton aria-label="Close menu" size="sm" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </HStack>
      </Flex>
    </Box>
  );
}
