import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { createApolloClient } from '../shared/api/apollo';
import { ColorModeProvider } from '../shared/ui/color-mode';
import { Toaster } from '../shared/ui/toaster';
import { system } from './theme';

/** Everything every screen needs: the festival theme (dark by default), data client, the toaster. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <ApolloProvider client={client}>
          {children}
          <Toaster />
        </ApolloProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
