import { Box, Stack, Text } from '@chakra-ui/react';
import { CardButton } from '../../shared/ui/CardButton';
import { displayType } from '../../shared/ui/styles';
import { FavouriteButton } from '../schedule';
import { BandImage, type Band } from './BandImage';

/** A band's card on /lineup: opens its dialog; the favourite toggle sits beside the card button, not inside it (no nested buttons). */
export function BandCard({ band, onOpen, priority }: { band: Band; onOpen: () => void; priority?: boolean }) {
  return (
    <Box position="relative">
      <CardButton onClick={onOpen} data-testid="band-card">
        <BandImage band={band} ratio={4 / 3} sizes="(min-width: 80rem) 25rem, (min-width: 62em) 31vw, 100vw" priority={priority} />
        <Stack gap="1" p="4" display="flex">
          <Text {...displayType} fontSize="2xl" letterSpacing="wide" lineHeight="1.1">
            {band.name}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {band.country}
          </Text>
          {band.genre && (
            <Text color="blood.fg" fontSize="sm" fontWeight="semibold">
              {band.genre}
            </Text>
          )}
        </Stack>
      </CardButton>
      <Box position="absolute" top="2" right="2">
        <FavouriteButton bandId={band._id} bandName={band.name} />
      </Box>
    </Box>
  );
}
