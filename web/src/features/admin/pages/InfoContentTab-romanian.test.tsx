import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router-dom';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { InfoContentTab } from './InfoContentTab';

const page = (texts: { title: string; address: string; byAir: string; guidelines: string[]; question: string; answer: string }) => ({
  __typename: 'InfoPage',
  updatedAt: '2026-11-28T10:00:00.000Z',
  location: { __typename: 'InfoLocation', title: texts.title, address: texts.address, mapEmbedUrl: 'https://www.google.com/maps/embed?pb=1' },
  travel: { __typename: 'InfoTravel', byAir: texts.byAir, byCar: '', accommodation: '' },
  rules: { __typename: 'InfoRules', importantGuidelines: texts.guidelines, allowedItems: [], prohibitedItems: [], securityNote: '' },
  faq: [{ __typename: 'FaqItem', _id: 'f1', question: texts.question, answer: texts.answer }],
});
const english = page({ title: 'Quantic Club', address: 'Splaiul Independenței 319', byAir: 'Fly to OTP.', guidelines: ['Bring ID'], question: 'Parking?', answer: 'Yes, paid.' });
// As stored, `fallback: NONE`: the title translated, the rest missing (empty).
const romanian = page({ title: 'Clubul Quantic', address: '', byAir: '', guidelines: [], question: 'Parcare?', answer: '' });

/** The shell's Content Language switch on RO (it reaches a screen through the Outlet's context). */
function RomanianShell() {
  return <Outlet context={{ language: 'ro' }} />;
}

describe('Info page content tab in Romanian (#36)', () => {
  it('edits the Romanian texts with the English beside each, marks the missing ones and saves them with locale RO', async () => {
    const { client, calls } = createTestClient((name, variables) => {
      if (name === 'AdminInfoPage') return { data: { infoPage: variables.locale === 'RO' ? romanian : english } };
      if (name === 'AdminUpdateInfoPage') return { data: { updateInfoPage: english } };
      return { data: null };
    });
    renderWithProviders(
      <Routes>
        <Route element={<RomanianShell />}>
          <Route path="*" element={<InfoContentTab />} />
        </Route>
      </Routes>,
      { client, toaster: true },
    );
    expect(await screen.findByLabelText('Title')).toHaveValue('Clubul Quantic');
    expect(calls.find((c) => c.operationName === 'AdminInfoPage' && c.variables.locale === 'RO')?.variables).toEqual({ locale: 'RO', fallback: 'NONE' });
    // Address, by air, the guidelines and the answer lack Romanian.
    expect(within(screen.getByTestId('editing-romanian')).getByTestId('missing-romanian')).toHaveTextContent('RO missing · 4');
    expect(within(screen.getByTestId('english-location.title')).getByText('Quantic Club')).toBeTruthy();
    expect(within(screen.getByTestId('english-location.address')).getByText('Not translated: visitors see the English')).toBeTruthy();
    expect(within(screen.getByTestId('english-faq[0].answer')).getByText('Yes, paid.')).toBeTruthy();
    // Shared by both languages: the map link; the FAQ's items are the English page's.
    expect(screen.getByLabelText('Google Maps Embed URL')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add FAQ Item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete FAQ item 1' })).toBeNull();

    await userEvent.type(screen.getByLabelText('Address'), 'Splaiul Independenței 319, București');
    await userEvent.type(screen.getByLabelText('Answer'), 'Da, cu plată.');
    await waitFor(() => expect(within(screen.getByTestId('english-faq[0].answer')).queryByText('Not translated: visitors see the English')).toBeNull());
    // Still untranslated (empty) texts are no error: visitors read the English there.
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Info page content updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminUpdateInfoPage')?.variables).toEqual({
      locale: 'RO',
      input: {
        expectedUpdatedAt: '2026-11-28T10:00:00.000Z',
        location: { title: 'Clubul Quantic', address: 'Splaiul Independenței 319, București', mapEmbedUrl: 'https://www.google.com/maps/embed?pb=1' },
        travel: { byAir: '', byCar: '', accommodation: '' },
        rules: { importantGuidelines: [], allowedItems: [], prohibitedItems: [], securityNote: '' },
        faq: [{ _id: 'f1', question: 'Parcare?', answer: 'Da, cu plată.' }],
      },
    });
  });
});
