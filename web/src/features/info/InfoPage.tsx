import { useQuery } from '@apollo/client/react';
import { Accordion, Box, Card, Container, Heading, HStack, List, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuBedDouble, LuCar, LuCheck, LuMapPin, LuPlane, LuShieldAlert, LuX } from 'react-icons/lu';
import { InfoPageDocument, type InfoPageQuery } from '../../gql/graphql';
import { paragraphs } from '../../shared/lib/format';
import { usePageMeta } from '../../shared/seo';
import { LoadingText, PageHeader } from '../../shared/ui/PageHeader';
import { EMBED_SANDBOX } from '../../shared/lib/embedSandbox';
import { useT } from '../../shared/i18n';

type Info = InfoPageQuery['infoPage'];

/** Nothing saved yet (every text empty, every list empty) counts as no data. */
export function hasInfo(info: Info | null | undefined): info is Info {
  if (!info) return false;
  const texts = [info.location.title, info.location.address, info.location.mapEmbedUrl, info.travel.byAir, info.travel.byCar, info.travel.accommodation, info.rules.securityNote];
  const lists = [info.rules.importantGuidelines, info.rules.allowedItems, info.rules.prohibitedItems, info.faq];
  return texts.some((t) => t?.trim()) || lists.some((l) => l.length > 0);
}

function SectionHeading({ children, id }: { children: ReactNode; id: string }) {
  return (
    <Heading id={id} as="h2" fontFamily="display" fontWeight="bold" fontSize={{ base: '3xl', md: '4xl' }} textTransform="uppercase" letterSpacing="wide" mb="6" pb="2" borderBottomWidth="3px" borderColor="blood.solid" display="inline-block">
      {children}
    </Heading>
  );
}

function Paras({ text }: { text: string }) {
  return (
    <Stack gap="2">
      {paragraphs(text).map((p, i) => (
        <Text key={i} color="fg.muted" lineHeight="tall">
          {p}
        </Text>
      ))}
    </Stack>
  );
}

function TravelCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  const t = useT();
  return (
    <Card.Root bg="bg.panel" borderColor="border">
      <Card.Body gap="3">
        <HStack gap="3" color="blood.fg" fontSize="2xl">
          {icon}
          <Heading as="h3" size="lg" color="fg">
            {title}
          </Heading>
        </HStack>
        {text.trim() ? <Paras text={text} /> : <Text color="fg.muted">{t('Details coming soon.')}</Text>}
      </Card.Body>
    </Card.Root>
  );
}

