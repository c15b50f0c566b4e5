import { Badge, Box, chakra, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { imageUrl } from '../../shared/lib/imagePath';
import { displayType, focusRing, panelSurface } from '../../shared/ui/styles';
import type { Band } from '../lineup';
import { FavouriteButton } from './FavouriteButton';
import { festivalTimeRange } from './festivalTime';
import type { ScheduledSet } from './sets';

/**
 * One set: time (festival clock), band name and image; the name opens the band dialog, the star
 * adds it to my schedule. `marks` are badges such as Now / Next / Clash.
 */
export function SetItem({ set, stageName, marks, onOpen, id }: { set: ScheduledSet<Band>; stageName?: string; marks?: ReactNode; onOpen: () => void; id?: string }) {
  const src = imageUrl(set.image);
  const time = festivalTimeRange(set.startsAt, set.endsAt);
  return (
    <HStack id={id} gap="3" p="3" {...panelSurface} align="center" data-testid="set" tabIndex={id ? -1 : undefined}>
      <Box w="14" h="14" flexShrink={0} rounded="sm" overflow="hidden" bg="blood.muted">
        {src && <Image src={src} alt="" w="full" h="full" objectFit="cover" loading="lazy" />}
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontVariantNumeric="tabular-nums" fontWeight="semibold" color="blood.fg" fontSize="sm">
          <chakra.time dateTime={set.startsAt}>{time}</chakra.time>
          {stageName && <chakra.span color="fg.muted"> · {stageName}</chakra.span>}
        </Text>
        <chakra.button
          type="button"
          onClick={onOpen}
          aria-haspopup="dialog"
          textAlign="left"
          {...displayType}
          fontSize="lg"
          letterSpacing="wide"
          lineHeight="1.1"
          cursor="pointer"
          _hover={{ color: 'blood.fg' }}
          {...focusRing}
        >
          {set.name}
        </chakra.button>
        {marks && <HStack gap="1" wrap="wrap">{marks}</HStack>}
      </Stack>
      <FavouriteButton bandId={set._id} bandName={set.name} />
    </HStack>
  );
}

export function Mark({ tone, children }: { tone: 'now' | 'next' | 'clash' | 'tight'; children: ReactNode }) {
  const palette = { now: 'green', next: 'blue', clash: 'red', tight: 'orange' }[tone];
  return (
    <Badge colorPalette={palette} variant="solid" size="sm" data-mark={tone}>
      {children}
    </Badge>
  );
}
