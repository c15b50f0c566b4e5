import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AuthProvider } from '../AuthContext';
import type { AuthStore } from '../session';

export type Resolver = (operationName: string, variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] } | Promise<{ data?: unknown; errors?: unknown[] }>;

/** An Apollo client whose server is a function of the operation name (unknown operations fail quietly). */
export function createTestClient(resolve: Resolver) {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        Promise.resolve(resolve(operation.operationName ?? '', operation.variables)).then(
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

export function renderWithProviders(
  ui: ReactElement,
  { client, store, route = '/' }: { client: ApolloClient; store?: AuthStore; route?: string },
) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={client}>
        <AuthProvider store={store}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AuthProvider>
      </ApolloProvider>
    </ChakraProvider>,
  );
}