function RuleList({ title, items, icon, iconColor }: { title: string; items: string[]; icon: ReactNode; iconColor: string }) {
  const t = useT();
  return (
    <Card.Root bg="bg.panel" borderColor="border">
      <Card.Body gap="3">
        <Heading as="h3" size="lg">
          {title}
        </Heading>
        {items.length === 0 ? (
          <Text color="fg.muted">{t('Nothing listed yet.')}</Text>
        ) : (
          <List.Root gap="2" variant="plain">
            {items.map((item, i) => (
              <List.Item key={i} alignItems="flex-start">
                <List.Indicator asChild color={iconColor} mt="1">
                  {icon}
                </List.Indicator>
                {item}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function InfoPage() {
  usePageMeta('info');
  const t = useT();
  // Info page load failures are silent; the page says 'Info not available.'.
  const { data, loading } = useQuery(InfoPageDocument);
  const info = data?.infoPage;

  return (
    <>
      <PageHeader title={t('Festival Info')} subtitle={t('Location, travel, rules and answers: everything before you walk through the gates.')} />
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        {loading && !data ? (
          <LoadingText />
        ) : !hasInfo(info) ? (
          <Text textAlign="center" color="fg.muted" py="10" fontSize="lg">
            {t('Info not available.')}
          </Text>
        ) : (
          <Stack gap={{ base: '14', md: '20' }}>
            <Box as="section" aria-labelledby="info-location">
              <SectionHeading id="info-location">{t('Location')}</SectionHeading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="stretch">
                <Stack gap="3">
                  <HStack gap="3" align="flex-start">
                    <Box color="blood.fg" fontSize="2xl" mt="1">
                      <LuMapPin aria-hidden />
                    </Box>
                    <Stack gap="1">
                      <Heading as="h3" size="xl">
                        {info.location.title}
                      </Heading>
                      <Text color="fg.muted" whiteSpace="pre-line">
                        {info.location.address}
                      </Text>
                    </Stack>
                  </HStack>
                </Stack>
                {info.location.mapEmbedUrl.trim() ? (
                  <chakra.iframe
                    title={t('Map: {place}', { place: info.location.title || t('festival location') })}
                    src={info.location.mapEmbedUrl}
                    w="full"
                    minH="72"
                    border="0"
                    rounded="md"
                    loading="lazy"
                    referrerPolicy="no-referrer-when-downgrade"
                    sandbox={EMBED_SANDBOX}
                    data-testid="map-embed"
                  />
                ) : (
                  <Box display="flex" alignItems="center" justifyContent="center" minH="48" bg="bg.muted" rounded="md" borderWidth="1px" borderStyle="dashed" borderColor="border">
                    <Text color="fg.muted">{t('Map will be available soon')}</Text>
                  </Box>
                )}
              </SimpleGrid>
            </Box>

            <Box as="section" aria-labelledby="info-travel">
              <SectionHeading id="info-travel">{t('Travel Information')}</SectionHeading>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
                <TravelCard icon={<LuPlane aria-hidden />} title={t('By Air')} text={info.travel.byAir} />
                <TravelCard icon={<LuCar aria-hidden />} title={t('By Car')} text={info.travel.byCar} />
                <TravelCard icon={<LuBedDouble aria-hidden />} title={t('Accommodation')} text={info.travel.accommodation} />
              </SimpleGrid>
            </Box>

            <Box as="section" aria-labelledby="info-rules">
              <SectionHeading id="info-rules">{t('Festival Rules')}</SectionHeading>
              <Stack gap="6">
                <RuleList title={t('Important Guidelines')} items={info.rules.importantGuidelines} icon={<LuShieldAlert aria-hidden />} iconColor="blood.fg" />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
                  <RuleList title={t('Allowed Items')} items={info.rules.allowedItems} icon={<LuCheck aria-hidden />} iconColor="green.fg" />
                  <RuleList title={t('Prohibited Items')} items={info.rules.prohibitedItems} icon={<LuX aria-hidden />} iconColor="blood.fg" />
                </SimpleGrid>
                {info.rules.securityNote.trim() && (
                  <Box role="note" bg="blood.subtle" borderLeftWidth="4px" borderColor="blood.solid" p="5" rounded="md">
                    <HStack gap="3" align="flex-start">
                      <Box color="blood.fg" fontSize="xl" mt="0.5">
                        <LuShieldAlert aria-hidden />
                      </Box>
                      <Box>
                        <Text fontWeight="bold" mb="1">
                          {t('Security Note')}
                        </Text>
                        <Text>{info.rules.securityNote}</Text>
                      </Box>
                    </HStack>
                  </Box>
                )}
              </Stack>
            </Box>

            {info.faq.length > 0 && (
              <Box as="section" aria-labelledby="info-faq">
                <SectionHeading id="info-faq">{t('Frequently Asked Questions')}</SectionHeading>
                <Accordion.Root collapsible variant="enclosed" data-testid="faq">
                  {info.faq.map((item, i) => (
                    <Accordion.Item key={item._id || i} value={item._id || String(i)} bg="bg.panel">
                      <Accordion.ItemTrigger py="4" fontWeight="semibold" fontSize="md" cursor="pointer">
                        <Text flex="1" textAlign="left">
                          {item.question}
                        </Text>
                        <Accordion.ItemIndicator />
                      </Accordion.ItemTrigger>
                      <Accordion.ItemContent>
                        <Accordion.ItemBody>
                          <Paras text={item.answer} />
                        </Accordion.ItemBody>
                      </Accordion.ItemContent>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
              </Box>
            )}
          </Stack>
        )}
      </Container>
    </>
  );
}
