import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NewsListDocument } from '../../gql/graphql';
import { formatDate } from '../../shared/lib/format';
import { imageUrl } from '../../shared/lib/imagePath';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { usePageMeta } from '../../shared/seo';
import { useSiteAssets } from '../../shared/site/useSite';
import { LoadingText, PageHeader } from '../../shared/ui/PageHeader';
import { useErrorToast } from '../../shared/ui/useErrorToast';
import { NewsPager } from './NewsPager';
import { useLocale, useT } from '../../shared/i18n';

const PLACEHOLDER_BG = 'linear-gradient(160deg, #141417 0%, #3d0307 60%, #0b0b0d 100%)';

export function NewsListPage() {
  usePageMeta('news');
  const t = useT();
  const locale = useLocale();
  const cursor = useSearchParams()[0].get('cursor');
  const { data, loading, error } = useQuery(NewsListDocument, { variables: cursor ? { cursor } : {} });
  const { error: assetsError } = useSiteAssets();
  useErrorToast(error, t('Failed to load news articles'));
  useErrorToast(error ? null : assetsError, t('Failed to load site assets'));
  const page = data?.newsPage;
  const articles = page?.items ?? [];
  return (
    <>
      <PageHeader title={t('News')} subtitle={t('Band announcements, ticket drops and everything happening at the gates.')} />
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        {loading && !data ? (
          <LoadingText />
        ) : articles.length === 0 ? (
          <Text textAlign="center" color="fg.muted" py="10">
            {t('No news yet.')}
          </Text>
        ) : (
          <Stack as="ul" gap={{ base: '8', md: '12' }} listStyleType="none" m="0" p="0">
            {articles.map((a, i) => {
              const img = imageUrl(a.image);
              return (
                <Box as="li" key={a._id}>
                  <Flex
                    as="article"
                    direction={{ base: 'column', md: i % 2 === 0 ? 'row' : 'row-reverse' }}
                    bg="bg.panel"
                    borderWidth="1px"
                    borderColor="border"
                    rounded="md"
                    overflow="hidden"
                    data-testid="news-article"
                    data-side={i % 2 === 0 ? 'left' : 'right'}
                  >
                    <Box flex={{ md: '0 0 45%' }} minH={{ md: '72' }}>
                      {img ? (
                        <ResponsiveImage
                          src={a.image}
                          variants={a.imageVariants}
                          alt={a.title}
                          sizes="(min-width: 72rem) 31rem, (min-width: 48em) 45vw, 100vw"
                          // The first article's image is above the fold on every screen and the
                          // page's largest paint: fetched at once, not when layout finds it in view.
                          priority={i === 0}
                          w="full"
                          h="full"
                          objectFit="cover"
                          aspectRatio={{ base: 16 / 9, md: 'auto' }}
                        />
                      ) : (
                        <Box w="full" h="full" minH="48" style={{ background: PLACEHOLDER_BG }} aria-hidden />
                      )}
                    </Box>
                    <Stack flex="1" p={{ base: '5', md: '8' }} gap="3" justify="center">
                      <Text fontSize="sm" color="blood.fg" fontWeight="semibold">
                        <time dateTime={a.publishedAt}>{formatDate(a.publishedAt, locale)}</time>
                      </Text>
                      <Heading as="h2" fontFamily="display" fontWeight="bold" fontSize={{ base: '2xl', md: '3xl' }} textTransform="uppercase" letterSpacing="wide" lineHeight="1.1">
                        {a.title}
                      </Heading>
                      <Text color="fg.muted" lineHeight="tall">
                        {a.excerpt}
                      </Text>
                      <Box>
                        <Button asChild colorPalette="blood" mt="2">
                          <RouterLink to={`/news/${a.slug}`} aria-label={t('Read Full Article: {title}', { title: a.title })}>
                            {t('Read Full Article')} <LuArrowRight aria-hidden />
                          </RouterLink>
                        </Button>
                      </Box>
                    </Stack>
                  </Flex>
                </Box>
              );
            })}
          </Stack>
        )}
        {page && <NewsPager cursor={cursor} nextCursor={page.nextCursor ?? null} prevCursor={page.prevCursor ?? null} total={page.total} />}
      </Container>
    </>
  );
}
