import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createTestClient, renderWithProviders, type Resolver } from '../../../test/render';
import { AuthProvider, AuthStore } from '../../auth';
import { countdownText } from './countdown';
import { releaseErrors } from './ReleaseDialog';
import { ReleasesAdmin } from './ReleasesAdmin';

const HOUR = 3600 * 1000;
const release = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Release',
  _id: id,
  name,
  publishAt: new Date(Date.now() + 26 * HOUR).toISOString(),
  status: 'scheduled',
  items: [{ __typename: 'ReleaseItem', collection: 'bands', _id: 'b1', title: 'Wave Band A', changes: null, foldedAt: null, foldError: null }],
  siteAssets: { bannerText: 'Twelve new bands!', heroImage: '/api/uploads/hero-1.png' },
  ...overrides,
});
const candidates = {
  bands: [
    { __typename: 'Band', _id: 'b1', title: 'Wave Band A', status: 'published', publishAt: null },
    { __typename: 'Band', _id: 'b2', title: 'Draft Band', status: 'draft', publishAt: null },
  ],
  news: [{ __typename: 'NewsArticle', _id: 'n1', title: 'Wave News', status: 'draft', publishAt: null }],
  archives: [],
  partners: [],
};

function renderAs(role: 'admin' | 'editor', resolve: Resolver) {
  const store = new AuthStore({ initialState: { loading: false, user: { _id: 'u1', email: `${role}@example.com`, role, createdAt: '2025-01-01T00:00:00.000Z' } } });
  const SignedIn = ({ children }: { children: ReactNode }) => <AuthProvider store={store}>{children}</AuthProvider>;
  const { client, calls } = createTestClient(resolve);
  renderWithProviders(<ReleasesAdmin />, { client, route: '/admin/releases', wrapper: SignedIn, toaster: true });
  return calls;
}

