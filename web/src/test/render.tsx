import { expect } from '@jest/globals';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { system } from '../app/theme';
import { ColorModeProvider } from '../shared/ui/color-mode';
import { Toaster } from '../shared/ui/toaster';

/** The app's Chakra system, for tests that render with a bare ChakraProvider. */
export { system };

export type GqlResult = { data?: unknown; errors?: unknown[] };
export type Resolver = (operationName: string, variables: Record<string, unknown>) => GqlResult | Promise<GqlResult>;

/** An Apollo client whose "server" is a function of the operation name; records every call. */
export function createTestClient(resolve: Resolver) {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        Promise.resolve()
          .then(() => resolve(operation.operationName ?? '', operation.variables))
          .then(
            (result) => {
              observer.next(result as never);
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), calls };
}

/**
 * The app's providers around `ui`: festival theme, colour mode, the given Apollo client, a memory
 * router at `route`, optionally the toaster, all inside `wrapper` (e.g. an auth provider).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    client,
    route = '/',
    wrapper: Wrapper = ({ children }) => <>{children}</>,
    toaster = false,
  }: { client: ApolloClient; route?: string; wrapper?: ComponentType<{ children: ReactNode }>; toaster?: boolean },
) {
  return render(
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <ApolloProvider client={client}>
          <Wrapper>
            <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
            {toaster && <Toaster />}
          </Wrapper>
        </ApolloProvider>
      </ColorModeProvider>
    </ChakraProvider>,
  );
}

/** Public-site screens: a test client answered by `resolve`, and the toaster. */
export function renderPublic(ui: ReactElement, { resolve, route = '/' }: { resolve: Resolver; route?: string }) {
  const { client, calls } = createTestClient(resolve);
  return { ...renderWithProviders(ui, { client, route, toaster: true }), client, calls };
}

export const gqlError = (message: string, code = 'INTERNAL_SERVER_ERROR'): GqlResult => ({
  data: null,
  errors: [{ message, extensions: { code } }],
});

/** Site assets with every field, as the server answers them. */
export function siteAssetsFixture(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SiteAssets',
    logo: null,
    heroImage: null,
    mobileHeroImage: null,
    bannerText: 'Banner line',
    countdownDate: '2030-09-26T14:00:00.000Z',
    contactEmails: [
      { __typename: 'ContactEmail', email: 'info@metalgates.test', purpose: 'General information' },
      { __typename: 'ContactEmail', email: 'press@metalgates.test', purpose: 'Press' },
    ],
    copyright: '© 2030 Metal Gates Festival. All rights reserved.',
    gtmId: '',
    facebook: 'https://facebook.example/mg',
    instagram: 'https://instagram.example/mg',
    youtube: 'https://youtube.example/mg',
    seoTitles: {},
    seoDescriptions: {},
    ...overrides,
  };
}

/** A band as the server answers it (no links, no set time); `_id` is `id-<name>`. */
export function bandFixture<T extends Record<string, unknown>>(name: string, overrides: T = {} as T) {
  return {
    __typename: 'Band',
    _id: `id-${name}`,
    name,
    country: 'Romania',
    genre: null,
    image: null,
    imageVariants: null,
    performanceDay: '26 September - DAY 1',
    order: 1,
    biography: `${name} biography.`,
    spotifyEmbed: null,
    socialLinks: { __typename: 'SocialLinks', facebook: null, instagram: null, youtube: null, tiktok: null, bandcamp: null, website: null },
    stageId: null,
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}

/** A partner as the server answers it (no link, no logo, published, order 1, last changed 2026-01-01). */
export function partnerFixture(_id: string, name: string, tier: string, overrides: Record<string, unknown> = {}) {
  const stored = { order: 1, logo: null, logoVariants: null, status: 'published', publishAt: null, updatedAt: '2026-01-01T00:00:00.000Z' };
  return { __typename: 'Partner', _id, name, url: null, tier, ...stored, ...overrides };
}

/**
 * Images by accessible name, in page order: the first is the page's largest paint above the fold
 * (eager, high fetch priority), every other one waits until it comes near the view (lazy).
 */
export function expectOnlyFirstImageEager(names: string[]) {
  const images = names.map((name) => screen.getByRole('img', { name }));
  expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', ...names.slice(1).map(() => 'lazy')]);
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
}

type FixtureBand = ReturnType<typeof bandFixture>;

/**
 * The lineup's reads answered over `bands` as the server would: the days and stages, a day's page
 * in lineup order (`limit`; `cursor` is the index to continue from), the search's names and one
 * band's details (an unknown id is NOT_FOUND).
 */
export function lineupResolver(bands: readonly FixtureBand[], { stages = [] as unknown[], days = null as string[] | null } = {}) {
  return (op: string, variables: Record<string, unknown>): GqlResult => {
    if (op === 'LineupDays') return { data: { stages, activeFestival: days && { __typename: 'Festival', _id: 'f', days: days.map((label) => ({ __typename: 'FestivalDay', label })) } } };
    if (op === 'Lineup') return { data: { bands, stages } };
    if (op === 'LineupSearch') return { data: { bands } };
    if (op === 'BandDetails') {
      const found = bands.find((b) => b._id === variables.id);
      return found ? { data: { band: found } } : gqlError('Band not found', 'NOT_FOUND');
    }
    if (op === 'LineupDay') {
      const day = bands.filter((b) => b.performanceDay === variables.day).sort((a, b) => Number(a.order) - Number(b.order));
      const from = Number(variables.cursor ?? 0);
      const limit = Number(variables.limit);
      const items = day.slice(from, from + limit);
      const next = from + limit < day.length ? String(from + limit) : null;
      const prev = from > 0 ? (from - limit > 0 ? String(from - limit) : null) : null;
      return { data: { bandsPage: { __typename: 'BandPage', items, nextCursor: next, prevCursor: prev, total: day.length } } };
    }
    return { data: null };
  };
}

/** A `<many>Page` answer holding `items` whole (one page, no next): the admin lists read pages (#37). */
export function pageFixture<T>(typename: string, items: readonly T[]) {
  return { __typename: typename, items, nextCursor: null, total: items.length };
}

/**
 * Clicks `element` once it takes pointer events. A dialog opened over another one gets them a
 * moment after it is in the document (the layer below keeps `pointer-events: none` on the page
 * until the new layer is registered); user-event refuses a click before that without dispatching
 * anything, so trying again is safe.
 */
export async function clickWhenReady(element: Element) {
  await waitFor(() => userEvent.click(element));
}
