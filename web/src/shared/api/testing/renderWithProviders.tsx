import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { Toaster } from '../../ui/toaster';

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

/** Chakra + the given Apollo client + a memory router at `route` + the toaster, inside `wrapper`. */
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
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={client}>
        <Wrapper>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          {toaster && <Toaster />}
        </Wrapper>
      </ApolloProvider>
    </ChakraProvider>,
  );
}
