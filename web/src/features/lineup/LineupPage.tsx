import { useQuery } from '@apollo/client/react';
import { AspectRatio, Box, chakra, useBreakpointValue, CloseButton, Container, Dialog, Flex, Heading, HStack, IconButton, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FaBandcamp, FaFacebook, FaInstagram, FaTiktok, FaYoutube } from 'react-icons/fa';
import { LuGlobe } from 'react-icons/lu';
import { LineupDocument, type LineupQuery } from '../../gql/graphql';
import { imageUrl } from '../../shared/lib/imagePath';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { paragraphs } from '../../shared/lib/format';
import { usePageMeta } from '../../shared/seo';
import { LoadingText, PageHeader } from '../../shared/ui/PageHeader';
import { useErrorToast } from '../../shared/ui/useErrorToast';
import { groupLineup, toSpotifyEmbed } from './lineup';

type Band = LineupQuery['bands'][number];

const PLACEHOLDER_BG = 'linear-gradient(160deg, #141417 0%, #3d0307 60%, #0b0b0d 100%)';

const SOCIALS: { key: keyof Band['socialLinks']; label: string; icon: ReactNode }[] = [
  { key: 'facebook', label: 'Facebook', icon: <FaFacebook /> },
  { key: 'instagram', label: 'Instagram', icon: <FaInstagram /> },
  { key: 'youtube', label: 'YouTube', icon: <FaYoutube /> },
  { key: 'tiktok', label: 'TikTok', icon: <FaTiktok /> },
  { key: 'bandcamp', label: 'Bandcamp', icon: <FaBandcamp /> },
  { key: 'website', label: 'Website', icon: <LuGlobe /> },
];

/** `sizes`: the card in a 1/3-column grid of a 7xl container, or the dialog (full screen on phones, lg from md). */
function BandImage({ band, ratio, sizes }: { band: Band; ratio: number; sizes: string }) {
  const src = imageUrl(band.image);
  return (
    <AspectRatio ratio={ratio} w="full">
      {src ? (
        <ResponsiveImage src={band.image} variants={band.imageVariants} alt={band.name} sizes={sizes} w="full" h="full" objectFit="cover" />
      ) : (
        <Flex style={{ background: PLACEHOLDER_BG }} align="center" justify="center" role="img" aria-label={band.name}>
          <Text fontFamily="display" fontWeight="bold" fontSize="3xl" color="whiteAlpha.800" textTransform="uppercase" px="4" textAlign="center">
            {band.name}
          </Text>
        </Flex>
      )}
    </AspectRatio>
  );
}

function BandCard({ band, onOpen }: { band: Band; onOpen: () => void }) {
  return (
    <chakra.button
      type="button"
      onClick={onOpen}
      textAlign="left"
      w="full"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      overflow="hidden"
      transition="transform 0.15s, border-color 0.15s"
      _hover={{ borderColor: 'blood.fg', transform: 'translateY(-2px)' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'blood.focusRing', outlineOffset: '2px' }}
      cursor="pointer"
      data-testid="band-card"
      aria-haspopup="dialog"
    >
      <BandImage band={band} ratio={4 / 3} sizes="(min-width: 80rem) 25rem, (min-width: 62em) 31vw, 100vw" />
      <Stack gap="1" p="4" display="flex">
        <Text fontFamily="display" fontWeight="bold" fontSize="2xl" textTransform="uppercase" letterSpacing="wide" lineHeight="1.1">
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
    </chakra.button>
  );
}

