import { useQuery } from '@apollo/client/react';
import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { foldForSearch } from '@domain/searchFold';
import { LineupSearchDocument, type LineupSearchQuery } from '../../gql/graphql';
import { useT } from '../../shared/i18n';
import { LoadingText } from '../../shared/ui/PageHeader';

type SearchBand = LineupSearchQuery['bands'][number];

const SHOWN = 20;

/** Whether every typed word starts a word of the band's name, country or genre, as the API's `q` matches. */
export function matchesBand(band: SearchBand, words: readonly string[]): boolean {
  const own = foldForSearch(`${band.name} ${band.country} ${band.genre ?? ''}`).split(/[^\p{L}\p{N}]+/u);
  return words.every((w) => own.some((o) => o.startsWith(w)));
}

/**
 * The lineup's band search, in the browser over every band's name (one light read, `LineupSearch`,
 * which the offline worker keeps: it works offline). A match opens the band's dialog.
 */
export function LineupSearchBox({ onOpen }: { onOpen: (bandId: string) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // Typed before the app started (the field is plain HTML until then): take it in.
  useEffect(() => setText(input.current?.value ?? ''), []);
  const words = foldForSearch(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const { data, loading } = useQuery(LineupSearchDocument, { skip: words.length === 0 });
  const matches = words.length > 0 ? (data?.bands ?? []).filter((b) => matchesBand(b, words)) : [];
  return (
    <Box role="search" mb={{ base: '8', md: '10' }} maxW="xl">
      <Input ref={input} type="search" name="q" placeholder={t('Search bands by name, country or genre')} aria-label={t('Search bands')} autoComplete="off" onChange={(e) => setText(e.target.value)} />
      {words.length > 0 && (
        <Box aria-live="polite" mt="3">
          {loading && !data ? (
            <LoadingText />
          ) : matches.length === 0 ? (
            <Text color="fg.muted">{t('No band matches “{text}”.', { text: text.trim() })}</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t('Matching bands')}>
              {matches.slice(0, SHOWN).map((band) => (
                <li key={band._id}>
                  <Button variant="ghost" justifyContent="flex-start" w="full" h="auto" py="2" whiteSpace="normal" textAlign="left" onClick={() => onOpen(band._id)}>
                    <Text as="span" fontWeight="bold">
                      {band.name}
                    </Text>
                    <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
                      {[band.genre, band.country, band.performanceDay && t(band.performanceDay)].filter(Boolean).join(' · ')}
                    </Text>
                  </Button>
                </li>
              ))}
              {matches.length > SHOWN && <Text color="fg.muted" fontSize="sm">{t('{count} more: type more of the name.', { count: matches.length - SHOWN })}</Text>}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
