import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFLICT_MESSAGE } from '@domain/versions';
import { createTestClient, gqlError, renderWithProviders } from '../../../test/render';
import { InfoContentTab } from './InfoContentTab';

const infoPage = {
  __typename: 'InfoPage',
  location: { __typename: 'InfoLocation', title: 'Quantic', address: 'Str. 1', mapEmbedUrl: '' },
  travel: { __typename: 'InfoTravel', byAir: 'OTP', byCar: '', accommodation: '' },
  rules: { __typename: 'InfoRules', importantGuidelines: ['Bring ID'], allowedItems: [], prohibitedItems: ['Glass'], securityNote: '' },
  faq: [{ __typename: 'FaqItem', _id: 'f1', question: 'Parking?', answer: 'Yes' }],
};

function renderTab() {
  const { client, calls } = createTestClient((name) =>
    name === 'AdminInfoPage' ? { data: { infoPage } } : name === 'AdminUpdateInfoPage' ? { data: { updateInfoPage: infoPage } } : { data: null },
  );
  renderWithProviders(<InfoContentTab />, { client, toaster: true });
  const saved = () => calls.filter((c) => c.operationName === 'AdminUpdateInfoPage');
  return { saved };
}

describe('Info page content tab', () => {
  it('edits lists and FAQ items and saves the whole page', async () => {
    const { saved } = renderTab();
    const guidelines = await screen.findByLabelText('Important Guidelines');
    await userEvent.clear(guidelines);
    await userEvent.type(guidelines, 'Bring ID{Enter}{Enter}Respect the crew');
    await userEvent.click(screen.getByRole('button', { name: 'Add FAQ Item' }));
    const items = screen.getAllByTestId('faq-item');
    await userEvent.type(within(items[1]).getByLabelText('Question'), 'Camping?');
    await userEvent.type(within(items[1]).getByLabelText('Answer'), 'No.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete FAQ item 1' }));
    expect(screen.getAllByTestId('faq-item')).toHaveLength(1);

    // Typed and not saved: leaving the page asks (the browser's question).
    const leavingAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leavingAsks()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Info page content updated successfully')).toBeTruthy();
    expect(saved()[0]?.variables).toEqual({
      input: {
        location: { title: 'Quantic', address: 'Str. 1', mapEmbedUrl: '' },
        travel: { byAir: 'OTP', byCar: '', accommodation: '' },
        rules: { importantGuidelines: ['Bring ID', 'Respect the crew'], allowedItems: [], prohibitedItems: ['Glass'], securityNote: '' },
        faq: [{ question: 'Camping?', answer: 'No.' }],
      },
    });
  });

  it('shows the shared rule inline and sends nothing while a FAQ answer is missing', async () => {
    const { saved } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add FAQ Item' }));
    await userEvent.type(within(screen.getAllByTestId('faq-item')[1]).getByLabelText('Question'), 'Camping?');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Answer is required')).toBeTruthy();
    await waitFor(() => expect(saved()).toHaveLength(0));
  });

  it('reorders the FAQ: the order moved into is the order saved', async () => {
    const { saved } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add FAQ Item' }));
    const second = screen.getAllByTestId('faq-item')[1]!;
    await userEvent.type(within(second).getByLabelText('Question'), 'Camping?');
    await userEvent.type(within(second).getByLabelText('Answer'), 'No.');
    expect((screen.getByRole('button', { name: 'Move FAQ item 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move FAQ item 2 up' }));
    expect((within(screen.getAllByTestId('faq-item')[0]!).getByLabelText('Question') as HTMLInputElement).value).toBe('Camping?');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Info page content updated successfully')).toBeTruthy();
    expect((saved()[0]?.variables.input as { faq: unknown[] }).faq).toEqual([
      { question: 'Camping?', answer: 'No.' },
      { _id: 'f1', question: 'Parking?', answer: 'Yes' },
    ]);
  });

  it('a save refused because a colleague saved first keeps the typing and shows their version beside it', async () => {
    let stored = { ...infoPage, updatedAt: 'V1' };
    const { client, calls } = createTestClient((name, variables) => {
      if (name === 'AdminInfoPage') return { data: { infoPage: stored } };
      if (name !== 'AdminUpdateInfoPage') return { data: null };
      const input = variables.input as { expectedUpdatedAt?: string };
      if (input.expectedUpdatedAt !== stored.updatedAt) return gqlError(CONFLICT_MESSAGE, 'CONFLICT');
      return { data: { updateInfoPage: stored } };
    });
    renderWithProviders(<InfoContentTab />, { client, toaster: true });
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    await userEvent.clear(title);
    await userEvent.type(title, 'My club');
    stored = { ...infoPage, location: { ...infoPage.location, title: 'Their club' }, travel: { ...infoPage.travel, byCar: 'A1' }, updatedAt: 'V2' };
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const review = await screen.findByTestId('edit-conflict');
    expect(within(review).getByText('Location › Title')).toBeTruthy();
    expect(within(review).getByText('Their club')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('My club');
    await waitFor(() => expect((screen.getByLabelText('By Car') as HTMLTextAreaElement).value).toBe('A1'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Info page content updated successfully')).toBeTruthy();
    const updates = calls.filter((c) => c.operationName === 'AdminUpdateInfoPage');
    expect(updates[1]?.variables.input).toMatchObject({ location: { title: 'My club' }, travel: { byCar: 'A1' }, expectedUpdatedAt: 'V2' });
  });
});
