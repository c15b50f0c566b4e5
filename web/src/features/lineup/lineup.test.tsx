import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bandFixture, expectOnlyFirstImageEager, gqlError, lineupResolver, renderPublic } from '../../test/render';
import { groupLineup, PERFORMANCE_DAYS, toSpotifyEmbed } from './lineup';
import { LineupPage } from './LineupPage';

describe('groupLineup', () => {
  it('groups by day, sends bands without a (known) day to the warmup, sorts by order with missing order last', () => {
    const bands = [
      { name: 'C', performanceDay: '26 September - DAY 1', order: 2 },
      { name: 'A', performanceDay: '26 September - DAY 1', order: 1 },
      { name: 'NoOrder', performanceDay: '26 September - DAY 1', order: null },
      { name: 'Big', performanceDay: '26 September - DAY 1', order: 1000 },
      { name: 'NoDay', performanceDay: null, order: 5 },
      { name: 'Weird', performanceDay: 'Someday', order: 1 },
      { name: 'W', performanceDay: '25 September - WARMUP', order: 3 },
    ];
    const groups = groupLineup(bands);
    expect(groups.map((g) => g.day)).toEqual([...PERFORMANCE_DAYS]);
    expect(groups[0].bands.map((b) => b.name)).toEqual(['Weird', 'W', 'NoDay']);
    expect(groups[1].bands.map((b) => b.name)).toEqual(['A', 'C', 'NoOrder', 'Big']);
    expect(groups[2].bands).toEqual([]);
  });

  it("follows the festival's own days when its settings name others (next year's edition)", () => {
    const groups = groupLineup(
      [
        { name: 'Opener', performanceDay: '24 September - OPENING', order: 1 },
        { name: 'Main', performanceDay: '25 September - MAIN', order: 1 },
      ],
      ['24 September - OPENING', '25 September - MAIN'],
    );
    expect(groups.map((g) => [g.day, g.bands.map((b) => b.name)])).toEqual([
      ['24 September - OPENING', ['Opener']],
      ['25 September - MAIN', ['Main']],
    ]);
  });
});

describe('toSpotifyEmbed', () => {
  it('rewrites open.spotify.com links to their embed form', () => {
    expect(toSpotifyEmbed('https://open.spotify.com/artist/ID123')).toBe('https://open.spotify.com/embed/artist/ID123');
    expect(toSpotifyEmbed('https://open.spotify.com/album/AL1?si=xyz')).toBe('https://open.spotify.com/embed/album/AL1');
    expect(toSpotifyEmbed('https://open.spotify.com/intl-de/track/T1')).toBe('https://open.spotify.com/embed/track/T1');
    expect(toSpotifyEmbed('spotify:artist:ABC')).toBe('https://open.spotify.com/embed/artist/ABC');
  });
  it('keeps embed links and refuses anything that is not Spotify', () => {
    expect(toSpotifyEmbed('https://open.spotify.com/embed/artist/ID123')).toBe('https://open.spotify.com/embed/artist/ID123');
    expect(toSpotifyEmbed('https://evil.example/artist/1')).toBeNull();
    expect(toSpotifyEmbed('javascript:alert(1)')).toBeNull();
    expect(toSpotifyEmbed('')).toBeNull();
    expect(toSpotifyEmbed(null)).toBeNull();
  });
});

const band = (over: Record<string, unknown>) =>
  bandFixture(String(over.name), { _id: String(over.name), performanceDay: '25 September - WARMUP', order: 999, biography: 'Loud.\nLouder.', ...over });

