import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router-dom';
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

describe('the stages in Romanian (#36)', () => {
  it('edits the Romanian name with the English under it, the order shared, and saves the name with locale RO', async () => {
    const { client, calls } = createTestClient((name, variables) => {
      if (name === 'AdminStages') return { data: { stages: [stage(variables.locale === 'RO' ? '' : 'Main Stage', V1)] } };
      if (name === 'AdminUpdateStage') return { data: { updateStage: stage('Main Stage', V2) } };
      return { data: null };
    });
    const RomanianShell = () => <Outlet context={{ language: 'ro' }} />;
    renderWithProviders(
      <Routes>
        <Route element={<RomanianShell />}>
          <Route path="*" element={<StagesCard />} />
        </Route>
      </Routes>,
      { client, toaster: true },
    );
    const nameField = await screen.findByLabelText('Romanian name of Main Stage');
    expect(nameField).toHaveValue('');
    expect(within(screen.getByTestId('english-stage-s1')).getByText('Not translated: visitors see the English')).toBeTruthy();
    expect(screen.getByTestId('missing-romanian')).toHaveTextContent('RO missing · 1');
    expect(screen.getByLabelText('Order of Main Stage')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete Main Stage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Stage' })).toBeNull();
    await userEvent.type(nameField, 'Scena principală');
    await userEvent.click(screen.getByRole('button', { name: 'Save Main Stage' }));
    expect(await screen.findByText('Stage updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminUpdateStage')?.variables).toEqual({ id: 's1', locale: 'RO', input: { name: 'Scena principală', expectedUpdatedAt: V1 } });
  });
});
