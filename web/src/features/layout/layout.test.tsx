import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderPublic, siteAssetsFixture } from '../../test/render';
import { loadGtm } from './gtm';
import { isNavActive } from './nav';
import { PublicLayout } from './PublicLayout';

describe('isNavActive', () => {
  it('matches / exactly and the others by path prefix', () => {
    expect(isNavActive('/', '/')).toBe(true);
    expect(isNavActive('/news', '/')).toBe(false);
    expect(isNavActive('/news', '/news')).toBe(true);
    expect(isNavActive('/news/abc', '/news')).toBe(true);
    expect(isNavActive('/newsletter', '/news')).toBe(false);
    expect(isNavActive('/lineup', '/news')).toBe(false);
  });
});

describe('loadGtm', () => {
  afterEach(() => {
    document.head.querySelectorAll('script[data-gtm]').forEach((n) => n.remove());
    document.body.querySelectorAll('noscript').forEach((n) => n.remove());
  });
  it('adds the script and the noscript frame once, only for a set id', () => {
    expect(loadGtm('')).toBe(false);
    expect(loadGtm(undefined)).toBe(false);
    expect(loadGtm('GTM-"><script>')).toBe(false);
    expect(loadGtm('GTM-ABC123')).toBe(true);
    expect(loadGtm('GTM-ABC123')).toBe(false);
    expect(document.head.querySelectorAll('script[data-gtm]')).toHaveLength(1);
    expect(document.head.querySelector('script[data-gtm]')).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(document.body.querySelector('noscript')).not.toBeNull();
  });
});

const festival = { __typename: 'Festival', _id: 'f1', name: 'Metal Gates 2030', dates: '25–27 September', description: '', location: 'Bucharest', ticketUrl: 'https://tickets.example/', isActive: true };

function renderLayout(route: string, assets = siteAssetsFixture()) {
  return renderPublic(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="*" element={<p>Page body</p>} />
      </Route>
    </Routes>,
    {
      route,
      resolve: (op) => {
        if (op === 'SiteAssets') return { data: { siteAssets: assets } };
        if (op === 'ActiveFestival') return { data: { activeFestival: festival } };
        if (op === 'FooterLocation') return { data: { infoPage: { __typename: 'InfoPage', location: { __typename: 'InfoLocation', title: 'Quantic Club' } } } };
        return { data: null };
      },
    },
  );
}

describe('<PublicLayout>', () => {
  it('shows the banner, the text logo, the nav with the active item, Buy Tickets in a new tab and the footer', async () => {
    renderLayout('/news/abc');
    expect(await screen.findByText('Banner line')).toBeInTheDocument();
    // Hidden below the md breakpoint (jsdom has no media queries), so found by its label.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
    expect(within(nav).getByText('News').closest('a')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Home').closest('a')).not.toHaveAttribute('aria-current');
    expect(screen.getAllByText('Metal Gates').length).toBeGreaterThan(0);
    const tickets = await screen.findAllByRole('link', { name: /Buy Tickets/, hidden: true });
    expect(tickets[0]).toHaveAttribute('href', 'https://tickets.example/');
    expect(tickets[0]).toHaveAttribute('target', '_blank');
    expect(await screen.findByText('Quantic Club')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@metalgates.test' })).toBeInTheDocument();
    expect(screen.getByText('© 2030 Metal Gates Festival. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://facebook.example/mg');
  });

  it('uses the built-in fallbacks when site assets are missing', async () => {
    renderPublic(
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<p>Page body</p>} />
        </Route>
      </Routes>,
      { resolve: () => ({ data: null, errors: [{ message: 'down' }] }) },
    );
    expect(await screen.findByText('Quantic Club, Bucharest')).toBeInTheDocument();
    expect(screen.getByText('© 2024 Metal Gates Festival. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/metalgatesfestival');
  });

  it('opens the mobile drawer with the same links and closes it with Escape', async () => {
    renderLayout('/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Lineup' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Contact' })).toBeInTheDocument();
    expect(await within(drawer).findByRole('link', { name: /Buy Tickets/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await screen.findByRole('button', { name: 'Open menu' });
  });
});
