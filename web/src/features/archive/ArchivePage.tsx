import { useQuery } from '@apollo/client/react';
import { Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PublicArchivesDocument } from '../../gql/graphql';
import { usePageMeta } from '../../shared/seo';
import { CardButton } from '../../shared/ui/CardButton';
import { LoadingText, PageHeader } from '../../shared/ui/PageHeader';
import { lazyOnFirstOpen } from '../../shared/ui/lazyOnFirstOpen';
import { useErrorToast } from '../../shared/ui/useErrorToast';
import { Poster, type Edition } from './Poster';
import { useT } from '../../shared/i18n';

/** The edition dialog loads on the first open, not with the page. */
const EditionDialog = lazyOnFirstOpen(
  async () => (await import('./EditionDialog')).EditionDialog,
  (props) => !!props.selected,
);

export { ARCHIVE_CLOSING_QUOTE } from './Poster';

export function ArchivePage() {
  usePageMeta('archive');
  const t = useT();
  const { data, loading, error } = useQuery(PublicArchivesDocument);
  useErrorToast(error, t('Failed to load archive'));
  const [selected, setSelected] = useState<Edition | null>(null);
  const editions = data?.archives ?? [];
  return (
    <>
      <PageHeader title={t('Archive')} subtitle={t('Every edition that came before: the posters, the bands, the memories.')} />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        {loading && !data ? (
          <LoadingText />
        ) : editions.length === 0 ? (
          <Text textAlign="center" color="fg.muted" py="10">
            {t('No past editions yet.')}
          </Text>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none" m="0" p="0">
            {editions.map((e, i) => (
              <li key={e._id}>
                <CardButton onClick={() => setSelected(e)} data-testid="archive-card">
                  <Poster
                    edition={e}
                    sizes="(min-width: 80rem) 25rem, (min-width: 62em) 31vw, (min-width: 30em) 48vw, 100vw"
                    // The first edition's poster is above the fold on a phone and the page's largest
                    // paint: fetched at once, not when layout finds it in view. The others stay lazy.
                    priority={i === 0}
                  />
                  <Stack gap="2" p="5" display="flex">
                    <Text fontFamily="display" fontWeight="bold" fontSize="4xl" lineHeight="1" color="blood.fg">
                      {e.year}
                    </Text>
                    <Text color="fg.muted" lineClamp={3}>
                      {e.description}
                    </Text>
                  </Stack>
                </CardButton>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Container>

      <EditionDialog selected={selected} onClose={() => setSelected(null)} />
    </>
  );
}
