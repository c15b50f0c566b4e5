import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFLICT_MESSAGE } from '@domain/versions';
import { bandFixture, createTestClient, gqlError, pageFixture, renderWithProviders } from '../../../test/render';
import { LineupAdmin } from '../lineup/LineupAdmin';
import { KEPT_THROUGH_CONFLICT } from './versions';

const band = (name: string, updatedAt: string, changes: { genre?: string; biography?: string } = {}) =>
  bandFixture(name, { _id: 'b1', performanceDay: '25 September - WARMUP', biography: 'Loud.', createdAt: '2026-01-01T00:00:00.000Z', updatedAt, genre: changes.genre ?? (null as string | null), ...(changes.biography ? { biography: changes.biography } : {}) });

const V1 = '2026-01-01T00:00:00.000Z';
const V2 = '2026-01-02T00:00:00.000Z';

describe('an admin saving a band someone else changed meanwhile', () => {
  it("keeps the typing, shows their saved version beside it field by field, and saves the chosen one on their version", async () => {
    // The list answers the first version until the other admin's change is "stored", then the second.
    let stored = band('Iron Maidens', V1);
    const { client, calls } = createTestClient((name, variables) => {
      if (name === 'AdminBandsPage') return { data: { bandsPage: pageFixture('BandPage', [stored]) } };
      if (name === 'AdminBandById') return { data: { band: stored } };
      if (name === 'AdminUpdateBand') {
        const input = variables.input as { name: string; biography: string; genre: string; expectedUpdatedAt?: string };
        if (input.expectedUpdatedAt !== stored.updatedAt) return gqlError(CONFLICT_MESSAGE, 'CONFLICT');
        stored = band(input.name, '2026-01-03T00:00:00.000Z', { biography: input.biography, genre: input.genre });
        return { data: { updateBand: stored } };
      }
      return { data: null };
    });
    renderWithProviders(<LineupAdmin />, { client, toaster: true });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Iron Maidens' }));
    const dialog = await screen.findByRole('dialog');
    const field = (label: RegExp) => within(screen.getByRole('dialog')).getByLabelText(label) as HTMLInputElement;
    await userEvent.clear(field(/Name/));
    await userEvent.type(field(/Name/), 'My rename');
    await userEvent.clear(field(/Biography/));
    await userEvent.type(field(/Biography/), 'My long biography.');

    // The other admin saves first: a new name and a new genre (the biography they left alone).
    stored = band('Their rename', V2, { genre: 'Their genre' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Band' }));

    expect(await screen.findByText(KEPT_THROUGH_CONFLICT)).toBeTruthy();
    const update = calls.find((c) => c.operationName === 'AdminUpdateBand');
    expect(update?.variables).toMatchObject({ id: 'b1', input: { name: 'My rename', expectedUpdatedAt: V1 } });
    // Nothing typed is lost; their change to a field not typed here is taken in.
    const review = await screen.findByTestId('edit-conflict');
    await waitFor(() => expect(field(/Genre/).value).toBe('Their genre'));
    expect(field(/Name/).value).toBe('My rename');
    expect(field(/Biography/).value).toBe('My long biography.');
    // Only the name was changed on both sides: shown with both versions.
    const rows = within(review).getAllByTestId('conflict-field');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('My rename');
    expect(rows[0]!.textContent).toContain('Their rename');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Use theirs' }));
    expect(field(/Name/).value).toBe('Their rename');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Keep mine' }));
    expect(field(/Name/).value).toBe('My rename');

    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update Band' }));
    expect(await screen.findByText('Band updated successfully')).toBeTruthy();
    const updates = calls.filter((c) => c.operationName === 'AdminUpdateBand');
    expect(updates).toHaveLength(2);
    expect(updates[1]!.variables).toMatchObject({ input: { name: 'My rename', biography: 'My long biography.', genre: 'Their genre', expectedUpdatedAt: V2 } });
  });
});

describe('an admin scheduling a set that overlaps another', () => {
  it("shows the server's refusal in the set-time group until the next edit, and keeps the dialog open", async () => {
    const overlap = 'Overlaps Iron Maidens on Main Stage, 20:00–21:00';
    const { client } = createTestClient((name) => {
      if (name === 'AdminBandsPage') return { data: { bandsPage: pageFixture('BandPage', [band('Iron Maidens', V1)]) } };
      if (name === 'AdminStages') return { data: { stages: [{ __typename: 'Stage', _id: 's1', name: 'Main Stage', order: 1, updatedAt: V1 }] } };
      if (name === 'AdminCreateBand') return gqlError(overlap, 'CONFLICT');
      return { data: null };
    });
    renderWithProviders(<LineupAdmin />, { client, toaster: true });

    await userEvent.click(await screen.findByRole('button', { name: 'Add Band' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Clash');
    await userEvent.type(within(dialog).getByLabelText(/Country/), 'Romania');
    await userEvent.type(within(dialog).getByLabelText(/Biography/), 'Loud.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Band' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(overlap);
    expect(alert.closest('fieldset')?.textContent).toContain('Set time (festival time, Bucharest)');
    await userEvent.type(within(dialog).getByLabelText(/Genre/), 'Thrash');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });
});