describe('ReleasesAdmin', () => {
  it('lists releases with status, countdown and contents; adds a draft, makes a preview link and publishes now', async () => {
    let current = [release('r1', 'Wave one'), release('r0', 'Old wave', { status: 'published', publishAt: '2026-01-01T18:00:00.000Z', items: [], siteAssets: null })];
    const calls = renderAs('admin', (name, variables) => {
      if (name === 'AdminReleases') return { data: { releases: current } };
      if (name === 'AdminReleaseCandidates') return { data: candidates };
      if (name === 'AdminUpdateRelease') {
        const items = ((variables.input as { items?: { collection: string; _id: string }[] }).items ?? []).map((i) => ({ __typename: 'ReleaseItem', ...i, title: i._id === 'n1' ? 'Wave News' : 'Wave Band A', changes: null, foldedAt: null, foldError: null }));
        if (items.length) current = [{ ...current[0]!, items }, current[1]!];
        return { data: { updateRelease: current[0] } };
      }
      if (name === 'AdminCreatePreview') return { data: { createPreview: { __typename: 'Preview', _id: 'p1', url: 'https://metalgates.example/preview/r1.123.sig', expiresAt: '2026-09-21T12:00:00.000Z' } } };
      if (name === 'AdminPublishRelease') return { data: { publishRelease: { ...current[0], status: 'published' } } };
      return { data: null };
    });

    const cards = await screen.findAllByTestId('release');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Wave one', 'Old wave']);
    const wave = cards[0]!;
    expect(within(wave).getByTestId('release-status').textContent).toBe('Scheduled');
    expect(within(wave).getByTestId('release-countdown').textContent).toMatch(/^in 1 d (01:59:5\d|02:00:00)$/);
    expect(within(cards[1]!).getByTestId('release-status').textContent).toBe('Published');
    expect(within(wave).getAllByTestId('release-item').map((i) => i.textContent)).toEqual(['LineupWave Band A']);
    expect((within(wave).getByRole('textbox', { name: 'Banner line at the instant' }) as HTMLInputElement).value).toBe('Twelve new bands!');

    // Only drafts are offered; adding one sends the whole set.
    const picker = within(wave).getByRole('combobox', { name: 'Draft to add' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Add a draft…', 'Draft Band', 'Wave News']);
    await userEvent.selectOptions(picker, 'news/n1');
    await userEvent.click(within(wave).getByRole('button', { name: 'Add' }));
    expect(calls.find((c) => c.operationName === 'AdminUpdateRelease')?.variables).toEqual({ id: 'r1', input: { items: [{ collection: 'bands', _id: 'b1' }, { collection: 'news', _id: 'n1' }] } });
    expect(await within(wave).findByText('Wave News')).toBeTruthy();

    // A hero image for the instant: uploaded into the release at once; the pending one can be taken out.
    const hero = new File([new Uint8Array([137, 80, 78, 71])], 'hero.png', { type: 'image/png' });
    await userEvent.upload(within(wave).getByTestId('Mobile hero image at the instant input'), hero);
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminUpdateRelease').at(-1)?.variables).toEqual({ id: 'r1', input: { mobileHeroImage: hero } }));
    await userEvent.click(within(wave).getByRole('button', { name: 'Remove Image' }));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminUpdateRelease').at(-1)?.variables).toEqual({ id: 'r1', input: { clearImages: ['heroImage'] } }));

    await userEvent.click(within(wave).getByRole('button', { name: 'Preview' }));
    expect(((await within(wave).findByRole('textbox', { name: 'Preview link' })) as HTMLInputElement).value).toBe('https://metalgates.example/preview/r1.123.sig');
    expect(calls.find((c) => c.operationName === 'AdminCreatePreview')?.variables).toEqual({ releaseId: 'r1' });

    // The question takes focus (on the safe answer) and gives it back: the button pressed is gone meanwhile.
    await userEvent.click(within(wave).getByRole('button', { name: 'Publish now' }));
    expect(document.activeElement).toBe(within(wave).getByRole('button', { name: 'Keep it scheduled' }));
    await userEvent.click(within(wave).getByRole('button', { name: 'Keep it scheduled' }));
    expect(document.activeElement).toBe(within(wave).getByRole('button', { name: 'Publish now' }));
    await userEvent.click(within(wave).getByRole('button', { name: 'Publish now' }));
    await userEvent.click(within(wave).getByRole('button', { name: 'Yes, publish now' }));
    expect(await screen.findByText('Wave one is public')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(wave).getByRole('heading', { name: 'Wave one' })));
    expect(calls.find((c) => c.operationName === 'AdminPublishRelease')?.variables).toEqual({ id: 'r1' });
  });

  it('shows an editor the banner line read-only, and creates a release in festival time', async () => {
    const calls = renderAs('editor', (name) => {
      if (name === 'AdminReleases') return { data: { releases: [release('r1', 'Wave one')] } };
      if (name === 'AdminReleaseCandidates') return { data: candidates };
      if (name === 'AdminCreateRelease') return { data: { createRelease: release('r2', 'Wave two', { items: [], siteAssets: null }) } };
      return { data: null };
    });
    const wave = await screen.findByTestId('release');
    expect(within(wave).getByTestId('pending-banner').textContent).toBe('Banner line at the instant: “Twelve new bands!” (Site settings are changed by an admin.)');
    expect(within(wave).queryByRole('textbox', { name: 'Banner line at the instant' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'New release' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Wave two');
    const when = dialog.querySelector('input[name="when"]') as HTMLInputElement;
    await userEvent.type(when, '2099-09-26T20:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create release' }));
    expect(await screen.findByText('Wave two created: add its contents on its card')).toBeTruthy();
    // 20:00 in Bucharest in September is 17:00 UTC (summer time).
    expect(calls.find((c) => c.operationName === 'AdminCreateRelease')?.variables).toEqual({ name: 'Wave two', publishAt: '2099-09-26T17:00:00.000Z' });
  });

  it("shows on a published release's card each change that could not be written at its instant, and why", async () => {
    const published = '2026-09-01T18:00:00.000Z';
    const items = [
      { __typename: 'ReleaseItem', collection: 'bands', _id: 'b9', title: '(deleted)', changes: { genre: 'Jazz' }, foldedAt: published, foldError: 'The band was deleted before the release' },
      { __typename: 'ReleaseItem', collection: 'bands', _id: 'b1', title: 'Wave Band A', changes: { genre: 'Doom' }, foldedAt: published, foldError: null },
    ];
    renderAs('editor', (name) => {
      if (name === 'AdminReleases') return { data: { releases: [release('r5', 'Set times', { status: 'published', publishAt: published, items, siteAssets: null })] } };
      if (name === 'AdminReleaseCandidates') return { data: candidates };
      return { data: null };
    });
    const card = await screen.findByTestId('release');
    expect(within(card).getByTestId('release-not-applied').textContent?.trim()).toBe('1 change not applied');
    const [failed, written] = within(card).getAllByTestId('release-item');
    expect(within(failed!).getByText('Not applied')).toBeTruthy();
    expect(within(failed!).getByTestId('release-fold-error').textContent).toBe('The band was deleted before the release.');
    expect(within(written!).queryByText('Not applied')).toBeNull();
    expect(within(written!).queryByTestId('release-fold-error')).toBeNull();
  });

  it('counts down and checks name and instant', () => {
    const now = Date.parse('2026-09-20T12:00:00.000Z');
    expect(countdownText('2026-09-22T14:03:04.000Z', now)).toBe('in 2 d 02:03:04');
    expect(countdownText('2026-09-20T12:00:09.000Z', now)).toBe('in 00:00:09');
    expect(countdownText('2026-09-20T11:00:00.000Z', now)).toBe('now');
    expect(releaseErrors({ name: ' ', when: '' }, now)).toEqual({ name: 'Name is required', when: 'When is required' });
    expect(releaseErrors({ name: 'x', when: '2026-09-20T14:00' }, now)).toEqual({ when: 'Must be in the future (or use Publish now)' });
    expect(releaseErrors({ name: 'x', when: '2026-09-20T16:00' }, now)).toEqual({});
  });
});
