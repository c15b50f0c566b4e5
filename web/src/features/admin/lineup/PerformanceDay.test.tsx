import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient, pageFixture, renderWithProviders } from '../../../test/render';
import { LineupAdmin } from './LineupAdmin';

const days = [
  { __typename: 'FestivalDay', label: '25 September - WARMUP', date: '09-25' },
  { __typename: 'FestivalDay', label: '26 September - DAY 1', date: '09-26' },
  { __typename: 'FestivalDay', label: '27 September - DAY 2', date: '09-27' },
];

describe('the band form’s Performance Day', () => {
  it('follows the set time as it is typed (after midnight: the night it started in), and says when it is off the festival', async () => {
    const { client } = createTestClient((name) => {
      if (name === 'AdminBandsPage') return { data: { bandsPage: pageFixture('BandPage', []) } };
      if (name === 'AdminStages') return { data: { stages: [] } };
      if (name === 'AdminFestivalDays') return { data: { activeFestival: { __typename: 'Festival', _id: 'f1', days } } };
      return { data: null };
    });
    renderWithProviders(<LineupAdmin />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Band' }));
    const dialog = await screen.findByRole('dialog');
    const day = () => (within(dialog).getByLabelText(/Performance Day/) as HTMLSelectElement).value;
    await waitFor(() => expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toContain('27 September - DAY 2'));
    expect(day()).toBe('25 September - WARMUP');
    // The set time's legend is spaced from the Stage label under it (a legend takes no Stack gap).
    expect(getComputedStyle(within(dialog).getByText('Set time (festival time, Bucharest)')).marginBottom).toMatch(/^(?!0px$)./);

    fireEvent.change(within(dialog).getByLabelText(/Starts/), { target: { value: '2026-09-27T20:00' } });
    await waitFor(() => expect(day()).toBe('27 September - DAY 2'));
    expect(within(dialog).getByText('Follows the set time.')).toBeTruthy();
    // 01:30 on the 27th still belongs to the night of the 26th.
    fireEvent.change(within(dialog).getByLabelText(/Starts/), { target: { value: '2026-09-27T01:30' } });
    await waitFor(() => expect(day()).toBe('26 September - DAY 1'));
    fireEvent.change(within(dialog).getByLabelText(/Starts/), { target: { value: '2026-10-02T20:00' } });
    expect(await within(dialog).findByText("The set time is not on one of the festival's days.")).toBeTruthy();
  });
});
