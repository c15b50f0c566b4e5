import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Heading, SimpleGrid, Stack, Tabs, Text, useBreakpointValue } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LineupDocument } from '../../gql/graphql';
import { useLocale, useT } from '../../shared/i18n';
import { usePageMeta } from '../../shared/seo';
import { LoadingText, PageHeader } from '../../shared/ui/PageHeader';
import { useErrorToast } from '../../shared/ui/useErrorToast';
import { BandDialog, LineupTabs, type Band, type Stage } from '../lineup';
import { festivalDayLabel } from './festivalTime';
import { groupSetsByDay, nowAndNext, type ScheduledSet } from './sets';
import { Mark, SetItem } from './SetItem';

const MINUTE = 60_000;

/** The clock, ticking each minute (Now / Next move on their own during the festival). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const setAnchor = (id: string) => `set-${id}`;

interface StageColumn {
  stage: Stage;
  sets: ScheduledSet<Band>[];
}

function StageSets({ column, marks, onOpen }: { column: StageColumn; marks: ReturnType<typeof nowAndNext>; onOpen: (b: Band) => void }) {
  const t = useT();
  if (column.sets.length === 0) return <Text color="fg.muted">{t('Nothing on this stage this day')}</Text>;
  return (
    <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
      {column.sets.map((set) => (
        <li key={set._id}>
          <SetItem
            id={setAnchor(set._id)}
            set={set}
            onOpen={() => onOpen(set)}
            marks={marks.now.has(set._id) ? <Mark tone="now">{t('Now')}</Mark> : marks.next.has(set._id) ? <Mark tone="next">{t('Next')}</Mark> : undefined}
          />
        </li>
      ))}
    </Stack>
  );
}

/** A day of the running order: one column per stage in stage order on wide screens, stage tabs on a phone. */
function Day({ day, columns, marks, onOpen }: { day: string; columns: StageColumn[]; marks: ReturnType<typeof nowAndNext>; onOpen: (b: Band) => void }) {
  const asTabs = useBreakpointValue({ base: true, md: false }) ?? true;
  const dayLabel = festivalDayLabel(day, useLocale());
  const headingId = `day-${day}`;
  return (
    <Box as="section" aria-labelledby={headingId} data-testid="running-order-day">
      <Heading id={headingId} as="h2" fontFamily="display" fontWeight="bold" fontSize={{ base: '2xl', md: '3xl' }} textTransform="uppercase" letterSpacing="wide" mb="5" pb="3" borderBottomWidth="3px" borderColor="blood.solid">
        {dayLabel}
      </Heading>
      {asTabs ? (
        <Tabs.Root defaultValue={columns[0]?.stage._id} variant="enclosed" colorPalette="blood" fitted>
          <Tabs.List>
            {columns.map((c) => (
              <Tabs.Trigger key={c.stage._id} value={c.stage._id}>
                {c.stage.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {columns.map((c) => (
            <Tabs.Content key={c.stage._id} value={c.stage._id}>
              <StageSets column={c} marks={marks} onOpen={onOpen} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        <SimpleGrid columns={columns.length} gap="6">
          {columns.map((c) => (
            <Box key={c.stage._id} as="section" aria-label={`${c.stage.name}, ${dayLabel}`}>
              <Heading as="h3" size="md" mb="3" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
                {c.stage.name}
              </Heading>
              <StageSets column={c} marks={marks} onOpen={onOpen} />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

export function RunningOrderPage() {
  usePageMeta('lineup');
  const t = useT();
  const { data, loading, error } = useQuery(LineupDocument);
  useErrorToast(error, t('Failed to load the running order'));
  const [selected, setSelected] = useState<Band | null>(null);
  const now = useNow();
  const stages = [...(data?.stages ?? [])].sort((a, b) => a.order - b.order);
  const days = groupSetsByDay(data?.bands ?? []);
  const allSets = days.flatMap((d) => d.sets);
  const during = allSets.length > 0 && now >= new Date(allSets[0].startsAt) && now < new Date(allSets.reduce((a, s) => (s.endsAt > a ? s.endsAt : a), allSets[0].endsAt));
  // "Now" and "Next" only while the festival runs: months before it, "Next" on every stage misleads.
  const marks = during ? nowAndNext(data?.bands ?? [], now) : { now: new Set<string>(), next: new Set<string>() };
  const jumpTarget = [...marks.now][0] ?? [...marks.next][0];

  const jumpToNow = () => {
    const el = jumpTarget ? document.getElementById(setAnchor(jumpTarget)) : null;
    el?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    el?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeader title={t('Running order')} subtitle={t('Who plays when and where. All times are festival time (Bucharest).')} />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <LineupTabs />
        {during && jumpTarget && (
          <Button onClick={jumpToNow} colorPalette="blood" mb="6">
            {t('Jump to now')}
          </Button>
        )}
        {loading && !data ? (
          <LoadingText />
        ) : days.length === 0 ? (
          <Text color="fg.muted">{t('Set times are not out yet: check back soon.')}</Text>
        ) : (
          <Stack gap="12">
            {days.map(({ day, sets }) => (
              <Day
                key={day}
                day={day}
                columns={stages.map((stage) => ({ stage, sets: sets.filter((s) => s.stageId === stage._id) })).filter((c) => c.sets.length > 0)}
                marks={marks}
                onOpen={setSelected}
              />
            ))}
          </Stack>
        )}
      </Container>
      <BandDialog bandId={selected?._id ?? null} preview={selected} stages={stages} onClose={() => setSelected(null)} />
    </>
  );
}
