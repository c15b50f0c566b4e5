import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { toaster } from '../../shared/ui/toaster';
import { expectOnlyFirstImageEager, gqlError, renderPublic, siteAssetsFixture } from '../../test/render';
import { NewsArticlePage } from './NewsArticlePage';
import { NewsListPage } from './NewsListPage';

afterEach(() => toaster.remove());

const article = {
  __typename: 'NewsArticle',
  _id: 'a1',
  title: 'Headliner announced',
  slug: 'headliner-announced',
  excerpt: 'The big one.',
  content: 'First paragraph.\nSecond paragraph.\r\n\nThird paragraph.',
  image: 'uploads/a1.jpg',
  publishedAt: '2026-09-01T09:00:00.000Z',
  author: null,
  tags: [],
};

function renderArticle(resolve: Parameters<typeof renderPublic>[1]['resolve']) {
  return renderPublic(
    <Routes>
      <Route path="/news/:id" element={<NewsArticlePage />} />
      <Route path="/news" element={<p>News list</p>} />
    </Routes>,
    { resolve, route: '/news/a1' },
  );
}

describe('<NewsArticlePage>', () => {
  it('shows date, title, image, paragraphs split on line breaks and two Share buttons', async () => {
    renderArticle((op) => (op === 'NewsArticle' ? { data: { article } } : { data: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Headliner announced' })).toBeInTheDocument();
    expect(screen.getByText('September 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Headliner announced' })).toHaveAttribute('src', '/api/uploads/a1.jpg');
    for (const p of ['First paragraph.', 'Second paragraph.', 'Third paragraph.']) expect(screen.getByText(p).tagName).toBe('P');
    expect(screen.getAllByRole('button', { name: 'Share' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Back to News' })[0]).toHaveAttribute('href', '/news');
    await waitFor(() => expect(document.title).toBe('Headliner announced | Metal Gates Festival'));
  });

  it("copies the link and toasts when the browser has no native share", async () => {
    const user = userEvent.setup();
    renderArticle((op) => (op === 'NewsArticle' ? { data: { article } } : { data: null }));
    await screen.findByRole('heading', { level: 1, name: 'Headliner announced' });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await user.click(screen.getAllByRole('button', { name: 'Share' })[1]);
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('Article link has been copied to clipboard')).toBeInTheDocument();
    // The readable address (#37), though the page was opened at /news/a1.
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/news/headliner-announced');
  });

  it('uses the native share sheet when there is one', async () => {
    const user = userEvent.setup();
    const shared: unknown[] = [];
    Object.defineProperty(navigator, 'share', { value: async (d: unknown) => void shared.push(d), configurable: true });
    renderArticle((op) => (op === 'NewsArticle' ? { data: { article } } : { data: null }));
    await user.click((await screen.findAllByRole('button', { name: 'Share' }))[0]);
    await waitFor(() => expect(shared).toEqual([{ title: 'Headliner announced', url: 'http://localhost/news/headliner-announced' }]));
    expect(screen.queryByText('Link copied!')).toBeNull();
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

  it("says 'Article not found' with 'Back to News' for an unknown id, without an error toast", async () => {
    renderArticle(() => gqlError('Article not found', 'NOT_FOUND'));
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news');
    expect(screen.queryByText('Failed to load article')).toBeNull();
    // Reached in-app, the page still tells crawlers that run scripts not to index it.
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it("toasts 'Failed to load article' on other failures", async () => {
    renderArticle(() => gqlError('db down'));
    expect(await screen.findByText('Failed to load article')).toBeInTheDocument();
  });
});

describe('<NewsListPage>', () => {
  const list = [1, 2, 3].map((i) => ({ ...article, _id: `a${i}`, slug: `story-${i}`, title: `Story ${i}` }));

  it("alternates the image side and links each card with 'Read Full Article'", async () => {
    renderPublic(<NewsListPage />, {
      resolve: (op) => (op === 'NewsList' ? { data: { newsPage: { items: list, nextCursor: null, prevCursor: null, total: 3 } } } : { data: { siteAssets: siteAssetsFixture() } }),
      route: '/news',
    });
    expect(await screen.findByText('Story 1')).toBeInTheDocument();
    const cards = document.querySelectorAll('[data-testid=news-article]');
    expect([...cards].map((c) => c.getAttribute('data-side'))).toEqual(['left', 'right', 'left']);
    const links = screen.getAllByRole('link', { name: /^Read Full Article/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/news/story-1', '/news/story-2', '/news/story-3']);
    // The first image is the page's largest paint, above the fold: loaded at once; the rest lazily.
    expectOnlyFirstImageEager(['Story 1', 'Story 2', 'Story 3']);
  });

  it('links older and newer pages with rel next and prev (the first page has no newer link)', async () => {
    const page = (items: typeof list, nextCursor: string | null, prevCursor: string | null) => ({ data: { newsPage: { items, nextCursor, prevCursor, total: 30 } } });
    const seen: unknown[] = [];
    renderPublic(<NewsListPage />, {
      resolve: (op, variables) => {
        if (op !== 'NewsList') return { data: { siteAssets: siteAssetsFixture() } };
        seen.push(variables);
        return page(list, 'c/3', 'c=1');
      },
      route: '/news?cursor=c2',
    });
    expect(await screen.findByText('Story 1')).toBeInTheDocument();
    expect(seen).toContainEqual({ cursor: 'c2' });
    expect(screen.getByRole('link', { name: /Older articles/ })).toHaveAttribute('href', '/news?cursor=c%2F3');
    expect(screen.getByRole('link', { name: /Older articles/ })).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: /Newer articles/ })).toHaveAttribute('href', '/news?cursor=c%3D1');
    expect(screen.getByRole('link', { name: /Newer articles/ })).toHaveAttribute('rel', 'prev');
  });

  it("toasts 'Failed to load news articles'", async () => {
    renderPublic(<NewsListPage />, { resolve: () => gqlError('down') });
    expect(await screen.findByText('Failed to load news articles')).toBeInTheDocument();
  });
});
