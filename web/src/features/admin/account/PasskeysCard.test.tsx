import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { PasskeysCard } from './PasskeysCard';

describe('PasskeysCard', () => {
  it('keeps the body padding when there is no passkey: "No passkeys yet." does not run into the description', async () => {
    const { client } = createTestClient((name) => {
      if (name === 'MyPasskeys') return { data: { passkeys: [] } };
      if (name === 'TwoFactorStatus') return { data: { twoFactor: { __typename: 'TwoFactorStatus', enabled: false, recoveryCodesLeft: 0, required: false, satisfied: true } } };
      return { data: null };
    });
    renderWithProviders(<PasskeysCard />, { client, route: '/admin/account' });
    const body = (await screen.findByText('No passkeys yet.')).closest('.chakra-card__body') as HTMLElement;
    expect(getComputedStyle(body).paddingTop).not.toBe('0px');
  });
});
