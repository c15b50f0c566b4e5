import { Box, Button, Clipboard, Code, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';

/** The codes as a text file: one a line, with what they are for. */
export function recoveryCodesText(codes: string[], site = window.location.host): string {
  return [`Metal Gates Festival back office (${site}): two-factor recovery codes.`, 'Each works once, in place of a code from your app.', '', ...codes, ''].join('\n');
}

function download(codes: string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'metal-gates-recovery-codes.txt';
  a.click();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Freshly made recovery codes, shown once: copied at once, downloaded as a text file, or written down. */
export function RecoveryCodes({ codes, intro, onDone }: { codes: string[]; intro: string; onDone: () => void }) {
  return (
    <Stack gap="3" role="region" aria-label="Recovery codes">
      <Text fontWeight="semibold">{intro} Keep these recovery codes somewhere safe: each works once, and they are not shown again.</Text>
      <SimpleGrid columns={{ base: 2, sm: 5 }} gap="2" as="ul" listStyleType="none">
        {codes.map((c) => (
          <Box as="li" key={c}>
            <Code>{c}</Code>
          </Box>
        ))}
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        <Clipboard.Root value={codes.join('\n')}>
          <Clipboard.Trigger asChild>
            <Button variant="outline" aria-label="Copy the recovery codes">
              <Clipboard.Indicator copied="Copied">Copy codes</Clipboard.Indicator>
            </Button>
          </Clipboard.Trigger>
        </Clipboard.Root>
        <Button variant="outline" onClick={() => download(codes)}>
          Download as text
        </Button>
        <Button variant="outline" onClick={onDone}>
          I have saved them
        </Button>
      </HStack>
    </Stack>
  );
}
