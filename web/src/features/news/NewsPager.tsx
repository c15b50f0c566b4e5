import { Pager } from '../../shared/ui/Pager';
import { useT } from '../../shared/i18n';

/** `/news`, or an older page of it: the address a page's cursor makes (its canonical URL too). */
export const newsPageHref = (cursor: string | null) => (cursor ? `/news?cursor=${encodeURIComponent(cursor)}` : '/news');

interface NewsPagerProps {
  /** This page's cursor (none on the first page). */
  cursor: string | null;
  nextCursor: string | null;
  prevCursor: string | null;
  total: number;
}

/** Newer and older pages of /news. */
export function NewsPager({ cursor, nextCursor, prevCursor, total }: NewsPagerProps) {
  const t = useT();
  return (
    <Pager
      label={t('News pages')}
      prevHref={cursor ? newsPageHref(prevCursor) : null}
      nextHref={nextCursor ? newsPageHref(nextCursor) : null}
      prevText={t('Newer articles')}
      nextText={t('Older articles')}
      count={t('{total, plural, one {# article} other {# articles}}', { total })}
    />
  );
}
