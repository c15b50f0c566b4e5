import type { ArchiveDto } from '@domain/archives';
import type { PublicArchivesQuery } from '../../gql/graphql';
import type { ShowsEveryField, Unshown } from '../../shared/api/coverage';
import { CoverImage } from '../../shared/ui/CoverImage';

export type Edition = PublicArchivesQuery['archives'][number];

/** The archive page and its edition dialog show every field of an edition but its bookkeeping. */
export type ArchiveShowsEveryField = ShowsEveryField<Unshown<ArchiveDto, Edition, 'createdAt' | 'updatedAt'>>;

/** The fixed closing line of every archive dialog. */
export const ARCHIVE_CLOSING_QUOTE = '“Thank you to every band and every headbanger who made this edition legendary. The gates never close.”';

/**
 * `sizes`: a card in the 1/2/3-column grid of a 7xl container, or half of the dialog.
 * `priority`: the page's first poster, above the fold: loaded at once (see ResponsiveImage).
 */
export function Poster({ edition, sizes, priority }: { edition: Edition; sizes: string; priority?: boolean }) {
  return (
    <CoverImage
      path={edition.poster}
      variants={edition.posterVariants}
      alt={`Metal Gates ${edition.year} poster`}
      ratio={3 / 4}
      sizes={sizes}
      fallbackText={edition.year}
      fallbackLabel={`Metal Gates ${edition.year}`}
      fallbackTextProps={{ fontSize: '6xl' }}
      priority={priority}
    />
  );
}