describe('<LineupPage>', () => {
  it('shows three day columns, the empty-day text, and a band dialog with socials only when set and the Spotify embed', async () => {
    const bands = [
      band({
        name: 'Frostborn',
        genre: 'Viking Metal',
        country: 'Norway',
        performanceDay: '26 September - DAY 1',
        image: 'uploads/frost.jpg',
        spotifyEmbed: 'https://open.spotify.com/artist/XYZ',
        socialLinks: { __typename: 'SocialLinks', facebook: 'https://fb.example/f', instagram: null, youtube: '', tiktok: null, bandcamp: 'https://f.bandcamp.com', website: null },
      }),
      band({ name: 'Dacian Fury', order: 1 }),
    ];
    renderPublic(<LineupPage />, { resolve: lineupResolver(bands), route: '/lineup' });
    expect(await screen.findByText('Frostborn')).toBeInTheDocument();
    for (const day of PERFORMANCE_DAYS) expect(screen.getByRole('heading', { name: day })).toBeInTheDocument();
    expect(screen.getAllByText('No bands scheduled for this day yet')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Frostborn' })).toHaveAttribute('src', '/api/uploads/frost.jpg');

    const user = userEvent.setup();
    const card = screen.getByRole('button', { name: /^Frostborn/ });
    await user.click(card);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Frostborn' })).toBeInTheDocument();
    expect(within(dialog).getByText('Loud.')).toBeInTheDocument();
    expect(within(dialog).getByText('Louder.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://fb.example/f');
    expect(within(dialog).getByRole('link', { name: /Bandcamp/ })).toHaveAttribute('href', 'https://f.bandcamp.com');
    expect(within(dialog).queryByRole('link', { name: /Instagram/ })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /YouTube/ })).toBeNull();
    const player = within(dialog).getByTitle('Frostborn on Spotify');
    expect(player).toHaveAttribute('src', 'https://open.spotify.com/embed/artist/XYZ');
    // Sandboxed with the least a player needs: no forms, no top-level navigation.
    expect(player.getAttribute('sandbox')?.split(' ').sort()).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts']);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card).toHaveFocus());
  });

  it("loads the first day's first photo at once and the others lazily", async () => {
    const bands = [
      band({ name: 'Opener', order: 1, image: 'uploads/opener.jpg' }),
      band({ name: 'Second', order: 2, image: 'uploads/second.jpg' }),
      band({ name: 'Day One', performanceDay: '26 September - DAY 1', order: 1, image: 'uploads/day-one.jpg' }),
    ];
    renderPublic(<LineupPage />, { resolve: lineupResolver(bands), route: '/lineup' });
    expect(await screen.findByText('Opener')).toBeInTheDocument();
    expectOnlyFirstImageEager(['Opener', 'Second', 'Day One']);
  });

  it("shows a day's first bands with a link to the whole day, whose page goes on by links; the search box opens a band by its folded name", async () => {
    const bands = Array.from({ length: 30 }, (_, i) => band({ name: i === 20 ? 'Mötley Crüe' : `Band ${i + 1}`, order: i + 1, performanceDay: '26 September - DAY 1' }));
    const { calls } = renderPublic(<LineupPage />, { resolve: lineupResolver(bands), route: '/lineup' });
    const day = await screen.findByRole('region', { name: '26 September - DAY 1' });
    expect(await within(day).findAllByTestId('band-card')).toHaveLength(4);
    expect(within(day).getByRole('link', { name: /All 30 bands of 26 September - DAY 1/ })).toHaveAttribute('href', '/lineup?day=2');
    // No band's biography is read for the cards.
    expect(calls.map((c) => c.operationName)).not.toContain('BandDetails');

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search bands' }), 'motley');
    await user.click(await screen.findByRole('button', { name: /Mötley Crüe/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Loud.')).toBeInTheDocument();
  });

  it('a day of its own: 12 bands a page, the next by a rel=next link', async () => {
    const bands = Array.from({ length: 30 }, (_, i) => band({ name: `Band ${i + 1}`, order: i + 1, performanceDay: '27 September - DAY 2' }));
    renderPublic(<LineupPage />, { resolve: lineupResolver(bands), route: '/lineup?day=3' });
    const day = await screen.findByRole('region', { name: '27 September - DAY 2' });
    expect(await within(day).findAllByTestId('band-card')).toHaveLength(12);
    expect(screen.getByRole('link', { name: /More bands/ })).toHaveAttribute('href', '/lineup?day=3&cursor=12');
    expect(screen.getByRole('link', { name: '27 September - DAY 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('toasts "Failed to load lineup" when the lineup cannot be loaded', async () => {
    renderPublic(<LineupPage />, { resolve: () => gqlError('boom') });
    expect(await screen.findByText('Failed to load lineup')).toBeInTheDocument();
  });
});
