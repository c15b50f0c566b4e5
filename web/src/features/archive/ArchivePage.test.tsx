import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectOnlyFirstImageEager, gqlError, renderPublic } from '../../test/render';
import { ARCHIVE_CLOSING_QUOTE, ArchivePage } from './ArchivePage';

const editions = [
  { __typename: 'Archive', _id: 'e1', year: '2024', description: 'Bigger than ever.', poster: '/api/uploads/p.jpg', lineup: 'Grave Serpent, Frostborn' },
  { __typename: 'Archive', _id: 'e2', year: '2023', description: 'Hot.', poster: null, lineup: 'Ashen Crown' },
];

describe('<ArchivePage>', () => {
  it('shows the editions and a dialog with poster, year, description, lineup and the closing quote', async () => {
    renderPublic(<ArchivePage />, { resolve: () => ({ data: { archives: editions } }) });
    expect(await screen.findByText('2024')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Metal Gates 2024 poster' })).toHaveAttribute('src', '/api/uploads/p.jpg');
    const user = userEvent.setup();
    const card = screen.getAllByTestId('archive-card')[0];
    await user.click(card);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Metal Gates 2024' })).toBeInTheDocument();
    expect(within(dialog).getByText('Bigger than ever.')).toBeInTheDocument();
    expect(within(dialog).getByText('Grave Serpent, Frostborn')).toBeInTheDocument();
    expect(within(dialog).getByText(ARCHIVE_CLOSING_QUOTE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("loads the first edition's poster at once and the others lazily", async () => {
    const withPosters = ['2024', '2023', '2022'].map((year) => ({
      __typename: 'Archive',
      _id: `e${year}`,
      year,
      description: `Edition ${year}.`,
      poster: `/api/uploads/p${year}.jpg`,
      lineup: 'Grave Serpent',
    }));
    renderPublic(<ArchivePage />, { resolve: () => ({ data: { archives: withPosters } }) });
    expect(await screen.findByText('2024')).toBeInTheDocument();
    // The first poster is above the fold on a phone and the page's largest paint; the rest lazily.
    expectOnlyFirstImageEager(['Metal Gates 2024 poster', 'Metal Gates 2023 poster', 'Metal Gates 2022 poster']);
  });

  it("toasts 'Failed to load archive'", async () => {
    renderPublic(<ArchivePage />, { resolve: () => gqlError('down') });
    expect(await screen.findByText('Failed to load archive')).toBeInTheDocument();
  });
});
