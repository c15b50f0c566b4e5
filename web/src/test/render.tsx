import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { system } from '../app/theme';
import { ColorModeProvider } from '../shared/ui/color-mode';
import { Toaster } from '../shared/ui/toaster';

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

/** Public-site providers: festival theme, colour mode, Apollo (test client), router, toaster. */
export function renderPublic(ui: ReactElement, { resolve, route = '/' }: { resolve: Resolver; route?: string }) {
  const { client, calls } = createTestClient(resolve);
  const result = render(
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <ApolloProvider client={client}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          <Toaster />
        </ApolloProvider>
      </ColorModeProvider>
    </ChakraProvider>,
  );
  return { ...result, client, calls };
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
