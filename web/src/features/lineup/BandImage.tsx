import type { BandDto } from '@domain/bands';
import type { LineupQuery } from '../../gql/graphql';
import type { ShowsEveryField, Unshown } from '../../shared/api/coverage';
import { CoverImage } from '../../shared/ui/CoverImage';

export type Band = LineupQuery['bands'][number];
export type Stage = LineupQuery['stages'][number];

/** The lineup and the band dialog show every field of a band but its bookkeeping (`stage` is shown through stageId). */
export type LineupShowsEveryBandField = ShowsEveryField<Unshown<BandDto, Band, 'createdAt' | 'updatedAt'>>;

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
