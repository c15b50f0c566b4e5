import { Box, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useCountdown } from './countdown';

const UNITS = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
] as const;

export function Countdown({ target }: { target: string | null | undefined }) {
  const parts = useCountdown(target);
  return (
    <SimpleGrid columns={4} gap={{ base: '2', md: '4' }} maxW="xl" w="full" mx="auto" role="timer" aria-label="Countdown to the festival" data-testid="countdown">
      {UNITS.map((u) => (
        <Box key={u.key} bg="blackAlpha.700" borderWidth="1px" borderColor="whiteAlpha.300" borderTopWidth="3px" borderTopColor="blood.solid" rounded="md" py={{ base: '3', md: '5' }} textAlign="center">
          <Text fontFamily="display" fontWeight="bold" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1" color="white" data-unit={u.key} aria-hidden>
            {/* The server render's clock differs from the browser's by a few seconds: not an error. */}
            <span suppressHydrationWarning>{String(parts[u.key]).padStart(2, '0')}</span>
          </Text>
          <Text mt="1" fontSize={{ base: '2xs', md: 'sm' }} textTransform="uppercase" letterSpacing="widest" color="gray.200" aria-hidden>
            {u.label}
          </Text>
          <VisuallyHidden>
            <span suppressHydrationWarning>{`${parts[u.key]} ${u.label}`}</span>
          </VisuallyHidden>
        </Box>
      ))}
    </SimpleGrid>
  );
}
