import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFLICT_MESSAGE } from '@domain/versions';
import { createTestClient, gqlError, renderWithProviders, siteAssetsFixture } from '../../../test/render';
import { SettingsAdmin } from './SettingsAdmin';

/** Whether the browser would ask before leaving (the unsaved-changes guard's beforeunload). */
const leavingAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('settings saved over a colleague’s save', () => {
  it('keeps the typing, takes in what only they changed, shows both versions of what both changed; saved, nothing is left unsaved', async () => {
    let stored = { ...siteAssetsFixture(), updatedAt: '2026-01-01T00:00:00.000Z' };
    const { client, calls } = createTestClient((name, variables) => {
      if (name === 'SiteAssets') return { data: { siteAssets: stored } };
      if (name === 'AdminFestivals') return { data: { festivals: [] } };
      if (name !== 'AdminUpdateSiteAssets') return { data: null };
      const input = variables.input as Record<string, string>;
      if (input.expectedUpdatedAt !== stored.updatedAt) return gqlError(CONFLICT_MESSAGE, 'CONFLICT');
      stored = { ...stored, ...input, updatedAt: '2026-01-03T00:00:00.000Z' };
      return { data: { updateSiteAssets: stored } };
    });
    renderWithProviders(<SettingsAdmin />, { client, toaster: true });
    await userEvent.click(await screen.findByRole('tab', { name: 'Social Media' }));
    const facebook = (await screen.findByLabelText('Facebook URL')) as HTMLInputElement;
    await waitFor(() => expect(facebook.value).toBe('https://facebook.example/mg'));
    await userEvent.clear(facebook);
    await userEvent.type(facebook, 'https://facebook.example/mine');
    expect(leavingAsks()).toBe(true);

    // A colleague saves the Facebook and Instagram links first.
    stored = { ...stored, facebook: 'https://facebook.example/theirs', instagram: 'https://instagram.example/theirs', updatedAt: '2026-01-02T00:00:00.000Z' };
    await userEvent.click(screen.getByRole('button', { name: 'Save Social Media Links' }));
    const review = await screen.findByTestId('edit-conflict');
    expect(within(review).getByText('https://facebook.example/theirs')).toBeTruthy();
    expect((screen.getByLabelText('Facebook URL') as HTMLInputElement).value).toBe('https://facebook.example/mine');
    await waitFor(() => expect((screen.getByLabelText('Instagram URL') as HTMLInputElement).value).toBe('https://instagram.example/theirs'));

    await userEvent.click(screen.getByRole('button', { name: 'Save Social Media Links' }));
    expect(await screen.findByText('Social Media settings updated.')).toBeTruthy();
    const updates = calls.filter((c) => c.operationName === 'AdminUpdateSiteAssets');
    expect(updates[1]!.variables.input).toMatchObject({ facebook: 'https://facebook.example/mine', instagram: 'https://instagram.example/theirs', expectedUpdatedAt: '2026-01-02T00:00:00.000Z' });
    await waitFor(() => expect(screen.queryByTestId('edit-conflict')).toBeNull());
    expect(leavingAsks()).toBe(false);
  });
});
