import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

/**
 * The site-asset settings a release changes at its instant (#35 item 2): the banner line. A
 * setting only an admin may change (domain/access.ts, `manageSettings`): others see it, read-only.
 * `onSave(null)` drops the pending change.
 */
export function PendingSettings({ pending, editable, mayChangeSettings, busy, onSave }: {
  pending: Record<string, unknown> | null | undefined;
  editable: boolean;
  mayChangeSettings: boolean;
  busy: boolean;
  onSave: (siteAssets: Record<string, unknown> | null) => void;
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
  const rest = Object.fromEntries(Object.entries(pending ?? {}).filter(([key]) => key !== 'bannerText'));
  const save = (text: string | null) => {
    const next = text === null || text === '' ? rest : { ...rest, bannerText: text };
    onSave(Object.keys(next).length ? next : null);
  };
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
