import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFLICT_MESSAGE } from '@domain/versions';
import { bandFixture, createTestClient, gqlError, renderWithProviders } from '../../../test/render';
import { LineupAdmin } from '../lineup/LineupAdmin';

const band = (name: string, updatedAt: string) =>
  bandFixture(name, { _id: 'b1', performanceDay: '25 September - WARMUP', biography: 'Loud.', createdAt: '2026-01-01T00:00:00.000Z', updatedAt });

const V1 = '2026-01-01T00:00:00.000Z';
const V2 = '2026-01-02T00:00:00.000Z';

describe('an admin saving a band someone else changed meanwhile', () => {
  it('sends the version it loaded, shows the conflict message, reloads the band and saves on the new version', async () => {
    // The list answers the first version until the other admin's change is "stored", then the second.
    let stored = band('Iron Maidens', V1);
    const { client, calls } = createTestClient((name, variables) => {
      if (name === 'AdminBands') return { data: { bands: [stored] } };
      if (name === 'AdminUpdateBand') {
        const input = variables.input as { name: string; expectedUpdatedAt?: string };
        if (input.expectedUpdatedAt !== stored.updatedAt) return gqlError(CONFLICT_MESSAGE, 'CONFLICT');
        stored = band(input.name, '2026-01-03T00:00:00.000Z');
        return { data: { updateBand: stored } };
      }
      return { data: null };
    });
    renderWithProviders(<LineupAdmin />, { client, toaster: true });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Iron Maidens' }));
    const dialog = await screen.findByRole('dialog');
    const nameField = within(dialog).getByLabelText(/Name/) as HTMLInputElement;
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'My rename');

    stored = band('Their rename', V2); // the other admin saves first
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Band' }));

    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeTruthy();
    const update = calls.find((c) => c.operationName === 'AdminUpdateBand');
    expect(update?.variables).toMatchObject({ id: 'b1', input: { name: 'My rename', expectedUpdatedAt: V1 } });
    // The dialog now shows what is stored: the other admin's name.
    await waitFor(() => expect((within(screen.getByRole('dialog')).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Their rename'));

    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update Band' }));
    expect(await screen.findByText('Band updated successfully')).toBeTruthy();
    const updates = calls.filter((c) => c.operationName === 'AdminUpdateBand');
    expect(updates).toHaveLength(2);
    expect(updates[1]!.variables).toMatchObject({ input: { name: 'Their rename', expectedUpdatedAt: V2 } });
  });
});

describe('an admin scheduling a set that overlaps another', () => {
  it("shows the server's refusal in the set-time group until the next edit, and keeps the dialog open", async () => {
    const overlap = 'Overlaps Iron Maidens on Main Stage, 20:00–21:00';
    const { client } = createTestClient((name) => {
      if (name === 'AdminBands') return { data: { bands: [band('Iron Maidens', V1)] } };
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
