import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router-dom';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { HomeContentTab } from './HomeContentTab';

const assets = {
  __typename: 'SiteAssets',
  logo: null,
  heroImage: null,
  mobileHeroImage: null,
  bannerText: '',
  countdownDate: '2025-09-26T14:00:00.000Z',
  contactEmails: [],
  copyright: '',
  gtmId: '',
  facebook: '',
  instagram: '',
  youtube: '',
  seoTitles: {},
  seoDescriptions: {},
};

const festival = {
  __typename: 'Festival',
  _id: 'f1',
  name: 'Metal Gates Festival 2026',
  dates: '25-27 September 2026',
  description: '',
  location: 'Quantic Club, Bucharest',
  ticketUrl: '',
  isActive: true,
  days: [],
};

describe('Home page content tab', () => {
  it('shows the countdown in Romanian time and saves it −3 h; no changes → "No Changes"', async () => {
    const { client, calls } = createTestClient((name) =>
      name === 'SiteAssets'
        ? { data: { siteAssets: assets } }
        : name === 'AdminUpdateSiteAssets'
          ? { data: { updateSiteAssets: assets } }
          : name === 'ActiveFestival'
            ? { data: { activeFestival: festival } }
            : { data: null },
    );
    renderWithProviders(<HomeContentTab />, { client, toaster: true });
    const input = (await screen.findByDisplayValue('2025-09-26T17:00')) as HTMLInputElement;
    expect(screen.getByText(/Current Romanian time:/)).toBeTruthy();
    // The hero texts are the public site's (the active festival's), not placeholders.
    const hero = screen.getByTestId('hero-text');
    expect(await within(hero).findByText('Metal Gates Festival 2026')).toBeTruthy();
    expect(within(hero).getByText('25-27 September 2026 · Quantic Club, Bucharest')).toBeTruthy();
    expect(hero.textContent).not.toMatch(/2024|June/);

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('No new images or countdown date to save.')).toBeTruthy();
    expect(calls.some((c) => c.operationName === 'AdminUpdateSiteAssets')).toBe(false);

    fireEvent.change(input, { target: { value: '2026-06-01T20:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((c) => c.operationName === 'AdminUpdateSiteAssets')).toBe(true));
    expect(calls.find((c) => c.operationName === 'AdminUpdateSiteAssets')?.variables).toEqual({ input: { countdownDate: '2026-06-01T17:00:00.000Z' } });
    expect(await screen.findByText('Site assets updated successfully')).toBeTruthy();
  });

  it("with Content Language on RO, previews the Romanian home page's hero (the festival read in Romanian)", async () => {
    const romanian = { ...festival, name: 'Festivalul Metal Gates 2026', dates: '25-27 septembrie 2026' };
    const { client, calls } = createTestClient((name, variables) =>
      name === 'SiteAssets' ? { data: { siteAssets: assets } } : name === 'ActiveFestival' ? { data: { activeFestival: variables.locale === 'RO' ? romanian : festival } } : { data: null },
    );
    renderWithProviders(
      <Routes>
        <Route element={<Outlet context={{ language: 'ro' }} />}>
          <Route path="*" element={<HomeContentTab />} />
        </Route>
      </Routes>,
      { client },
    );
    const hero = await screen.findByTestId('hero-text');
    expect(await within(hero).findByText('Festivalul Metal Gates 2026')).toBeTruthy();
    expect(within(hero).getByText('25-27 septembrie 2026 · Quantic Club, Bucharest')).toBeTruthy();
    expect(hero.textContent).toContain('What the Romanian home page shows');
    expect(calls.filter((c) => c.operationName === 'ActiveFestival').map((c) => c.variables)).toEqual([{ locale: 'RO' }]);
  });
});
