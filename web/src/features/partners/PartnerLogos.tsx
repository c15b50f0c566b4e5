import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { PublicPartnersDocument, type PartnerFieldsFragment } from '../../gql/graphql';
import { imageUrl } from '../../shared/lib/imagePath';
import { Picture } from '../../shared/ui/Picture';
import { useT } from '../../shared/i18n';

type Partner = PartnerFieldsFragment;

/** The partners, by tier then order as the server lists them; none while loading or when the read failed (silently). */
function usePartners(): readonly Partner[] {
  const { data } = useQuery(PublicPartnersDocument, { fetchPolicy: 'cache-first' });
  return data?.partners ?? [];
}

/** A logo's drawn box in px, on phones and from md (48em): a fixed height, at most this wide. */
interface LogoBox {
  height: [number, number];
  maxWidth: [number, number];
}

/** Headline partners largest, then main partners, then the rest. */
const STRIP_BOXES: Record<Partner['tier'], LogoBox> = {
  headline: { height: [56, 88], maxWidth: [220, 300] },
  main: { height: [40, 60], maxWidth: [160, 220] },
  partner: { height: [32, 44], maxWidth: [120, 160] },
};
const FOOTER_BOX: LogoBox = { height: [28, 32], maxWidth: [112, 128] };

const px = (n: number) => `${n}px`;

/**
 * One partner: its logo in a light tile (logos are made for white paper), or its name where it
 * has none, linking to its site in a new tab when it has one. The image's intrinsic width and
 * height reserve its box before it loads (no layout shift) and it loads lazily.
 */
function PartnerLogo({ partner, box }: { partner: Partner; box: LogoBox }) {
  const { height, maxWidth } = box;
  const variants = partner.logoVariants;
  // The width it is drawn at, so the browser picks the smallest sufficient file.
  const drawnWidth = (i: 0 | 1) => Math.min(maxWidth[i], variants ? Math.ceil((height[i] * variants.width) / variants.height) : maxWidth[i]);
  const content: ReactNode = imageUrl(partner.logo) ? (
    <Picture
      src={partner.logo}
      variants={variants}
      alt={partner.name}
      sizes={`(min-width: 48em) ${px(drawnWidth(1))}, ${px(drawnWidth(0))}`}
      display="block"
      h={{ base: px(height[0]), md: px(height[1]) }}
      w="auto"
      maxW={{ base: px(maxWidth[0]), md: px(maxWidth[1]) }}
      objectFit="contain"
    />
  ) : (
    <Flex h={{ base: px(height[0]), md: px(height[1]) }} maxW={{ base: px(maxWidth[0]), md: px(maxWidth[1]) }} align="center" justify="center">
      <Text as="span" color="gray.900" fontFamily="display" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" textAlign="center" lineHeight="1.1" fontSize={{ base: px(Math.max(12, height[0] / 3)), md: px(Math.max(13, height[1] / 3)) }} lineClamp={2}>
        {partner.name}
      </Text>
    </Flex>
  );
  const tile = { display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'white', rounded: 'md', borderWidth: '1px', borderColor: 'border', px: '3', py: '2' } as const;
  return partner.url ? (
    <chakra.a href={partner.url} target="_blank" rel="noopener" {...tile} transition="border-color 0.2s" _hover={{ borderColor: 'blood.fg' }} _focusVisible={{ outline: '2px solid', outlineColor: 'blood.focusRing', outlineOffset: '2px' }}>
      {content}
    </chakra.a>
  ) : (
    <Box {...tile}>{content}</Box>
  );
}

function LogoRow({ partners, box, label }: { partners: readonly Partner[]; box: LogoBox; label?: string }) {
  return (
    <Flex as="ul" wrap="wrap" justify="center" align="center" gap={{ base: '3', md: '5' }} listStyleType="none" aria-label={label}>
      {partners.map((p) => (
        <li key={p._id}>
          <PartnerLogo partner={p} box={box} />
        </li>
      ))}
    </Flex>
  );
}

const TIERS = ['headline', 'main', 'partner'] as const;
const TIER_NAMES = { headline: 'Headline partners', main: 'Main partners', partner: 'Partners' } as const;

/** The home page's "Partners" strip: headline partners largest, then main partners, then the rest. Nothing when there are none. */
export function PartnerStrip() {
  const t = useT();
  const partners = usePartners();
  if (partners.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="partners-title" pb={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }} data-testid="partner-strip">
      <Stack maxW="7xl" mx="auto" gap={{ base: '6', md: '8' }}>
        <Heading id="partners-title" as="h2" fontFamily="display" fontWeight="bold" fontSize={{ base: '2xl', md: '4xl' }} textTransform="uppercase" letterSpacing="wider" textAlign="center">
          {t('Partners')}
        </Heading>
        {TIERS.map((tier) => {
          const inTier = partners.filter((p) => p.tier === tier);
          return inTier.length > 0 && <LogoRow key={tier} partners={inTier} box={STRIP_BOXES[tier]} label={t(TIER_NAMES[tier])} />;
        })}
      </Stack>
    </Box>
  );
}

/** The footer's small logos, every tier alike. Nothing when there are none. */
export function FooterPartners() {
  const t = useT();
  const partners = usePartners();
  if (partners.length === 0) return null;
  return (
    <Stack as="section" aria-label={t('Partners')} gap="3" align="center" data-testid="footer-partners">
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="widest" color="fg.muted">
        {t('Partners')}
      </Text>
      <LogoRow partners={partners} box={FOOTER_BOX} />
    </Stack>
  );
}
