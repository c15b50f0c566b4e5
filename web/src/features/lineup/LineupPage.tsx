import { useQuery } from '@apollo/client/react';
import { Box, Container, HStack, Link, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LineupDaysDocument } from '../../gql/graphql';
import { usePageMeta } from '../../shared/seo';
import { LoadingText, PageHeader } from '../../shared/ui/PageHeader';
import { useErrorToast } from '../../shared/ui/useErrorToast';
import type { Band } from './BandImage';
import { BandDialog } from './LazyBandDialog';
import { PERFORMANCE_DAYS } from './lineup';
import { DayColumn, DayPage, lineupDayHref } from './LineupDays';
import { LineupSearchBox } from './LineupSearchBox';
import { LineupTabs } from './LineupTabs';
import { useT } from '../../shared/i18n';

/** All days, or one day's own page: plain links, the current one marked. */
function DayLinks({ days, current }: { days: readonly string[]; current: number | null }) {
  const t = useT();
  const links = [{ label: t('All days'), to: '/lineup', index: null }, ...days.map((day, i) => ({ label: t(day), to: lineupDayHref(i + 1), index: i + 1 }))];
  return (
    // One scrolling row on a phone (three lines of long day labels pushed the bands down a screen).
    <HStack as="nav" aria-label={t('Lineup days')} gap="2" wrap={{ base: 'nowrap', md: 'wrap' }} overflowX="auto" pb="1" mb={{ base: '8', md: '10' }}>
      {links.map((l) => (
        <Link
          asChild
          key={l.to}
          px="3"
          py="1.5"
          rounded="full"
          borderWidth="1px"
          borderColor={l.index === current ? 'blood.solid' : 'border'}
          bg={l.index === current ? 'blood.solid' : undefined}
          color={l.index === current ? 'blood.contrast' : 'fg'}
          fontSize="sm"
          fontWeight="semibold"
          whiteSpace="nowrap"
          flexShrink="0"
          textDecoration="none"
        >
          <RouterLink to={l.to} aria-current={l.index === current ? 'page' : undefined}>
            {l.label}
          </RouterLink>
        </Link>
      ))}
    </HStack>
  );
}

/**
 * /lineup: a search box over every band, then each day's first bands (`?day=<n>`: one day, a page
 * of bands at a time). Only cards are read (no biographies): the dialog asks for the rest, so the
 * page stays small at 500 bands.
 */
export function LineupPage() {
  usePageMeta('lineup');
  const t = useT();
  const { data, loading, error } = useQuery(LineupDaysDocument);
  useErrorToast(error, t('Failed to load lineup'));
  // The open band lives in the URL (`/lineup?band=<id>`), so calendar events and shared links open it.
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState<Band | null>(null);
  const setSelected = (bandId: string | null, card: Band | null = null) => {
    setOpened(card);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (bandId) next.set('band', bandId);
        else next.delete('band');
        return next;
      },
      { replace: true },
    );
  };
  const festivalDays = data?.activeFestival?.days.map((d) => d.label) ?? [];
  const days = festivalDays.length > 0 ? festivalDays : PERFORMANCE_DAYS;
  const dayParam = Number(params.get('day'));
  const dayIndex = Number.isInteger(dayParam) && dayParam >= 1 && dayParam <= days.length ? dayParam : null;
  const openCard = (band: Band) => setSelected(band._id, band);
  return (
    <>
      <PageHeader title={t('Lineup')} subtitle={t('Three days. One gate. Every band that will shake Bucharest.')} />
      {/* A shared link to one band opens its dialog, which only the app renders: start it at once (app/pageStart.ts). */}
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }} data-start-app={params.get('band') ? '' : undefined}>
        <LineupTabs />
        <LineupSearchBox onOpen={(id) => setSelected(id)} />
        {loading && !data ? (
          <LoadingText />
        ) : (
          <Box>
            <DayLinks days={days} current={dayIndex} />
            {dayIndex ? (
              <DayPage day={days[dayIndex - 1]!} index={dayIndex} cursor={params.get('cursor')} onOpen={openCard} />
            ) : (
              <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '10', lg: '6' }}>
                {days.map((day, i) => (
                  <DayColumn key={day} day={day} index={i + 1} onOpen={openCard} />
                ))}
              </SimpleGrid>
            )}
          </Box>
        )}
      </Container>
      <BandDialog bandId={params.get('band')} preview={opened} stages={data?.stages} onClose={() => setSelected(null)} />
    </>
  );
}
