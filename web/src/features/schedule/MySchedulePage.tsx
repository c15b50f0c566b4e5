import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LineupDocument } from '../../gql/graphql';
import { useLocale, useT } from '../../shared/i18n';
import { usePageMeta } from '../../shared/seo';
import { LoadingText, PageHeader } from '../../shared/ui/PageHeader';
import { useErrorToast } from '../../shared/ui/useErrorToast';
import { BandDialog, LineupTabs, type Band } from '../lineup';
import { useFavourites } from './favourites';
import { festivalDayLabel } from './festivalTime';
import { groupSetsByDay, markPicks } from './sets';
import { Mark, SetItem } from './SetItem';
import { parseSharedBands } from './shareLink';
import { SaveSharedPicks } from './SaveSharedPicks';
import { ShareActions } from './ShareActions';

/**
 * My picks by time, from this browser's favourites, or from a shared link (`?bands=`) which can be
 * saved as mine. Overlapping picks are both marked "Clash"; a stage change with under ten minutes
 * between sets is a "Tight change".
 */
export function MySchedulePage() {
  usePageMeta('lineup');
  const t = useT();
  const locale = useLocale();
  const { data, loading, error } = useQuery(LineupDocument);
  useErrorToast(error, t('Failed to load the lineup'));
  const [params] = useSearchParams();
  const favourites = useFavourites();
  const shared = parseSharedBands(params);
  const ids = shared ?? favourites;
  const [selected, setSelected] = useState<Band | null>(null);

  const stages = data?.stages ?? [];
  const picks = (data?.bands ?? []).filter((b) => ids.includes(b._id));
  const unscheduled = picks.filter((b) => !b.startsAt || !b.endsAt || !b.stageId);
  const marks = markPicks(picks);
  const days = groupSetsByDay(picks);
  const stageName = (id: string) => stages.find((s) => s._id === id)?.name;

  return (
    <>
      <PageHeader
        title={shared ? t('Shared schedule') : t('My schedule')}
        subtitle={
          shared
            ? t('Shared schedule · {count, plural, one {# pick} other {# picks}}, by time, in festival time (Bucharest).', { count: picks.length })
            : t('Your picks by time, in festival time (Bucharest). Kept in this browser: no account needed.')
        }
      />
      <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <LineupTabs />
        {shared && <SaveSharedPicks shared={shared} own={favourites} />}
        {loading && !data ? (
          <LoadingText />
        ) : picks.length === 0 ? (
          <Text color="fg.muted">
            {t('No picks yet. Star bands on the')} <RouterLink to="/lineup">{t('lineup')}</RouterLink> {t('or the')}{' '}
            <RouterLink to="/lineup/running-order">{t('running order')}</RouterLink> {t('to build your schedule.')}
          </Text>
        ) : (
          <>
            {!shared && <ShareActions ids={picks.map((p) => p._id)} />}
            <Stack gap="10">
              {days.map(({ day, sets }) => (
                <Box as="section" key={day} aria-labelledby={`my-day-${day}`}>
                  <Heading id={`my-day-${day}`} as="h2" fontFamily="display" fontWeight="bold" fontSize="2xl" textTransform="uppercase" letterSpacing="wide" mb="4" pb="2" borderBottomWidth="3px" borderColor="blood.solid">
                    {festivalDayLabel(day, locale)}
                  </Heading>
                  <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
                    {sets.map((set) => {
                      const mark = marks.get(set._id);
                      return (
                        <li key={set._id}>
                          <SetItem
                            set={set}
                            stageName={stageName(set.stageId)}
                            onOpen={() => setSelected(set)}
                            marks={
                              (mark?.clashesWith.length || mark?.tightChangeFrom) && (
                                <>
                                  {mark.clashesWith.length > 0 && <Mark tone="clash">{t('Clash with {bands}', { bands: mark.clashesWith.join(', ') })}</Mark>}
                                  {mark.tightChangeFrom && <Mark tone="tight">{t('Tight change from {band}', { band: mark.tightChangeFrom })}</Mark>}
                                </>
                              )
                            }
                          />
                        </li>
                      );
                    })}
                  </Stack>
                </Box>
              ))}
              {unscheduled.length > 0 && (
                <Box as="section" aria-labelledby="my-unscheduled">
                  <Heading id="my-unscheduled" as="h2" size="lg" mb="3">
                    {t('Set times to be announced')}
                  </Heading>
                  <Stack as="ul" gap="1" pl="5">
                    {unscheduled.map((b) => (
                      <li key={b._id}>{b.name}</li>
                    ))}
                  </Stack>
                </Box>
              )}
            </Stack>
          </>
        )}
      </Container>
      <BandDialog bandId={selected?._id ?? null} preview={selected} stages={stages} onClose={() => setSelected(null)} />
    </>
  );
}
