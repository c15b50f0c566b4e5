import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFLICT_MESSAGE } from '@domain/versions';
import { createTestClient, gqlError, renderWithProviders } from '../../../test/render';
import { StagesCard } from './StagesCard';

const stage = (name: string, updatedAt: string) => ({ __typename: 'Stage', _id: 's1', name, order: 1, updatedAt });
const V1 = '2026-01-01T00:00:00.000Z';
const V2 = '2026-01-02T00:00:00.000Z';

describe('an admin saving a stage someone else renamed meanwhile', () => {
  it('sends the version it loaded, shows the conflict message, reloads the stage and saves on the new version', async () => {
    let stored = stage('Main Stage', V1);
    const { client, calls } = createTestClient((name, variables) => {
      if (name === 'AdminStages') return { data: { stages: [stored] } };
      if (name === 'AdminUpdateStage') {
        const input = variables.input as { name: string; expectedUpdatedAt?: string };
        if (input.expectedUpdatedAt !== stored.updatedAt) return gqlError(CONFLICT_MESSAGE, 'CONFLICT');
        stored = stage(input.name, '2026-01-03T00:00:00.000Z');
        return { data: { updateStage: stored } };
      }
      return { data: null };
    });
    renderWithProviders(<StagesCard />, { client, toaster: true });

    const nameField = (await screen.findByLabelText('Name of Main Stage')) as HTMLInputElement;
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'My Stage');
    stored = stage('Their Stage', V2); // the other admin saves first
    await userEvent.click(screen.getByRole('button', { name: 'Save Main Stage' }));

    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeTruthy();
    const updates = () => calls.filter((c) => c.operationName === 'AdminUpdateStage');
    expect(updates()[0]!.variables).toMatchObject({ id: 's1', input: { name: 'My Stage', order: 1, expectedUpdatedAt: V1 } });
    // The row now shows what is stored: the other admin's name.
    await waitFor(() => expect((screen.getByLabelText('Name of Their Stage') as HTMLInputElement).value).toBe('Their Stage'));

    await userEvent.click(screen.getByRole('button', { name: 'Save Their Stage' }));
    expect(await screen.findByText('Stage updated successfully')).toBeTruthy();
    expect(updates()).toHaveLength(2);
    expect(updates()[1]!.variables).toMatchObject({ input: { name: 'Their Stage', expectedUpdatedAt: V2 } });
  });
});
