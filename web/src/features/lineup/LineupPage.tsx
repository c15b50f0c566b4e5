import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { LineupDocument } from '../../gql/graphql';
import { usePageMeta } from '../../shared/seo';
import { CardButton } from '../../shared/ui/CardButton';
import { LoadingText, PageHeader } from '../../shared/ui/PageHeader';
import { useErrorToast } from '../../shared/ui/useErrorToast';
import { FavouriteButton } from '../schedule';
import { BandImage, type Band } from './BandImage';
import { BandDialog } from './LazyBandDialog';
import { groupLineup } from './lineup';
import { LineupTabs } from './LineupTabs';
import { useT } from '../../shared/i18n';

function BandCard({ band, onOpen, priority }: { band: Band; onOpen: () => void; priority?: boolean }) {
  // The favourite toggle sits beside the card button, not inside it (no nested buttons).
  return (
    <Box position="relative">
      <CardButton onClick={onOpen} data-testid="band-card">
        <BandImage band={band} ratio={4 / 3} sizes="(min-width: 80rem) 25rem, (min-width: 62em) 31vw, 100vw" priority={priority} />
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
      </CardButton>
      <Box position="absolute" top="2" right="2">
        <FavouriteButton bandId={band._id} bandName={band.name} />
      </Box>
    </Box>
  );
}

export function LineupPage() {
  usePageMeta('lineup');
  const t = useT();
  const { data, loading, error } = useQuery(LineupDocument);
  useErrorToast(error, t('Failed to load lineup'));
  // The open band lives in the URL (`/lineup?band=<id>`), so calendar events and shared links open it.
  const [params, setParams] = useSearchParams();
  const selected = data?.bands.find((b) => b._id === params.get('band')) ?? null;
  const setSelected = (band: Band | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (band) next.set('band', band._id);
        else next.delete('band');
        return next;
      },
      { replace: true },
    );
  const days = groupLineup(data?.bands ?? [], data?.activeFestival?.days.map((d) => d.label));
  return (
    <>
      <PageHeader title={t('Lineup')} subtitle={t('Three days. One gate. Every band that will shake Bucharest.')} />
      {/* A shared link to one band opens its dialog, which only the app renders: start it at once (app/pageStart.ts). */}
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }} data-start-app={params.get('band') ? '' : undefined}>
        <LineupTabs />
        {loading && !data ? (
          <LoadingText />
        ) : (
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '10', lg: '6' }}>
            {days.map(({ day, bands }, dayIndex) => (
              <Box as="section" key={day} aria-label={t(day)} data-testid="lineup-day">
                <Heading as="h2" fontFamily="display" fontWeight="bold" fontSize={{ base: '2xl', md: '3xl' }} textTransform="uppercase" letterSpacing="wide" mb="5" pb="3" borderBottomWidth="3px" borderColor="blood.solid">
                  {t(day)}
                </Heading>
                {bands.length === 0 ? (
                  <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="md">
                    {t('No bands scheduled for this day yet')}
                  </Text>
                ) : (
                  <Stack as="ul" gap="5" listStyleType="none" m="0" p="0">
                    {bands.map((band, i) => (
                      <li key={band._id}>
                        {/* The first day's first photo is the page's largest paint on a phone: loaded at once. */}
                        <BandCard band={band} onOpen={() => setSelected(band)} priority={dayIndex === 0 && i === 0} />
                      </li>
                    ))}
                  </Stack>
                )}
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Container>
      <BandDialog band={selected} stages={data?.stages} onClose={() => setSelected(null)} />
    </>
  );
}
