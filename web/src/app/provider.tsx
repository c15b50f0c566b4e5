import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { createApolloClient } from '../shared/api/apollo';
import { ColorModeProvider } from '../shared/ui/color-mode';
import { LazyToaster } from '../shared/ui/lazyToaster';
import { system } from './theme';
import { withServerGlobals } from './serverGlobals';

/** The festival system; on a server-rendered page without the global styles the page already has. */
const pageSystem = withServerGlobals(system);

/** Everything every screen needs: the festival theme (dark by default), data client, the toaster. */
export function AppProvider({ children, client: given }: { children: ReactNode; client?: ApolloClient }) {
  const [client] = useState(() => given ?? createApolloClient());
  return (
    <ChakraProvider value={pageSystem}>
      <ColorModeProvider>
        <ApolloProvider client={client}>
          {children}
          <LazyToaster />
        </ApolloProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
