import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { OVERVIEW_BANDS_PER_DAY } from '@domain/band-constants';
import { LineupDayDocument } from '../../gql/graphql';
import { useT } from '../../shared/i18n';
import { LoadingText } from '../../shared/ui/PageHeader';
import { Pager } from '../../shared/ui/Pager';
import { useErrorToast } from '../../shared/ui/useErrorToast';
import { BandCard } from './BandCard';
import type { Band } from './BandImage';

/**
 * The overview shows each day's first bands; a day's own page the rest, a page at a time. With
 * photos a card is ~3 KB of HTML (markup and its data): 12 of them keep a page under 150 KB.
 */
export const DAY_PAGE_BANDS = 12;

/** `/lineup?day=<n>` (1 for the first day), or a later page of it: its canonical URL too. */
export const lineupDayHref = (day: number, cursor?: string | null) => `/lineup?day=${day}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

const dayHeading = { as: 'h2', fontFamily: 'display', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, textTransform: 'uppercase', letterSpacing: 'wide' } as const;

function NoBands() {
  const t = useT();
  return (
    <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="md">
      {t('No bands scheduled for this day yet')}
    </Text>
  );
}

function useDay(day: string, limit: number, cursor?: string | null) {
  const t = useT();
  const { data, loading, error } = useQuery(LineupDayDocument, { variables: { day, limit, ...(cursor ? { cursor } : {}) } });
  useErrorToast(error, t('Failed to load lineup'));
  return { page: data?.bandsPage, loading: loading && !data };
}

interface DayProps {
  day: string;
  /** 1 for the first day (its address: `?day=1`). */
  index: number;
  onOpen: (band: Band) => void;
}

/** One day's column of the overview: its first bands and, when it has more, a link to the whole day. */
export function DayColumn({ day, index, onOpen }: DayProps) {
  const t = useT();
  const { page, loading } = useDay(day, OVERVIEW_BANDS_PER_DAY);
  const bands = page?.items ?? [];
  return (
    <Box as="section" aria-label={t(day)} data-testid="lineup-day">
      <Heading {...dayHeading} mb="5" pb="3" borderBottomWidth="3px" borderColor="blood.solid">
        {t(day)}
      </Heading>
      {loading ? (
        <LoadingText />
      ) : bands.length === 0 ? (
        <NoBands />
      ) : (
        <Stack as="ul" gap="5" listStyleType="none" m="0" p="0">
          {bands.map((band, i) => (
            <li key={band._id}>
              {/* The first day's first photo is the page's largest paint on a phone: loaded at once. */}
              <BandCard band={band} onOpen={() => onOpen(band)} priority={index === 1 && i === 0} />
            </li>
          ))}
        </Stack>
      )}
      {page && page.total > bands.length && (
        <Button asChild variant="outline" mt="5" w="full">
          <RouterLink to={lineupDayHref(index)}>
            {t('All {total} bands of {day}', { total: page.total, day: t(day) })} <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      )}
    </Box>
  );
}

/** A day's own page: its bands in lineup order, a page at a time, older and newer pages by links. */
export function DayPage({ day, index, cursor, onOpen }: DayProps & { cursor: string | null }) {
  const t = useT();
  const { page, loading } = useDay(day, DAY_PAGE_BANDS, cursor);
  const bandCount = page && t('{total, plural, one {# band} other {# bands}}', { total: page.total });
  const bands = page?.items ?? [];
  return (
    <Box as="section" aria-label={t(day)} data-testid="lineup-day">
      <HStack justify="space-between" align="baseline" wrap="wrap" mb="5" pb="3" borderBottomWidth="3px" borderColor="blood.solid">
        <Heading {...dayHeading}>{t(day)}</Heading>
        {page && <Text color="fg.muted">{bandCount}</Text>}
      </HStack>
      {loading ? (
        <LoadingText />
      ) : bands.length === 0 ? (
        <NoBands />
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '5', lg: '6' }} listStyleType="none" m="0" p="0">
          {bands.map((band, i) => (
            <li key={band._id}>
              <BandCard band={band} onOpen={() => onOpen(band)} priority={!cursor && i === 0} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {page && (
        <Pager
          label={t('Pages of {day}', { day: t(day) })}
          prevHref={cursor ? lineupDayHref(index, page.prevCursor) : null}
          nextHref={page.nextCursor ? lineupDayHref(index, page.nextCursor) : null}
          prevText={t('Earlier bands')}
          nextText={t('More bands')}
          count={bandCount!}
        />
      )}
    </Box>
  );
}
