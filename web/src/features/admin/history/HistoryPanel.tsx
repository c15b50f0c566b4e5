import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuHistory, LuRotateCcw } from 'react-icons/lu';
import { AdminRestoreVersionDocument, AdminVersionDocument, AdminVersionsDocument, type AdminVersionSummaryFragment } from '../gql/graphql';
import { notifyError, notifySuccess } from '../common/notify';
import { formatDateTime } from '../team/when';
import { actionWords } from './actionWords';

/** Bookkeeping and derived fields a comparison does not show. */
const HIDDEN = new Set(['__typename', '_id', 'createdAt', 'updatedAt', 'scheduleSequence']);
const shown = (field: string) => !HIDDEN.has(field) && !field.endsWith('Variants');

/** A field's value as one line of text. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value.length > 160 ? `${value.slice(0, 157)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const json = JSON.stringify(value);
  return json.length > 160 ? `${json.slice(0, 157)}…` : json;
}

/** '2 fields: name, biography' for a version's line. */
const changedText = (changes: readonly string[]) => (changes.length ? changes.join(', ') : 'no field changed');

function VersionLine({ version, selected, onSelect }: { version: AdminVersionSummaryFragment; selected: boolean; onSelect: () => void }) {
  return (
    <Box as="li" listStyleType="none">
      <Button variant={selected ? 'subtle' : 'ghost'} onClick={onSelect} aria-pressed={selected} w="full" h="auto" py="2" px="2" justifyContent="flex-start" textAlign="left" whiteSpace="normal" data-testid="history-version">
        <Stack gap="0" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" fontSize="sm">
              {actionWords(version.action)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(version.createdAt)}
            </Text>
            {version.door && (
              <Badge size="sm" variant="outline">
                {version.door === 'graphql' ? 'GraphQL' : 'REST'}
              </Badge>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {/* An author whose account is gone comes with an empty address: still someone. */}
            {version.author?.email || 'someone'} · {changedText(version.changes)}
          </Text>
        </Stack>
      </Button>
    </Box>
  );
}

export interface HistoryPanelProps {
  /** The registry key (bands, news…). */
  collection: string;
  /** The item (null for a singleton) and its current values, as the dialog loaded them (a singleton: its newest version's). */
  id: string | null;
  current?: Record<string, unknown>;
  /** After a restore: the dialog closes and the list reloads. */
  onRestored: () => void;
}

/**
 * An item's versions (who, when, which door, which fields), one of them beside the current values
 * with the fields that differ marked, and Restore (naming the version the editor loaded, so a
 * colleague's save in between is a 409 like any edit's).
 */
export function HistoryPanel({ collection, id, current: given, onRestored }: HistoryPanelProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const list = useQuery(AdminVersionsDocument, { variables: { collection, id }, fetchPolicy: 'network-only' });
  const one = useQuery(AdminVersionDocument, { variables: { collection, id, versionId: selected ?? '' }, skip: !selected, fetchPolicy: 'network-only' });
  const [restore, restoring] = useMutation(AdminRestoreVersionDocument);
  const versions = list.data?.versions ?? [];
  // Without the values loaded elsewhere, the newest version is what is stored now.
  const newest = useQuery(AdminVersionDocument, { variables: { collection, id, versionId: versions[0]?._id ?? '' }, skip: !!given || !versions.length });
  const current = given ?? ((newest.data?.version.data ?? {}) as Record<string, unknown>);
  const data = (one.data?.version.data ?? null) as Record<string, unknown> | null;
  const differs = (field: string) => JSON.stringify(data?.[field] ?? null) !== JSON.stringify(current[field] ?? null);
  // The fields that differ first: they are what the editor came to see.
  const fields = data ? [...new Set([...Object.keys(data), ...Object.keys(current)])].filter(shown).sort((a, b) => Number(differs(b)) - Number(differs(a))) : [];

  const onRestore = async () => {
    try {
      await restore({ variables: { collection, id, versionId: selected!, expectedUpdatedAt: (given?.updatedAt as string | null | undefined) ?? null }, refetchQueries: 'active' });
      notifySuccess('Version restored');
      onRestored();
    } catch (e) {
      notifyError(e, 'Could not restore this version');
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" borderColor="border" rounded="md" p="3" data-testid="history-panel">
      <HStack gap="2">
        <LuHistory aria-hidden />
        <Text as="h3" fontWeight="semibold">
          History
        </Text>
      </HStack>
      {list.loading && <Text color="fg.muted">Loading versions…</Text>}
      {list.error && <Text color="fg.error">{list.error.message}</Text>}
      {!list.loading && !versions.length && !list.error && <Text color="fg.muted">No versions recorded yet.</Text>}
      <Stack as="ul" gap="1" maxH="48" overflowY="auto" aria-label="Versions">
        {versions.map((version) => (
          <VersionLine key={version._id} version={version} selected={selected === version._id} onSelect={() => setSelected(version._id)} />
        ))}
      </Stack>
      {data && (
        <Stack gap="2">
          <Table.Root size="sm" variant="outline" aria-label="This version beside the current one">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Field</Table.ColumnHeader>
                <Table.ColumnHeader>This version</Table.ColumnHeader>
                <Table.ColumnHeader>Current</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {fields.map((field) => (
                <Table.Row key={field} bg={differs(field) ? 'yellow.subtle' : undefined} data-changed={differs(field) || undefined}>
                  <Table.Cell fontWeight="medium">
                    {field} {differs(field) && <Badge size="xs" colorPalette="yellow">changed</Badge>}
                  </Table.Cell>
                  <Table.Cell wordBreak="break-word">{displayValue(data[field])}</Table.Cell>
                  <Table.Cell wordBreak="break-word">{displayValue(current[field])}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Box>
            <Button size="sm" colorPalette="blood" variant="outline" onClick={() => void onRestore()} loading={restoring.loading}>
              <LuRotateCcw aria-hidden /> Restore this version
            </Button>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