function BandDialog({ band, onClose }: { band: Band | null; onClose: () => void }) {
  const embed = toSpotifyEmbed(band?.spotifyEmbed);
  // Full screen on phones, a centred dialog from md up (a responsive `size` leaks the full height).
  const dialogSize = useBreakpointValue({ base: 'full', md: 'lg' } as const) ?? 'full';
  const socials = band ? SOCIALS.filter((s) => band.socialLinks[s.key]?.trim()) : [];
  return (
    <Dialog.Root open={!!band} onOpenChange={(e) => !e.open && onClose()} size={dialogSize} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.panel">
            {band && (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
                  <Dialog.Title fontFamily="display" fontWeight="bold" fontSize="4xl" textTransform="uppercase" letterSpacing="wide" lineHeight="1">
                    {band.name}
                  </Dialog.Title>
                  <Dialog.Description color="fg.muted">
                    {[band.genre, band.country].filter(Boolean).join(' from ')} · {band.performanceDay}
                  </Dialog.Description>
                </Dialog.Header>
                <Dialog.Body tabIndex={0}>
                  <Stack gap="5">
                    <Box rounded="md" overflow="hidden">
                      <BandImage band={band} ratio={16 / 9} sizes="(min-width: 48em) 32rem, 100vw" />
                    </Box>
                    {socials.length > 0 && (
                      <HStack gap="1" wrap="wrap" aria-label={`${band.name} online`} role="list">
                        {socials.map((s) => (
                          <Box role="listitem" key={s.key}>
                            <IconButton asChild variant="outline" size="md" aria-label={s.label} _hover={{ color: 'blood.fg', borderColor: 'blood.fg' }}>
                              <a href={band.socialLinks[s.key]!} target="_blank" rel="noopener noreferrer" aria-label={`${band.name} on ${s.label} (opens in a new tab)`}>
                                {s.icon}
                              </a>
                            </IconButton>
                          </Box>
                        ))}
                      </HStack>
                    )}
                    <SimpleGrid columns={2} gap="4">
                      <Box>
                        <Text fontSize="xs" textTransform="uppercase" letterSpacing="widest" color="fg.muted">
                          Country
                        </Text>
                        <Text fontWeight="semibold">{band.country}</Text>
                      </Box>
                      <Box>
                        <Text fontSize="xs" textTransform="uppercase" letterSpacing="widest" color="fg.muted">
                          Genre
                        </Text>
                        <Text fontWeight="semibold">{band.genre || '—'}</Text>
                      </Box>
                    </SimpleGrid>
                    <Box>
                      <Heading as="h3" size="md" mb="2" fontFamily="display" fontWeight="bold" textTransform="uppercase" letterSpacing="wide">
                        Biography
                      </Heading>
                      <Stack gap="3">
                        {paragraphs(band.biography).map((p, i) => (
                          <Text key={i} lineHeight="tall">
                            {p}
                          </Text>
                        ))}
                      </Stack>
                    </Box>
                    {embed && (
                      <chakra.iframe
                        title={`${band.name} on Spotify`}
                        src={embed}
                        w="full"
                        h="152px"
                        border="0"
                        rounded="lg"
                        allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
                        loading="lazy"
                        data-testid="spotify-embed"
                      />
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton aria-label="Close" size="sm" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function LineupPage() {
  usePageMeta('lineup');
  const { data, loading, error } = useQuery(LineupDocument);
  useErrorToast(error, 'Failed to load lineup');
  const [selected, setSelected] = useState<Band | null>(null);
  const days = groupLineup(data?.bands ?? []);
  return (
    <>
      <PageHeader title="Lineup" subtitle="Three days. One gate. Every band that will shake Bucharest." />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        {loading && !data ? (
          <LoadingText />
        ) : (
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '10', lg: '6' }}>
            {days.map(({ day, bands }) => (
              <Box as="section" key={day} aria-label={day} data-testid="lineup-day">
                <Heading as="h2" fontFamily="display" fontWeight="bold" fontSize={{ base: '2xl', md: '3xl' }} textTransform="uppercase" letterSpacing="wide" mb="5" pb="3" borderBottomWidth="3px" borderColor="blood.solid">
                  {day}
                </Heading>
                {bands.length === 0 ? (
                  <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="md">
                    No bands scheduled for this day yet
                  </Text>
                ) : (
                  <Stack as="ul" gap="5" listStyleType="none" m="0" p="0">
                    {bands.map((band) => (
                      <li key={band._id}>
                        <BandCard band={band} onOpen={() => setSelected(band)} />
                      </li>
                    ))}
                  </Stack>
                )}
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Container>
      <BandDialog band={selected} onClose={() => setSelected(null)} />
    </>
  );
}
