import { useQuery } from '@apollo/client/react';
import { AspectRatio, Box, chakra, useBreakpointValue, CloseButton, Container, Dialog, Flex, Heading, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PublicArchivesDocument, type PublicArchivesQuery } from '../../gql/graphql';
import { paragraphs } from '../../shared/lib/format';
import { imageUrl } from '../../shared/lib/imagePath';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { usePageMeta } from '../../shared/seo';
import { LoadingText, PageHeader } from '../../shared/ui/PageHeader';
import { useErrorToast } from '../../shared/ui/useErrorToast';

type Edition = PublicArchivesQuery['archives'][number];

/** The fixed closing line of every archive dialog. */
export const ARCHIVE_CLOSING_QUOTE = '“Thank you to every band and every headbanger who made this edition legendary. The gates never close.”';

const PLACEHOLDER_BG = 'linear-gradient(160deg, #141417 0%, #3d0307 60%, #0b0b0d 100%)';

/** `sizes`: a card in the 1/2/3-column grid of a 7xl container, or half of the dialog. */
function Poster({ edition, sizes }: { edition: Edition; sizes: string }) {
  const src = imageUrl(edition.poster);
  return (
    <AspectRatio ratio={3 / 4} w="full">
      {src ? (
        <ResponsiveImage src={edition.poster} variants={edition.posterVariants} alt={`Metal Gates ${edition.year} poster`} sizes={sizes} w="full" h="full" objectFit="cover" />
      ) : (
        <Flex style={{ background: PLACEHOLDER_BG }} align="center" justify="center" role="img" aria-label={`Metal Gates ${edition.year}`}>
          <Text fontFamily="display" fontWeight="bold" fontSize="6xl" color="whiteAlpha.800">
            {edition.year}
          </Text>
        </Flex>
      )}
    </AspectRatio>
  );
}

export function ArchivePage() {
  usePageMeta('archive');
  const { data, loading, error } = useQuery(PublicArchivesDocument);
  useErrorToast(error, 'Failed to load archive');
  const [selected, setSelected] = useState<Edition | null>(null);
  // Full screen on phones, a centred dialog from md up (a responsive `size` leaks the full height).
  const dialogSize = useBreakpointValue({ base: 'full', md: 'xl' } as const) ?? 'full';
  const editions = data?.archives ?? [];
  return (
    <>
      <PageHeader title="Archive" subtitle="Every edition that came before: the posters, the bands, the memories." />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        {loading && !data ? (
          <LoadingText />
        ) : editions.length === 0 ? (
          <Text textAlign="center" color="fg.muted" py="10">
            No past editions yet.
          </Text>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none" m="0" p="0">
            {editions.map((e) => (
              <li key={e._id}>
                <chakra.button
                  type="button"
                  onClick={() => setSelected(e)}
                  w="full"
                  textAlign="left"
                  bg="bg.panel"
                  borderWidth="1px"
                  borderColor="border"
                  rounded="md"
                  overflow="hidden"
                  cursor="pointer"
                  transition="transform 0.15s, border-color 0.15s"
                  _hover={{ borderColor: 'blood.fg', transform: 'translateY(-2px)' }}
                  _focusVisible={{ outline: '3px solid', outlineColor: 'blood.focusRing', outlineOffset: '2px' }}
                  aria-haspopup="dialog"
                  data-testid="archive-card"
                >
                  <Poster edition={e} sizes="(min-width: 80rem) 25rem, (min-width: 62em) 31vw, (min-width: 30em) 48vw, 100vw" />
                  <Stack gap="2" p="5" display="flex">
                    <Text fontFamily="display" fontWeight="bold" fontSize="4xl" lineHeight="1" color="blood.fg">
                      {e.year}
                    </Text>
                    <Text color="fg.muted" lineClamp={3}>
                      {e.description}
                    </Text>
                  </Stack>
                </chakra.button>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Container>

      <Dialog.Root open={!!selected} onOpenChange={(d) => !d.open && setSelected(null)} size={dialogSize} scrollBehavior="inside" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content bg="bg.panel">
              {selected && (
                <>
                  <Dialog.Header pe="14">
                    <Dialog.Title fontFamily="display" fontWeight="bold" fontSize="4xl" textTransform="uppercase" letterSpacing="wide">
                      Metal Gates {selected.year}
                    </Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body tabIndex={0}>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
                      <Box rounded="md" overflow="hidden">
                        <Poster edition={selected} sizes="(min-width: 48em) 16rem, 100vw" />
                      </Box>
                      <Stack gap="5">
                        <Dialog.Description asChild>
                          <Stack gap="2">
                            {paragraphs(selected.description).map((p, i) => (
                              <Text key={i} lineHeight="tall">
                                {p}
                              </Text>
                            ))}
                          </Stack>
                        </Dialog.Description>
                        <Box>
                          <Heading as="h3" size="md" fontFamily="display" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" mb="2">
                            Lineup
                          </Heading>
                          <Text color="fg.muted" whiteSpace="pre-line" data-testid="archive-lineup">
                            {selected.lineup}
                          </Text>
                        </Box>
                        <Text as="blockquote" fontStyle="italic" borderLeftWidth="4px" borderColor="blood.solid" ps="4" color="fg">
                          {ARCHIVE_CLOSING_QUOTE}
                        </Text>
                      </Stack>
                    </SimpleGrid>
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
    </>
  );
}
