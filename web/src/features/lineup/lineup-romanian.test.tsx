import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nContext } from '../../shared/i18n';
import { messages as romanian } from '../../shared/i18n/generated/ro';
import { bandFixture, lineupResolver, renderPublic } from '../../test/render';
import { LineupPage } from './LineupPage';

const band = (name: string, over: Record<string, unknown> = {}) =>
  bandFixture(name, { _id: name, performanceDay: '26 September - DAY 1', order: 999, genre: 'Doom Metal', country: 'Suedia', biography: 'Tare.', ...over });

const inRomanian = (ui: React.ReactElement) => <I18nContext.Provider value={createI18n('ro', romanian)}>{ui}</I18nContext.Provider>;

describe('<LineupPage> on /ro', () => {
  it("names the days, the whole day's link, the search box and the band dialog in Romanian", async () => {
    const bands = Array.from({ length: 30 }, (_, i) => band(i === 7 ? 'Mötley Crüe' : `Band ${i + 1}`, { order: i + 1 }));
    renderPublic(inRomanian(<LineupPage />), { resolve: lineupResolver(bands), route: '/lineup' });
    const day = await screen.findByRole('region', { name: '26 septembrie - ZIUA 1' });
    expect(within(day).getByRole('heading', { name: '26 septembrie - ZIUA 1' })).toBeInTheDocument();
    expect(within(day).getByRole('link', { name: /Toate cele 30 de trupe din 26 septembrie - ZIUA 1/ })).toHaveAttribute('href', '/lineup?day=2');
    expect(screen.getByRole('region', { name: '25 septembrie - WARM-UP' })).toHaveTextContent('Încă nu sunt trupe programate în această zi');

    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Caută trupe' });
    expect(search).toHaveAttribute('placeholder', 'Caută trupe după nume, țară sau gen');
    await user.type(search, 'nimeni');
    expect(await screen.findByText('Nicio trupă nu se potrivește cu „nimeni”.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'motley');
    const match = await within(await screen.findByRole('list', { name: 'Trupe găsite' })).findByRole('button', { name: /Mötley Crüe/ });
    expect(match).toHaveTextContent('Doom Metal · Suedia · 26 septembrie - ZIUA 1');
    await user.click(match);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Biografie' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Doom Metal din Suedia · 26 septembrie - ZIUA 1/)).toBeInTheDocument();
    expect(within(dialog).getByText('Țara')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Închide' })).toBeInTheDocument();
  });

  it("a day's own page counts its bands and pages in Romanian", async () => {
    const bands = Array.from({ length: 13 }, (_, i) => band(`Band ${i + 1}`, { order: i + 1 }));
    renderPublic(inRomanian(<LineupPage />), { resolve: lineupResolver(bands), route: '/lineup?day=2' });
    const day = await screen.findByRole('region', { name: '26 septembrie - ZIUA 1' });
    expect(await within(day).findAllByText('13 trupe')).not.toHaveLength(0);
    expect(within(day).getByRole('navigation', { name: 'Paginile zilei 26 septembrie - ZIUA 1' })).toBeInTheDocument();
    expect(within(day).getByRole('link', { name: /Mai multe trupe/ })).toBeInTheDocument();
  });
});
