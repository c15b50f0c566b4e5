import { Box, Dialog, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { paragraphs } from '../../shared/lib/format';
import { DetailDialog } from '../../shared/ui/DetailDialog';
import { ARCHIVE_CLOSING_QUOTE, Poster, type Edition } from './Poster';
import { useT } from '../../shared/i18n';

/** One edition's poster, story and lineup. */
export function EditionDialog({ selected, onClose }: { selected: Edition | null; onClose: () => void }) {
  const t = useT();
  return (
    <DetailDialog open={!!selected} onClose={onClose} size="xl" title={selected && `Metal Gates ${selected.year}`}>
      {selected && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Box rounded="md" overflow="hidden">
            <Poster edition={selected} sizes="(min-width: 48em) 16rem, 100vw" />
          </Box>
          <Stack gap="5">
            <Dialog.Description asChild>
              <Stack gap="2">
                {paragraphs(selected.description).map((p, i) => (
                  <Text key={i} lineHeight="tall">
                    {p}
                  </Text>
                ))}
              </Stack>
            </Dialog.Description>
            <Box>
              <Heading as="h3" size="md" fontFamily="display" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" mb="2">
                {t('Lineup')}
              </Heading>
              <Text color="fg.muted" whiteSpace="pre-line" data-testid="archive-lineup">
                {selected.lineup}
              </Text>
            </Box>
            <Text as="blockquote" fontStyle="italic" borderLeftWidth="4px" borderColor="blood.solid" ps="4" color="fg">
              {t(ARCHIVE_CLOSING_QUOTE)}
            </Text>
          </Stack>
        </SimpleGrid>
      )}
    </DetailDialog>
  );
}
