import type { BandCardFragment, BandDetailsQuery, LineupDaysQuery } from '../../gql/graphql';
import { CoverImage } from '../../shared/ui/CoverImage';

/** A band as its card, set and dialog header show it (no biography: `BandDetails` adds the rest). */
export type Band = BandCardFragment;
/** A band with every field the dialog shows. */
export type BandDetails = BandDetailsQuery['band'];
export type Stage = LineupDaysQuery['stages'][number];

/** `sizes`: how wide the image is laid out, so the browser picks the right responsive variant. */
export function BandImage({ band, ratio, sizes, priority }: { band: Band; ratio: number; sizes: string; priority?: boolean }) {
  return (
    <CoverImage
      path={band.image}
      variants={band.imageVariants}
      alt={band.name}
      ratio={ratio}
      sizes={sizes}
      priority={priority}
      fallbackText={band.name}
      fallbackTextProps={{ fontSize: '3xl', textTransform: 'uppercase', px: '4', textAlign: 'center' }}
    />
  );
}
