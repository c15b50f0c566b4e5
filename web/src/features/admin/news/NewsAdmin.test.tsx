import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickWhenReady, createTestClient, pageFixture, renderWithProviders } from '../../../test/render';
import { DISCARD_TITLE } from '../common/unsavedChanges';
import { NewsAdmin } from './NewsAdmin';

const V1 = '2026-01-01T00:00:00.000Z';
const article = (_id: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'NewsArticle',
  _id,
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  excerpt: `${title} in short.`,
  content: `${title} at length.`,
  image: null,
  imageVariants: null,
  publishedAt: '2026-05-04T10:30:00.000Z',
  author: 'Press office',
  tags: ['lineup'],
  createdAt: V1,
  updatedAt: V1,
  ...extra,
});

describe('NewsAdmin', () => {
  it("lists the articles with View, creates one with the screen's own words, and an edit keeps the time of day and can drop the image", async () => {
    let news = [article('a1', 'Headliner announced', { image: '/api/uploads/headliner.jpg' })];
    const { client, calls } = createTestClient((name, variables) => {
      if (name === 'AdminNewsPage') return { data: { newsPage: pageFixture('NewsArticlePage', news) } };
      if (name === 'AdminCreateArticle') {
        const created = article('a2', 'Tickets on sale');
        news = [created, ...news];
        return { data: { createArticle: created } };
      }
      if (name === 'AdminUpdateArticle') return { data: { updateArticle: { ...news.find((a) => a._id === variables.id), ...(variables.input as object), updatedAt: '2026-01-02T00:00:00.000Z' } } };
      return { data: null };
    });
    renderWithProviders(<NewsAdmin />, { client, toaster: true });

    expect(await screen.findByText('News Management')).toBeTruthy();
    const [row] = await screen.findAllByTestId('article-row');
    expect(within(row!).getByRole('link', { name: 'View Headliner announced (opens in a new tab)' })).toHaveAttribute('href', '/news/headliner-announced');

    // Create: the article's words, the shared rules first, then the day at midnight UTC.
    await userEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Create New Article')).toBeTruthy();
    expect(within(dialog).getByText('Featured Image')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Article' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Tickets on sale');
    await userEvent.type(within(dialog).getByLabelText(/Excerpt/), 'Now.');
    await userEvent.type(within(dialog).getByLabelText(/Content/), 'Go get them.');
    const day = within(dialog).getByLabelText(/Published Date/);
    await userEvent.clear(day);
    await userEvent.type(day, '2026-06-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Article' }));
    expect(await screen.findByText('Article created successfully')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminCreateArticle')!.variables).toEqual({
      input: { title: 'Tickets on sale', excerpt: 'Now.', content: 'Go get them.', publishedAt: '2026-06-01T00:00:00.000Z', status: 'published', publishAt: null },
    });
    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(2));

    // Edit: the day unchanged keeps the stored instant; Remove Image clears the saved one; the version goes along.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Headliner announced' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Article')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Image' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Article' }));
    expect(await screen.findByText('Article updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminUpdateArticle')!.variables).toEqual({
      id: 'a1',
      input: {
        title: 'Headliner announced',
        excerpt: 'Headliner announced in short.',
        content: 'Headliner announced at length.',
        publishedAt: '2026-05-04T10:30:00.000Z',
        status: 'published',
        publishAt: null,
        removeImage: true,
        expectedUpdatedAt: V1,
      },
    });
  });

  it('asks before a dialog with typed text is closed by Escape, the close button or Cancel, and keeps the text when told to', async () => {
    const { client } = createTestClient((name) => (name === 'AdminNewsPage' ? { data: { newsPage: pageFixture('NewsArticlePage', []) } } : { data: null }));
    renderWithProviders(<NewsAdmin />, { client, toaster: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Article' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'A long announcement');

    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: DISCARD_TITLE });
    await clickWhenReady(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((within(screen.getByRole('dialog')).getByLabelText(/Title/) as HTMLInputElement).value).toBe('A long announcement');

    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await clickWhenReady(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Untouched, it closes at once.
    await userEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
