import { Box, Button, Clipboard, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { formatDateTime } from './when';

/** A one-time link the admin hands over (copied here unless it was mailed), with its expiry. */
export function LinkToShare({ label, url, expiresAt, onDone }: { label: string; url: string; expiresAt: string; onDone: () => void }) {
  // Shown above the lists: a link made from a member row far below would be off screen, and the
  // Invite button is disabled while sending. Focus (selecting it, ready to copy) brings it into view.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), [url]);
  return (
    <Box borderWidth="1px" borderColor="blood.muted" bg="bg.subtle" rounded="md" p="4" role="region" aria-label={label}>
      <Stack gap="2">
        <Text fontWeight="semibold">{label}</Text>
        <Clipboard.Root value={url}>
          <HStack gap="2">
            <Input ref={field} value={url} readOnly aria-label={`${label} URL`} fontFamily="mono" fontSize="sm" onFocus={(e) => e.currentTarget.select()} />
            <Clipboard.Trigger asChild>
              <Button variant="outline" flexShrink={0}>
                <Clipboard.Indicator copied="Copied">Copy</Clipboard.Indicator>
              </Button>
            </Clipboard.Trigger>
          </HStack>
        </Clipboard.Root>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm" color="fg.muted">
            Works once, until {formatDateTime(expiresAt)}. It is not shown again.
          </Text>
          <Button size="sm" variant="ghost" onClick={onDone}>
            Done
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
