import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { gqlError, renderPublic, siteAssetsFixture } from '../../test/render';
import { HomePage } from './HomePage';

const news = [1, 2, 3, 4].map((i) => ({
  __typename: 'NewsArticle',
  _id: `n${i}`,
  title: `News ${i}`,
  slug: `news-${i}`,
  excerpt: `Excerpt ${i}`,
  image: null,
  publishedAt: '2026-09-01T09:00:00.000Z',
}));
const festival = { __typename: 'Festival', _id: 'f', name: 'Metal Gates 2030', dates: '25–27 September 2030', description: '', location: 'Bucharest', ticketUrl: 'https://tickets.example/', isActive: true };

describe('<HomePage>', () => {
  it("shows 'Loading...', then the hero, the buttons and up to 4 latest articles", async () => {
    renderPublic(<HomePage />, {
      resolve: (op, vars) => {
        if (op === 'HomeNews') {
          expect(vars).toEqual({});
          return { data: { news: [...news, { ...news[0], _id: 'n5', title: 'News 5' }] } };
        }
        if (op === 'SiteAssets') return { data: { siteAssets: siteAssetsFixture({ heroImage: '/api/uploads/hero.jpg' }) } };
        if (op === 'ActiveFestival') return { data: { activeFestival: festival } };
        return { data: null };
      },
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('News 4')).toBeInTheDocument();
    expect(screen.queryByText('News 5')).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Read More/ }).map((a) => a.getAttribute('href'))).toEqual(['/news/news-1', '/news/news-2', '/news/news-3', '/news/news-4']);
    expect(screen.getByRole('link', { name: 'View All News' })).toHaveAttribute('href', '/news');
    expect(screen.getByRole('link', { name: 'View Lineup' })).toHaveAttribute('href', '/lineup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Metal Gates 2030' })).toBeInTheDocument();
    const tickets = screen.getByRole('link', { name: /Buy Tickets/ });
    expect(tickets).toHaveAttribute('href', 'https://tickets.example/');
    expect(tickets).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('hero-image')).toHaveAttribute('src', '/api/uploads/hero.jpg');
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it("toasts 'Failed to load festival information' and keeps the gradient hero", async () => {
    renderPublic(<HomePage />, { resolve: () => gqlError('down') });
    expect(await screen.findByText('Failed to load festival information')).toBeInTheDocument();
    expect(screen.queryByTestId('hero-image')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Metal Gates' })).toBeInTheDocument();
  });
});
