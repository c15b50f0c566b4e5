import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Box, Button, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuShare2 } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { localizedPath } from '@domain/siteLocale';
import { NewsArticleDocument } from '../../gql/graphql';
import { formatDate, paragraphs } from '../../shared/lib/format';
import { imageUrl } from '../../shared/lib/imagePath';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { useNotFoundStatus, usePageMeta } from '../../shared/seo';
import { LoadingText } from '../../shared/ui/PageHeader';
import { useErrorToast } from '../../shared/ui/useErrorToast';
import { shareArticle } from './share';
import { useLocale, useT } from '../../shared/i18n';

function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

/** Shares the article's readable address in the page's language, whichever address it was opened at. */
function ShareButton({ title, slug }: { title: string; slug: string }) {
  const t = useT();
  const locale = useLocale();
  const url = () => new URL(localizedPath(`/news/${slug}`, locale), window.location.origin).href;
  return (
    <Button variant="outline" colorPalette="blood" size="sm" onClick={() => void shareArticle(title, url(), t)}>
      <LuShare2 aria-hidden /> {t('Share')}
    </Button>
  );
}

function BackLink() {
  const t = useT();
  return (
    <Link asChild color="blood.fg" fontWeight="semibold">
      <RouterLink to="/news">
        <LuArrowLeft aria-hidden /> {t('Back to News')}
      </RouterLink>
    </Link>
  );
}

export function NewsArticlePage() {
  const t = useT();
  const locale = useLocale();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(NewsArticleDocument, { variables: { id } });
  const article = data?.article;
  const notFound = !loading && !article && (!error || isNotFound(error));
  useNotFoundStatus(notFound);
  useErrorToast(error && !isNotFound(error) ? error : null, t('Failed to load article'));
  usePageMeta(article ? 'news' : loading ? 'news' : 'notFound', article ? { title: `${article.title} | Metal Gates Festival`, description: article.excerpt } : notFound ? { title: `${t('Article not found')} | Metal Gates Festival` } : undefined);

  if (loading && !article) return <LoadingText />;
  if (!article) {
    return (
      <Container maxW="3xl" py="24" textAlign="center">
        <Stack gap="6" align="center">
          <Heading as="h1" fontFamily="display" fontWeight="bold" fontSize={{ base: '4xl', md: '5xl' }} textTransform="uppercase">
            {t('Article not found')}
          </Heading>
          <Button asChild colorPalette="blood">
            <RouterLink to="/news">{t('Back to News')}</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }

  const img = imageUrl(article.image);
  return (
    <Container as="article" maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Flex justify="space-between" align="center" gap="4" mb="8" wrap="wrap">
        <BackLink />
        <ShareButton title={article.title} slug={article.slug} />
      </Flex>
      <Text fontSize="sm" color="blood.fg" fontWeight="semibold" mb="2">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
        {article.author ? ` · ${article.author}` : ''}
      </Text>
      <Heading as="h1" fontFamily="display" fontWeight="bold" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1" textTransform="uppercase" letterSpacing="wide" mb="8">
        {article.title}
      </Heading>
      {img && (
        <ResponsiveImage
          src={article.image}
          variants={article.imageVariants}
          alt={article.title}
          sizes="(min-width: 48rem) 45rem, 100vw"
          priority
          w="full"
          h="auto"
          rounded="md"
          mb="8"
          maxH="520px"
          objectFit="cover"
        />
      )}
      <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" data-testid="article-content">
        {paragraphs(article.content).map((p, i) => (
          <Text key={i}>{p}</Text>
        ))}
      </Stack>
      <Box borderTopWidth="1px" borderColor="border" mt="12" pt="6">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <BackLink />
          <ShareButton title={article.title} slug={article.slug} />
        </Flex>
      </Box>
    </Container>
  );
}
