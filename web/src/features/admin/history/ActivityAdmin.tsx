import { Badge, Box, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminAuditLogDocument } from '../gql/graphql';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { formatDateTime } from '../team/when';
import { actionWords } from './actionWords';
import { ACTIVITY_COLLECTIONS, collectionLabel } from './registry';

export const ACTIVITY_PAGE_SIZE = 50;

const doorText = (door: string | null | undefined) => (door === 'graphql' ? 'GraphQL' : door === 'rest' ? 'REST' : '—');

/** The day picked (YYYY-MM-DD, the browser's time zone) as the log's `since` and `until`. */
function dayRange(day: string): { since?: string; until?: string } {
  if (!day) return {};
  const start = new Date(`${day}T00:00:00`);
  if (Number.isNaN(start.getTime())) return {};
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { since: start.toISOString(), until: end.toISOString() };
}

/**
 * The audit log (#34), admins only: who did what, when, through which door, newest first, filtered
 * by person, collection and day, a page at a time.
 */
export function ActivityAdmin() {
  const [actor, setActor] = useState('');
  const [collection, setCollection] = useState('');
  const [day, setDay] = useState('');
  const variables = { limit: ACTIVITY_PAGE_SIZE, actor: actor.trim() || null, collection: collection || null, ...dayRange(day) };
  const { data, loading, error, fetchMore } = useQuery(AdminAuditLogDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [more, setMore] = useState(false);
  const page = data?.auditLog;

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setMore(true);
    try {
      await fetchMore({
        variables: { ...variables, cursor: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          auditLog: { ...fetchMoreResult.auditLog, entries: [...previous.auditLog.entries, ...fetchMoreResult.auditLog.entries] },
        }),
      });
    } finally {
      setMore(false);
    }
  };

  return (
    <>
      <PageHeader title="Activity" description="Everything done in the back office and through the API: who, when and through which door." />
      <HStack gap="3" mb="5" flexWrap="wrap" align="end">
        <Field.Root width={{ base: 'full', sm: '64' }}>
          <Field.Label>Person</Field.Label>
          <Input type="email" placeholder="Email" value={actor} onChange={(e) => setActor(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '48' }}>
          <Field.Label>Collection</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={collection} onChange={(e) => setCollection(e.currentTarget.value)}>
              <option value="">All</option>
              {ACTIVITY_COLLECTIONS.map((key) => (
                <option key={key} value={key}>
                  {collectionLabel(key)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '44' }}>
          <Field.Label>Day</Field.Label>
          <Input type="date" value={day} onChange={(e) => setDay(e.currentTarget.value)} />
        </Field.Root>
      </HStack>
      {loading && !data && <LoadingBlock />}
      {error && <Text color="fg.error">{error.message}</Text>}
      {page && !page.entries.length && <Text color="fg.muted">Nothing was done that matches.</Text>}
      {page && page.entries.length > 0 && (
        <Stack gap="4">
          {/* A phone gets one block per line; the table from md up. */}
          <Stack as="ul" gap="2" hideFrom="md" aria-label="Activity">
            {page.entries.map((entry) => (
              <Box as="li" key={entry._id} listStyleType="none" borderBottomWidth="1px" borderColor="border" pb="2" data-testid="activity-line">
                <Text fontWeight="semibold">
                  {actionWords(entry.action)} {entry.collection && <Badge size="sm">{collectionLabel(entry.collection)}</Badge>} {entry.title}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(entry.at)} · {entry.actor?.email || 'nobody signed in'} · {doorText(entry.door)}
                </Text>
              </Box>
            ))}
          </Stack>
          <Box overflowX="auto" hideBelow="md">
            <Table.Root size="sm" aria-label="Activity">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                  <Table.ColumnHeader>Who</Table.ColumnHeader>
                  <Table.ColumnHeader>What</Table.ColumnHeader>
                  <Table.ColumnHeader>Item</Table.ColumnHeader>
                  <Table.ColumnHeader>Door</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.entries.map((entry) => (
                  <Table.Row key={entry._id} data-testid="activity-entry">
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.at)}</Table.Cell>
                    <Table.Cell>{entry.actor?.email || '—'}</Table.Cell>
                    <Table.Cell>{actionWords(entry.action)}</Table.Cell>
                    <Table.Cell>
                      {entry.collection && <Badge size="sm" mr="2">{collectionLabel(entry.collection)}</Badge>}
                      {entry.title}
                    </Table.Cell>
                    <Table.Cell>{doorText(entry.door)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          {page.nextCursor && (
            <Box>
              <Button variant="outline" onClick={() => void loadMore()} loading={more}>
                Load more
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </>
  );
}
