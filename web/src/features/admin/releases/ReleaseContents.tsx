import { Badge, Button, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuTriangleAlert, LuX } from 'react-icons/lu';
import { COLLECTION_LABELS, type Candidate } from './candidates';
import type { AdminReleaseFragment } from '../gql/graphql';

type Item = AdminReleaseFragment['items'][number];
const keyOf = (item: { collection: string; _id: string }) => `${item.collection}/${item._id}`;

/** A pending change's fields and values, short: 'genre: Black Metal · country: Iceland'. */
const changeSummary = (changes: Record<string, unknown>) =>
  Object.entries(changes)
    .map(([field, value]) => `${field}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');

/**
 * What a release holds (each item by its collection and title; a published item's pending change
 * with its fields, and once the release is out, a change that could not be written with why), made from the item's own form with Save into release…) and, while it is
 * scheduled, the way to add a draft of the lineup, news, archive or partners, or to take an item
 * out (a draft is a draft again; a change is dropped, the item staying as it is). `onChange` gets
 * the whole new set, as the server takes it.
 */
export function ReleaseContents({ items, editable, candidates, busy, onChange }: { items: Item[]; editable: boolean; candidates: Candidate[]; busy: boolean; onChange: (items: Item[]) => void }) {
  const [picked, setPicked] = useState('');
  const inRelease = new Set(items.map(keyOf));
  const free = candidates.filter((c) => !inRelease.has(keyOf(c)));
  const add = () => {
    const candidate = free.find((c) => keyOf(c) === picked);
    if (!candidate) return;
    setPicked('');
    onChange([...items, { ...candidate, changes: null, foldedAt: null, foldError: null }]);
  };
  return (
    <Stack gap="2">
      {!items.length && <Text color="fg.muted">Nothing in it yet.</Text>}
      <Stack as="ul" gap="1" listStyleType="none" ms="0" aria-label="Contents">
        {items.map((item) => (
          <Stack as="li" key={keyOf(item)} gap="1" data-testid="release-item">
            {/* On a phone, with its badges (Change, Not applied) the title takes the next line rather than shrink to a word. */}
            <HStack gap="2" flexWrap="wrap">
              <Badge size="sm" variant="subtle">
                {COLLECTION_LABELS[item.collection] ?? item.collection}
              </Badge>
              {item.changes && (
                <Badge size="sm" colorPalette="purple" variant="subtle">
                  Change
                </Badge>
              )}
              {item.foldError && (
                <Badge size="sm" colorPalette="orange" variant="solid">
                  <LuTriangleAlert aria-hidden /> Not applied
                </Badge>
              )}
              <HStack gap="2" flex="1" minW="min(12rem, 100%)">
                <Stack flex="1" minW="0" gap="0">
                  <Text truncate>{item.title}</Text>
                  {item.changes && (
                    <Text fontSize="xs" color="fg.muted" truncate title={changeSummary(item.changes)} data-testid="release-change">
                      {changeSummary(item.changes)}
                    </Text>
                  )}
                </Stack>
                {editable && (
                  <IconButton size="xs" variant="ghost" aria-label={item.changes ? `Drop the change to ${item.title}` : `Take ${item.title} out`} disabled={busy} onClick={() => onChange(items.filter((i) => keyOf(i) !== keyOf(item)))}>
                    <LuX />
                  </IconButton>
                )}
              </HStack>
            </HStack>
            {item.foldError && (
              <Text fontSize="sm" color="fg.warning" fontWeight="medium" data-testid="release-fold-error">
                {/[.!?]$/.test(item.foldError) ? item.foldError : `${item.foldError}.`}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
      {editable && (
        <HStack gap="2" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <NativeSelect.Root size="sm" flex="1" minW="12rem">
            <NativeSelect.Field aria-label="Draft to add" value={picked} onChange={(e) => setPicked(e.currentTarget.value)}>
              <option value="">{free.length ? 'Add a draft…' : 'No drafts to add'}</option>
              {Object.entries(COLLECTION_LABELS).map(([collection, label]) => {
                const options = free.filter((c) => c.collection === collection);
                return options.length ? (
                  <optgroup key={collection} label={label}>
                    {options.map((c) => (
                      <option key={keyOf(c)} value={keyOf(c)}>
                        {c.title}
                      </option>
                    ))}
                  </optgroup>
                ) : null;
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" onClick={add} disabled={!picked || busy}>
            <LuPlus aria-hidden /> Add
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
