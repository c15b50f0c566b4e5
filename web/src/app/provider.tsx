import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { createApolloClient } from '../shared/api/apollo';

/** Everything every screen needs: theme, data client. The public-site issue brings the festival theme. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
