import { Box, HStack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useT } from '../../shared/i18n';

export const LINEUP_VIEWS = [
  { label: 'Cards', to: '/lineup' },
  { label: 'Running order', to: '/lineup/running-order' },
  { label: 'My schedule', to: '/lineup/my-schedule' },
] as const;

/** The three views of the lineup, as links (each is its own page) styled like tabs; the current one is marked for screen readers. */
export function LineupTabs() {
  const t = useT();
  return (
    <Box as="nav" aria-label={t('Lineup views')} mb={{ base: '8', md: '10' }} borderBottomWidth="1px" borderColor="border" overflowX="auto">
      <HStack as="ul" gap="0" listStyleType="none" m="0" p="0" minW="max-content">
        {LINEUP_VIEWS.map((view) => (
          <li key={view.to}>
            <Box
              asChild
              display="block"
              px={{ base: '2.5', md: '5' }}
              py="3"
              fontWeight="semibold"
              // Capitals from 480 px up: at 360 px they made the three views 50 px wider than the screen.
              textTransform={{ base: 'none', sm: 'uppercase' }}
              letterSpacing={{ base: 'normal', sm: 'wide' }}
              fontSize={{ base: 'sm', md: 'md' }}
              color="fg.muted"
              borderBottomWidth="3px"
              borderColor="transparent"
              mb="-1px"
              _hover={{ color: 'fg' }}
              css={{ '&[aria-current=page]': { color: 'fg', borderColor: 'var(--chakra-colors-blood-solid)' } }}
              _focusVisible={{ outline: '3px solid', outlineColor: 'blood.focusRing', outlineOffset: '-3px' }}
            >
              <NavLink to={view.to} end>
                {t(view.label)}
              </NavLink>
            </Box>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
