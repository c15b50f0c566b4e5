import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPublic } from '../../test/render';
import { InfoPage } from './InfoPage';

const info = (over: Record<string, unknown> = {}) => ({
  __typename: 'InfoPage',
  location: { __typename: 'InfoLocation', title: 'Quantic Club', address: 'Splaiul Independenței 319', mapEmbedUrl: '' },
  travel: { __typename: 'InfoTravel', byAir: 'Fly to OTP.', byCar: 'Drive.', accommodation: 'Hotels.' },
  rules: { __typename: 'InfoRules', importantGuidelines: ['Wear the wristband'], allowedItems: ['Earplugs'], prohibitedItems: ['Glass'], securityNote: 'Bags are searched.' },
  faq: [
    { __typename: 'FaqItem', _id: 'q1', question: 'Tickets at the door?', answer: 'Yes.' },
    { __typename: 'FaqItem', _id: 'q2', question: 'Cloakroom?', answer: 'Paid.' },
  ],
  ...over,
});

describe('<InfoPage>', () => {
  it('shows location, map placeholder, travel, rules, the security note and a single-open collapsible FAQ', async () => {
    renderPublic(<InfoPage />, { resolve: () => ({ data: { infoPage: info() } }) });
    expect(await screen.findByRole('heading', { name: 'Quantic Club' })).toBeInTheDocument();
    expect(screen.getByText('Map will be available soon')).toBeInTheDocument();
    for (const h of ['By Air', 'By Car', 'Accommodation', 'Important Guidelines', 'Allowed Items', 'Prohibited Items']) {
      expect(screen.getByRole('heading', { name: h })).toBeInTheDocument();
    }
    expect(screen.getByText('Wear the wristband')).toBeInTheDocument();
    expect(screen.getByText('Bags are searched.')).toBeInTheDocument();

    const user = userEvent.setup();
    const q1 = screen.getByRole('button', { name: 'Tickets at the door?' });
    const q2 = screen.getByRole('button', { name: 'Cloakroom?' });
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    await user.click(q1);
    await waitFor(() => expect(q1).toHaveAttribute('aria-expanded', 'true'));
    q2.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(q2).toHaveAttribute('aria-expanded', 'true'));
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(q2).toHaveAttribute('aria-expanded', 'false'));
  });

  it('embeds the map when a URL is set', async () => {
    const withMap = info({ location: { __typename: 'InfoLocation', title: 'Quantic Club', address: 'x', mapEmbedUrl: 'https://www.google.com/maps?q=x&output=embed' } });
    renderPublic(<InfoPage />, { resolve: () => ({ data: { infoPage: withMap } }) });
    const map = await screen.findByTitle('Map: Quantic Club');
    expect(map).toHaveAttribute('src', 'https://www.google.com/maps?q=x&output=embed');
    // Sandboxed with the least a map needs: no forms, no top-level navigation.
    expect(map.getAttribute('sandbox')?.split(' ').sort()).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts']);
  });

  it("says 'Info not available.' when nothing was saved, and when loading fails (silently)", async () => {
    const empty = {
      __typename: 'InfoPage',
      location: { __typename: 'InfoLocation', title: '', address: '', mapEmbedUrl: '' },
      travel: { __typename: 'InfoTravel', byAir: '', byCar: '', accommodation: '' },
      rules: { __typename: 'InfoRules', importantGuidelines: [], allowedItems: [], prohibitedItems: [], securityNote: '' },
      faq: [],
    };
    const first = renderPublic(<InfoPage />, { resolve: () => ({ data: { infoPage: empty } }) });
    expect(await screen.findByText('Info not available.')).toBeInTheDocument();
    first.unmount();
    renderPublic(<InfoPage />, { resolve: () => ({ data: null, errors: [{ message: 'down' }] }) });
    expect(await screen.findByText('Info not available.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /error/i })).toBeNull();
  });
});
