import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight, LuTicket } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { HomeNewsDocument } from '../../gql/graphql';
import { formatDate } from '../../shared/lib/format';
import { imageUrl } from '../../shared/lib/imagePath';
import { usePageMeta } from '../../shared/seo';
import { useActiveFestival, useSiteAssets } from '../../shared/site/useSite';
import { LoadingText } from '../../shared/ui/PageHeader';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { useErrorToast } from '../../shared/ui/useErrorToast';
import { PartnerStrip } from '../partners';
import { Countdown } from './Countdown';
import { useLocale, useT } from '../../shared/i18n';

const HERO_GRADIENT = 'linear-gradient(160deg, #0b0b0d 0%, #3d0307 45%, #8f0c16 75%, #0b0b0d 100%)';

function Hero() {
  const t = useT();
  const { assets, loading } = useSiteAssets();
  const { festival } = useActiveFestival();
  // The mobile hero (when set) replaces the desktop one on narrow screens.
  const hasMobile = !!imageUrl(assets?.mobileHeroImage);
  const wide = imageUrl(assets?.heroImage) ? { src: assets?.heroImage, variants: assets?.heroImageVariants } : undefined;
  const narrow = hasMobile ? { src: assets?.mobileHeroImage, variants: assets?.mobileHeroImageVariants } : undefined;
  const ticketUrl = festival?.ticketUrl?.trim();
  return (
    <Box as="section" aria-labelledby="hero-title" position="relative" minH={{ base: '80vh', md: '85vh' }} display="flex" alignItems="center" overflow="hidden" style={{ background: HERO_GRADIENT }} data-testid="hero">
      {(wide || narrow) && (
        <Box position="absolute" inset="0">
          <ResponsiveImage
            {...(wide ?? narrow!)}
            narrow={wide && narrow ? { media: '(max-width: 47.99em)', ...narrow } : undefined}
            alt=""
            sizes="100vw"
            priority
            w="full"
            h="full"
            objectFit="cover"
            data-testid="hero-image"
          />
        </Box>
      )}
      <Box position="absolute" inset="0" bgGradient="to-b" gradientFrom="blackAlpha.600" gradientVia="blackAlpha.700" gradientTo="blackAlpha.900" aria-hidden />
      <Container position="relative" maxW="5xl" py="16" textAlign="center" color="white">
        <Stack gap={{ base: '6', md: '8' }} align="center">
          <Heading id="hero-title" as="h1" fontFamily="display" fontWeight="bold" fontSize={{ base: '5xl', sm: '6xl', md: '8xl' }} lineHeight="0.95" textTransform="uppercase" letterSpacing="wider" textShadow="0 4px 24px rgba(0,0,0,.8)">
            {festival?.name?.trim() || 'Metal Gates'}
          </Heading>
          {(festival?.dates || festival?.location) && (
            <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="semibold" letterSpacing="wide" color="gray.100">
              {[festival?.dates, festival?.location].filter(Boolean).join(' · ')}
            </Text>
          )}
          {loading && !assets ? <Box h="24" /> : <Countdown target={assets?.countdownDate} />}
          <Flex gap="4" wrap="wrap" justify="center">
            <Button asChild size="xl" colorPalette="blood" fontFamily="display" fontWeight="bold" textTransform="uppercase" letterSpacing="wider">
              <RouterLink to="/lineup">{t('View Lineup')}</RouterLink>
            </Button>
            {ticketUrl && (
              <Button asChild size="xl" variant="outline" color="white" borderColor="white" borderWidth="2px" _hover={{ bg: 'whiteAlpha.200' }} fontFamily="display" fontWeight="bold" textTransform="uppercase" letterSpacing="wider">
                <a href={ticketUrl} target="_blank" rel="noopener noreferrer">
                  <LuTicket aria-hidden /> {t('Buy Tickets')}
                </a>
              </Button>
            )}
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}

function LatestNews() {
  const t = useT();
  const locale = useLocale();
  const { data, loading, error } = useQuery(HomeNewsDocument, { variables: {} });
  const articles = (data?.news ?? []).slice(0, 4);
  return (
    <Container as="section" aria-labelledby="latest-news" maxW="7xl" py={{ base: '12', md: '20' }} px={{ base: '4', md: '6' }}>
      <Heading id="latest-news" as="h2" fontFamily="display" fontWeight="bold" fontSize={{ base: '3xl', md: '5xl' }} textTransform="uppercase" letterSpacing="wider" textAlign="center" mb="10">
        {t('Latest News')}
      </Heading>
      {loading && !data ? (
        <LoadingText />
      ) : articles.length === 0 ? (
        <Text textAlign="center" color="fg.muted">{error ? t('News could not be loaded.') : t('No news yet.')}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {articles.map((a) => {
            const img = imageUrl(a.image);
            // One column on phones, two from sm (30em), four from lg (62em) inside a 7xl (80rem) container.
            const sizes = '(min-width: 80rem) 19rem, (min-width: 62em) 23vw, (min-width: 30em) 48vw, 100vw';
            return (
              <Card.Root key={a._id} as="article" overflow="hidden" bg="bg.panel" borderColor="border" data-testid="news-card">
                {img ? (
                  <ResponsiveImage src={a.image} variants={a.imageVariants} alt={a.title} sizes={sizes} aspectRatio={16 / 10} objectFit="cover" w="full" h="auto" />
                ) : (
                  <Box aspectRatio={16 / 10} style={{ background: HERO_GRADIENT }} aria-hidden />
                )}
                <Card.Body gap="2">
                  <Text fontSize="sm" color="blood.fg" fontWeight="semibold">
                    <time dateTime={a.publishedAt}>{formatDate(a.publishedAt, locale)}</time>
                  </Text>
                  <Heading as="h3" size="md" lineClamp={2}>
                    {a.title}
                  </Heading>
                  <Text color="fg.muted" lineClamp={3}>
                    {a.excerpt}
                  </Text>
                </Card.Body>
                <Card.Footer>
                  <Button asChild variant="plain" colorPalette="blood" color="blood.fg" px="0">
                    <RouterLink to={`/news/${a.slug}`} aria-label={t('Read More: {title}', { title: a.title })}>
                      {t('Read More')} <LuArrowRight aria-hidden />
                    </RouterLink>
                  </Button>
                </Card.Footer>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
      <HStack justify="center" mt="10">
        <Button asChild variant="outline" colorPalette="blood" size="lg" fontFamily="display" fontWeight="bold" textTransform="uppercase" letterSpacing="wider">
          <RouterLink to="/news">{t('View All News')}</RouterLink>
        </Button>
      </HStack>
    </Container>
  );
}

export function HomePage() {
  usePageMeta('home');
  const t = useT();
  const { error: assetsError } = useSiteAssets();
  const { error: newsError } = useQuery(HomeNewsDocument, { variables: {} });
  useErrorToast(assetsError ?? newsError, t('Failed to load festival information'));
  return (
    <>
      <Hero />
      <LatestNews />
      <PartnerStrip />
    </>
  );
}
