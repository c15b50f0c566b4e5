import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { NewsAdmin } from '../news/NewsAdmin';
import { ADMIN_PAGE_SIZE } from './usePagedList';

const article = (i: number) => ({
  __typename: 'NewsArticle',
  _id: `a${i}`,
  title: `Article ${i}`,
  excerpt: 'Short.',
  content: 'Long.',
  image: null,
  imageVariants: null,
  publishedAt: '2026-05-04T10:30:00.000Z',
  author: null,
  tags: [],
  status: 'published',
  publishAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** `count` articles, served a page at a time as the server does: a cursor is the index to start at. */
function newsServer(count = 30) {
  let all = Array.from({ length: count }, (_, i) => article(i + 1));
  return createTestClient((name, variables) => {
    if (name === 'AdminDeleteArticle') {
      all = all.filter((a) => a._id !== variables.id);
      return { data: { deleteArticle: { __typename: 'DeleteResult', _id: variables.id, message: 'Deleted' } } };
    }
    if (name !== 'AdminNewsPage') return { data: null };
    const { limit, cursor, q } = variables as { limit: number; cursor?: string | null; q?: string | null };
    const found = q ? all.filter((a) => a.title.toLowerCase().includes(q.toLowerCase())) : all;
    const start = cursor ? Number(cursor) : 0;
    const items = found.slice(start, start + limit);
    const next = start + limit < found.length ? String(start + limit) : null;
    return { data: { newsPage: { __typename: 'NewsArticlePage', items, nextCursor: next, total: found.length } } };
  });
}

describe('an admin list read a page at a time (#37)', () => {
  it('shows one page with the total, pages on with Next and back with Previous', async () => {
    const { client, calls } = newsServer();
    renderWithProviders(<NewsAdmin />, { client, toaster: true });

    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(ADMIN_PAGE_SIZE));
    expect(screen.getByTestId('list-count').textContent).toBe(`1–${ADMIN_PAGE_SIZE} of 30 articles`);
    expect(calls.find((c) => c.operationName === 'AdminNewsPage')!.variables).toMatchObject({ limit: ADMIN_PAGE_SIZE, cursor: null, q: null });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(30 - ADMIN_PAGE_SIZE));
    expect(screen.getByText('Article 30')).toBeTruthy();
    expect(screen.getByTestId('list-count').textContent).toBe(`${ADMIN_PAGE_SIZE + 1}–30 of 30 articles`);
    // The new page starts at the toolbar, brought into view: focus goes there too, to the count, not left at the pager below.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('list-count')));
    expect(calls.at(-1)!.variables).toMatchObject({ cursor: String(ADMIN_PAGE_SIZE) });

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(ADMIN_PAGE_SIZE));
    expect(screen.getByText('Article 1')).toBeTruthy();
  });

  it('searches once typing pauses, from the first page, and a filter goes as its variable', async () => {
    const { client, calls } = newsServer();
    renderWithProviders(<NewsAdmin />, { client, toaster: true });
    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(ADMIN_PAGE_SIZE));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(6));

    // The box names what it searches: the definition's search fields.
    expect(screen.getByLabelText('Search articles')).toHaveAttribute('placeholder', 'Title, excerpt, content or author');
    await userEvent.type(screen.getByLabelText('Search articles'), 'article 2');
    await waitFor(() => expect(screen.getByTestId('list-count').textContent).toBe('11 matching articles'));
    const searches = calls.filter((c) => c.operationName === 'AdminNewsPage' && c.variables.q);
    // One read for the whole word typed (debounced), from the first page.
    expect(searches.map((c) => c.variables)).toEqual([expect.objectContaining({ q: 'article 2', cursor: null })]);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();

    const year = String(new Date().getFullYear() - 1);
    await userEvent.selectOptions(screen.getByLabelText('Year'), year);
    await waitFor(() => expect(calls.at(-1)!.variables).toMatchObject({ q: 'article 2', year: Number(year), cursor: null }));

    await userEvent.clear(screen.getByLabelText('Search articles'));
    await userEvent.type(screen.getByLabelText('Search articles'), 'nothing like it');
    expect(await screen.findByText('No articles match the search.')).toBeTruthy();
    expect(screen.getByTestId('list-count').textContent).toBe('No articles match');
    // Said once on screen (the list's text); the count line keeps it for screen readers only.
    expect(screen.getByText('No articles match')).not.toBe(screen.getByTestId('list-count'));
  });

  it('a page emptied by a delete steps back to the page before', async () => {
    const { client } = newsServer(ADMIN_PAGE_SIZE + 1);
    renderWithProviders(<NewsAdmin />, { client, toaster: true });
    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(ADMIN_PAGE_SIZE));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: /Next/ }));
    const last = `Article ${ADMIN_PAGE_SIZE + 1}`;
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${last}` }));
    expect(await screen.findByText('Article deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(ADMIN_PAGE_SIZE));
    expect(screen.getByTestId('list-count').textContent).toBe(`${ADMIN_PAGE_SIZE} articles`);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
