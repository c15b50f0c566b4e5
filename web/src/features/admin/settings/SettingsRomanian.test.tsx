import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router-dom';
import { createTestClient, renderWithProviders, siteAssetsFixture } from '../../../test/render';
import { SettingsAdmin } from './SettingsAdmin';

const VERSION = '2026-11-28T10:00:00.000Z';
const festival = (texts: { name: string; dates: string; description: string; location: string }) => ({
  __typename: 'Festival',
  _id: 'fest-1',
  ...texts,
  ticketUrl: 'https://tickets.example',
  isActive: true,
  createdAt: VERSION,
  updatedAt: VERSION,
  days: [],
});
const englishFestival = festival({ name: 'Metal Gates 2027', dates: '25-27 September', description: 'Three days of metal.', location: 'Quantic Club' });
const romanianFestival = festival({ name: 'Metal Gates 2027', dates: '25-27 septembrie', description: '', location: '' });
const englishAssets = { ...siteAssetsFixture({ seoTitles: { home: 'Home | MG' }, seoDescriptions: { home: 'Metal in Bucharest.' } }), updatedAt: VERSION };
// As stored in Romanian (`fallback: NONE`): the banner and one purpose translated, the rest empty.
const romanianAssets = {
  ...englishAssets,
  bannerText: 'Abonamentele sunt în vânzare',
  copyright: '',
  contactEmails: englishAssets.contactEmails.map((e, i) => ({ ...e, purpose: i === 0 ? 'Informații generale' : '' })),
  seoTitles: {},
  seoDescriptions: {},
};

function renderInRomanian() {
  const { client, calls } = createTestClient((name, variables) => {
    const ro = variables.locale === 'RO';
    if (name === 'SiteAssets') return { data: { siteAssets: englishAssets } };
    if (name === 'AdminSiteAssets') return { data: { siteAssets: ro ? romanianAssets : englishAssets } };
    if (name === 'AdminFestivals') return { data: { festivals: [ro ? romanianFestival : englishFestival] } };
    if (name === 'AdminUpdateSiteAssets') return { data: { updateSiteAssets: englishAssets } };
    if (name === 'AdminUpdateFestival') return { data: { updateFestival: englishFestival } };
    return { data: null };
  });
  const RomanianShell = () => <Outlet context={{ language: 'ro' }} />;
  renderWithProviders(
    <Routes>
      <Route element={<RomanianShell />}>
        <Route path="*" element={<SettingsAdmin />} />
      </Route>
    </Routes>,
    { client, toaster: true },
  );
  return { sent: (operation: string) => calls.find((c) => c.operationName === operation)?.variables };
}

describe('settings in Romanian (#36)', () => {
  it('festival: the texts in Romanian with the English beside, the ticket link and the switch shared; saves the texts with locale RO', async () => {
    const { sent } = renderInRomanian();
    expect(await screen.findByLabelText(/Dates/)).toHaveValue('25-27 septembrie');
    expect(within(screen.getByTestId('english-description')).getByText('Three days of metal.')).toBeTruthy();
    expect(within(screen.getByTestId('english-description')).getByText('Not translated: visitors see the English')).toBeTruthy();
    expect(within(screen.getByTestId('editing-romanian')).getByTestId('missing-romanian')).toHaveTextContent('RO missing · 2');
    expect(screen.getByLabelText('Ticket URL')).toBeDisabled();
    // An untranslated text is allowed (visitors see the English): no text is marked required in Romanian.
    expect(screen.getByLabelText(/Festival Name/)).not.toBeRequired();
    expect(screen.getByText('Festival Name').textContent).toBe('Festival Name');
    await userEvent.type(screen.getByLabelText('Description'), 'Trei zile de metal.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Festival Settings' }));
    expect(await screen.findByText('Festival settings updated.')).toBeTruthy();
    expect(sent('AdminUpdateFestival')).toEqual({
      id: 'fest-1',
      locale: 'RO',
      input: { name: 'Metal Gates 2027', dates: '25-27 septembrie', description: 'Trei zile de metal.', location: '', expectedUpdatedAt: VERSION },
    });
  });

  it('general and SEO: banner, copyright, purposes and page texts in Romanian beside the English; the addresses shared; saved with locale RO', async () => {
    const { sent } = renderInRomanian();
    await userEvent.click(await screen.findByRole('tab', { name: 'General' }));
    expect(await screen.findByLabelText(/Banner Text/)).toHaveValue('Abonamentele sunt în vânzare');
    expect(within(screen.getByTestId('english-contactEmails[1].purpose')).getByText('Press')).toBeTruthy();
    const general = screen.getByRole('tabpanel');
    expect(within(within(general).getByTestId('editing-romanian')).getByTestId('missing-romanian')).toHaveTextContent('RO missing · 2');
    const rows = screen.getAllByTestId('contact-email-row');
    expect(within(rows[0]!).getByLabelText('Email Address')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Email' })).toBeNull();
    await userEvent.type(within(rows[1]!).getByLabelText('Purpose'), 'Presă');
    await userEvent.click(screen.getByRole('button', { name: 'Save General Settings' }));
    expect(await screen.findByText('General settings updated.')).toBeTruthy();
    expect(sent('AdminUpdateSiteAssets')).toEqual({
      locale: 'RO',
      input: {
        bannerText: 'Abonamentele sunt în vânzare',
        copyright: '',
        contactEmails: [
          { purpose: 'Informații generale', email: 'info@metalgates.test' },
          { purpose: 'Presă', email: 'press@metalgates.test' },
        ],
        expectedUpdatedAt: VERSION,
      },
    });

    await userEvent.click(screen.getByRole('tab', { name: 'SEO' }));
    const title = await screen.findByLabelText('Home Title');
    expect(title).toHaveValue('');
    await waitFor(() => expect(within(screen.getByTestId('english-seoTitles.home')).getByText('Home | MG')).toBeTruthy());
  });
});
