import { Box, Button, Link, Stack } from '@chakra-ui/react';
import { LuTicket } from 'react-icons/lu';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { useT } from '../../shared/i18n';
import { isNavActive, NAV_ITEMS } from './nav';

export function TicketsButton({ url, onClick, full }: { url: string; onClick?: () => void; full?: boolean }) {
  const t = useT();
  return (
    <Button asChild colorPalette="blood" size="sm" fontFamily="display" fontWeight="bold" letterSpacing="wider" textTransform="uppercase" width={full ? 'full' : undefined}>
      <a href={url} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        <LuTicket aria-hidden /> {t('Buy Tickets')}
      </a>
    </Button>
  );
}

export function NavLinks({ direction, onNavigate }: { direction: 'row' | 'column'; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const t = useT();
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
                {t(item.label)}
              </RouterNavLink>
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}
