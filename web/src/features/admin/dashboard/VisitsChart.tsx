import { Box, Flex, Text } from '@chakra-ui/react';

export interface DailyVisit {
  date: string;
  visits: number;
}

const shortDate = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
};

/** Visits per day for the last 30 days as simple bars (oldest left). */
export function VisitsChart({ daily }: { daily: readonly DailyVisit[] }) {
  const max = Math.max(1, ...daily.map((d) => d.visits));
  const total = daily.reduce((sum, d) => sum + d.visits, 0);
  const summary = `${total} visits in the last ${daily.length} days`;
  return (
    <Box>
      <Flex
        role="img"
        aria-label={`Visits per day: ${summary}`}
        align="flex-end"
        gap="1"
        h="140px"
        borderBottomWidth="1px"
        borderColor="border"
        pt="2"
      >
        {daily.map((d) => (
          <Box
            key={d.date}
            flex="1"
            minW="0"
            h={`${Math.max(d.visits > 0 ? 4 : 1, (d.visits / max) * 100)}%`}
            bg={d.visits > 0 ? 'blood.solid' : 'bg.emphasized'}
            roundedTop="sm"
            title={`${shortDate(d.date)}: ${d.visits} visit${d.visits === 1 ? '' : 's'}`}
            data-testid="visits-bar"
          />
        ))}
      </Flex>
      <Flex justify="space-between" mt="2" fontSize="xs" color="fg.muted">
        <Text>{daily[0] ? shortDate(daily[0].date) : ''}</Text>
        <Text>{summary}</Text>
        <Text>{daily.length ? shortDate(daily[daily.length - 1].date) : ''}</Text>
      </Flex>
    </Box>
  );
}
