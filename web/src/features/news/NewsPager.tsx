import { Pager } from '../../shared/ui/Pager';

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
  return (
    <Pager
      label="News pages"
      prevHref={cursor ? newsPageHref(prevCursor) : null}
      nextHref={nextCursor ? newsPageHref(nextCursor) : null}
      prevText="Newer articles"
      nextText="Older articles"
      count={`${total} articles`}
    />
  );
}
