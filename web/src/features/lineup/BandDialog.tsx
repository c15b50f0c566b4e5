import { useQuery } from '@apollo/client/react';
import { Box, chakra, Dialog, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FaBandcamp, FaFacebook, FaInstagram, FaTiktok, FaYoutube } from 'react-icons/fa';
import { LuGlobe } from 'react-icons/lu';
import { EMBED_SANDBOX } from '../../shared/lib/embedSandbox';
import { paragraphs } from '../../shared/lib/format';
import { DetailDialog } from '../../shared/ui/DetailDialog';
import { FavouriteButton, festivalTimeRange } from '../schedule';
import { BandDetailsDocument } from '../../gql/graphql';
import { BandImage, type Band, type BandDetails, type Stage } from './BandImage';
import { toSpotifyEmbed } from './lineup';
import { PUBLIC_FIELDS } from '../../shared/api/generated/publicFields';
import { publicLabelOf, shownIn } from '@domain/publicFields';
import { useT } from '../../shared/i18n';

/** The band's details grid: every field its definition places there (domain/bands.ts, `publicFields`), labelled by its name. */
const DETAILS_GRID = shownIn(PUBLIC_FIELDS.bands, 'details grid');

const SOCIALS: { key: keyof BandDetails['socialLinks']; label: string; icon: ReactNode }[] = [
  { key: 'facebook', label: 'Facebook', icon: <FaFacebook /> },
  { key: 'instagram', label: 'Instagram', icon: <FaInstagram /> },
  { key: 'youtube', label: 'YouTube', icon: <FaYoutube /> },
  { key: 'tiktok', label: 'TikTok', icon: <FaTiktok /> },
  { key: 'bandcamp', label: 'Bandcamp', icon: <FaBandcamp /> },
  { key: 'website', label: 'Website', icon: <LuGlobe /> },
];

export interface BandDialogProps {
  /** The open band (none: closed). */
  bandId: string | null;
  /** What the list already holds of it (its card), shown while the rest loads. */
  preview?: Band | null;
  stages?: readonly Stage[];
  onClose: () => void;
}

/**
 * A band's details; the same dialog opens from the cards, the search box, the running order and my
 * schedule. The lists hold only cards, so the biography, socials and player are asked for here
 * (`BandDetails`, one band; kept by the offline worker once seen). An unknown id opens nothing.
 */
export function BandDialog({ bandId, preview, stages = [], onClose }: BandDialogProps) {
  const t = useT();
  const { data } = useQuery(BandDetailsDocument, { variables: { id: bandId ?? '' }, skip: !bandId });
  const details = data?.band._id === bandId ? data.band : null;
  const band: Band | null = details ?? (preview?._id === bandId ? preview : null) ?? null;
  const stage = stages.find((s) => s._id === band?.stageId);
  const embed = toSpotifyEmbed(details?.spotifyEmbed);
  const socials = details ? SOCIALS.filter((s) => details.socialLinks[s.key]?.trim()) : [];
  const headerExtra = band && (
    <>
      <Dialog.Description color="fg.muted">
        {band.genre && band.country ? t('{genre} from {country}', { genre: band.genre, country: band.country }) : band.genre || band.country} · {t(band.performanceDay)}
        {stage && band.startsAt && band.endsAt && ` · ${stage.name}, ${festivalTimeRange(band.startsAt, band.endsAt)}`}
      </Dialog.Description>
      <FavouriteButton bandId={band._id} bandName={band.name} />
    </>
  );
  return (
    <DetailDialog open={!!band} onClose={onClose} size="lg" title={band?.name} headerExtra={headerExtra}>
      {band && (
        <Stack gap="5">
          <Box rounded="md" overflow="hidden">
            <BandImage band={band} ratio={16 / 9} sizes="(min-width: 48em) 32rem, 100vw" />
          </Box>
          {socials.length > 0 && (
            <HStack gap="1" wrap="wrap" aria-label={t('{band} online', { band: band.name })} role="list">
              {socials.map((s) => (
                <Box role="listitem" key={s.key}>
                  <IconButton asChild variant="outline" size="md" aria-label={t(s.label)} _hover={{ color: 'blood.fg', borderColor: 'blood.fg' }}>
                    <a href={details!.socialLinks[s.key]!} target="_blank" rel="noopener noreferrer" aria-label={t('{band} on {site} (opens in a new tab)', { band: band.name, site: t(s.label) })}>
                      {s.icon}
                    </a>
                  </IconButton>
                </Box>
              ))}
            </HStack>
          )}
          <SimpleGrid columns={2} gap="4">
            {DETAILS_GRID.map((field) => {
              // The card's fields show at once; the others once the band's details are here.
              const value = ((details ?? band) as Partial<BandDetails>)[field];
              return (
                <Box key={field}>
                  <Text fontSize="xs" textTransform="uppercase" letterSpacing="widest" color="fg.muted">
                    {t(publicLabelOf(field))}
                  </Text>
                  <Text fontWeight="semibold">{value === null || value === undefined || value === '' ? '—' : String(value)}</Text>
                </Box>
              );
            })}
          </SimpleGrid>
          {details && (
            <Box>
              <Heading as="h3" size="md" mb="2" fontFamily="display" fontWeight="bold" textTransform="uppercase" letterSpacing="wide">
                {t('Biography')}
              </Heading>
              <Stack gap="3">
                {paragraphs(details?.biography ?? '').map((p, i) => (
                  <Text key={i} lineHeight="tall">
                    {p}
                  </Text>
                ))}
              </Stack>
            </Box>
          )}
          {embed && (
            <chakra.iframe
              title={t('{band} on Spotify', { band: band.name })}
              src={embed}
              w="full"
              h="152px"
              border="0"
              rounded="lg"
              allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
              loading="lazy"
              sandbox={EMBED_SANDBOX}
              data-testid="spotify-embed"
            />
          )}
        </Stack>
      )}
    </DetailDialog>
  );
}
