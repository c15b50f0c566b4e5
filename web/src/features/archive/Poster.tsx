import type { PublicArchivesQuery } from '../../gql/graphql';
import { useT } from '../../shared/i18n';
import { CoverImage } from '../../shared/ui/CoverImage';

export type Edition = PublicArchivesQuery['archives'][number];

/** The fixed closing line of every archive dialog. */
export const ARCHIVE_CLOSING_QUOTE = '“Thank you to every band and every headbanger who made this edition legendary. The gates never close.”';

/**
 * `sizes`: a card in the 1/2/3-column grid of a 7xl container, or half of the dialog.
 * `priority`: the page's first poster, above the fold: loaded at once (see ResponsiveImage).
 */
export function Poster({ edition, sizes, priority }: { edition: Edition; sizes: string; priority?: boolean }) {
  const t = useT();
  return (
    <CoverImage
      path={edition.poster}
      variants={edition.posterVariants}
      alt={t('Metal Gates {year} poster', { year: edition.year })}
      ratio={3 / 4}
      sizes={sizes}
      fallbackText={edition.year}
      fallbackLabel={`Metal Gates ${edition.year}`}
      fallbackTextProps={{ fontSize: '6xl' }}
      priority={priority}
    />
  );
}
