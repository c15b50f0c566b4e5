import { Box, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useCountdown } from './countdown';
import { countdownTarget } from './countdownTime';
import { useT } from '../../shared/i18n';

const UNITS = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
] as const;

export function Countdown({ target }: { target: string | null | undefined }) {
  const t = useT();
  const parts = useCountdown(target);
  return (
    <SimpleGrid columns={4} gap={{ base: '2', md: '4' }} maxW="xl" w="full" mx="auto" role="timer" aria-label={t('Countdown to the festival')} data-testid="countdown" data-countdown-ms={countdownTarget(target)}>
      {UNITS.map((u) => (
        <Box key={u.key} bg="blackAlpha.700" borderWidth="1px" borderColor="whiteAlpha.300" borderTopWidth="3px" borderTopColor="blood.solid" rounded="md" py={{ base: '3', md: '5' }} textAlign="center">
          <Text fontFamily="display" fontWeight="bold" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1" color="white" data-unit={u.key} aria-hidden>
            {/* The server render's clock differs from the browser's (and a cached page is older): not an
                error; until the app runs, the page-start script (start.ts) ticks these spans. */}
            <span data-countdown-part={u.key} suppressHydrationWarning>
              {String(parts[u.key]).padStart(2, '0')}
            </span>
          </Text>
          <Text mt="1" fontSize={{ base: '2xs', md: 'sm' }} textTransform="uppercase" letterSpacing="widest" color="gray.200" aria-hidden>
            {t(u.label)}
          </Text>
          <VisuallyHidden>
            <span data-countdown-spoken={u.key} suppressHydrationWarning>{`${parts[u.key]} ${t(u.label)}`}</span>
          </VisuallyHidden>
        </Box>
      ))}
    </SimpleGrid>
  );
}
