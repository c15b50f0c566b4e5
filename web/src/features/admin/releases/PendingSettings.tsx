import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { RELEASE_IMAGE_FIELDS } from '@domain/releases';

/**
 * The site-asset settings a release changes at its instant (#35 item 2): the banner line. A
 * setting only an admin may change (domain/access.ts, `manageSettings`): others see it, read-only.
 * `onSave` gets the pending texts whole.
 */
export function PendingSettings({ pending, editable, mayChangeSettings, busy, onSave }: {
  pending: Record<string, unknown> | null | undefined;
  editable: boolean;
  mayChangeSettings: boolean;
  busy: boolean;
  /** The pending texts, whole (an empty object: none). */
  onSave: (siteAssets: Record<string, unknown>) => void;
}) {
  const current = typeof pending?.bannerText === 'string' ? pending.bannerText : '';
  const [banner, setBanner] = useState(current);
  if (!editable || !mayChangeSettings) {
    return (
      <Text fontSize="sm" color={current ? undefined : 'fg.muted'} data-testid="pending-banner">
        {current ? `Banner line at the instant: “${current}”` : 'No change to the site settings.'}
        {editable && !mayChangeSettings && ' (Site settings are changed by an admin.)'}
      </Text>
    );
  }
  // The other pending texts go along unchanged (the texts sent replace the pending texts); pending images stay as they are.
  const rest = Object.fromEntries(Object.entries(pending ?? {}).filter(([key]) => key !== 'bannerText' && !(RELEASE_IMAGE_FIELDS as readonly string[]).includes(key)));
  const save = (text: string | null) => onSave(text === null || text === '' ? rest : { ...rest, bannerText: text });
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Banner line at the instant</Field.Label>
        <HStack gap="2" w="full" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Input size="sm" flex="1" minW="12rem" value={banner} placeholder="Unchanged" onChange={(e) => setBanner(e.currentTarget.value)} />
          <Button size="sm" variant="outline" disabled={busy || banner.trim() === current} onClick={() => save(banner.trim())}>
            Save banner
          </Button>
          {current && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => { setBanner(''); save(null); }}>
              Keep the current banner
            </Button>
          )}
        </HStack>
        <Field.HelperText>Replaces the site's banner line when the release goes public; empty: unchanged.</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
