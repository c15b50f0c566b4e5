import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useEffect, useState } from 'react';

/** Cards per page on an admin list: a whole number of rows at 1, 2, 3 and 4 columns. */
export const ADMIN_PAGE_SIZE = 24;

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What every generated `Admin<Many>Page` query answers (`<many>Page`, #37). */
export interface PageOf<Item> {
  items: readonly Item[];
  nextCursor: string | null;
  total: number;
}

/** A filter's chosen value: '' is "all". */
export type FilterValues = Record<string, string>;

/** The variables every page query takes; a filter's value goes as its own variable. */
export interface PageVariables {
  limit: number;
  cursor?: string | null;
  q?: string | null;
  [filter: string]: unknown;
}

interface PagedListOptions {
  pageSize?: number;
  /** How a filter's text becomes its variable (news' `year` is a number); the text as it is otherwise. */
  parse?: Record<string, (value: string) => unknown>;
  /** The filters chosen at first (the inbox's from its address, `?status=new`). */
  initialFilters?: FilterValues;
}

/**
 * One admin list read a page at a time (#37): `limit` and the cursor of each page so far (Previous
 * goes back one), a search box's text sent as `q` once typing pauses, and the screen's filters;
 * a new search or filter starts at the first page. While the next page loads the one before stays
 * on screen. Previous/Next pages rather than "Load more": a reload after a save or delete re-reads
 * exactly the page shown, and the screen holds one page however long the list is.
 */
export function usePagedList<Data, Item>(
  document: TypedDocumentNode<Data, PageVariables>,
  select: (data: Data) => PageOf<Item>,
  { pageSize = ADMIN_PAGE_SIZE, parse = {}, initialFilters = {} }: PagedListOptions = {},
) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<FilterValues>(initialFilters);
  // The cursor of each page shown so far: the first page has none.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);

  // Only a changed search starts again from the first page: on mount (and after typing that only
  // added spaces) the text is the search already sent, and a page chosen meanwhile stays.
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => {
      setQ(wanted);
      setCursors([null]);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  const filterVariables = Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value === '' ? null : (parse[name]?.(value) ?? value)]));
  const variables: PageVariables = { limit: pageSize, cursor: cursors.at(-1) ?? null, q: q || null, ...filterVariables };
  const { data, previousData, loading, error, refetch } = useQuery(document, { variables, fetchPolicy: 'cache-and-network' });
  const shown = data ?? previousData;
  const page = shown ? select(shown) : null;
  const index = cursors.length - 1;

  // A page emptied by a delete (its last item gone) steps back to the one before.
  const emptied = Boolean(data && page && page.items.length === 0 && index > 0 && !loading);
  useEffect(() => {
    if (emptied) setCursors((c) => c.slice(0, -1));
  }, [emptied]);

  return {
    items: page?.items ?? [],
    total: page?.total ?? 0,
    /** The answer shown (the page's other fields: the inbox's unread count). */
    data: shown,
    /** Nothing to show yet (the first answer has not come). */
    loading: loading && !shown,
    /** A page, search or filter is being read (the previous answer is still shown). */
    fetching: loading,
    error,
    refetch: () => refetch(),
    variables,
    /** Whether a search or a filter narrows the list (the empty list then says "no match"). */
    narrowed: Boolean(q) || Object.values(filters).some(Boolean),
    search: { text, setText },
    filters,
    setFilter: (name: string, value: string) => {
      setFilters((f) => ({ ...f, [name]: value }));
      setCursors([null]);
    },
    page: {
      index,
      size: pageSize,
      count: page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1,
      hasNext: Boolean(page?.nextCursor) && !loading,
      hasPrevious: index > 0,
      next: () => {
        if (page?.nextCursor) setCursors((c) => [...c, page.nextCursor]);
      },
      previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    },
  };
}

export type PagedList<Item> = ReturnType<typeof usePagedList<unknown, Item>>;
