import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { useState, type ReactNode } from 'react';
import { createApolloClient } from '../shared/api/apollo';
import { englishI18n, I18nContext, localeOf } from '../shared/i18n';
import { ColorModeProvider } from '../shared/ui/color-mode';
import { LazyToaster } from '../shared/ui/lazyToaster';
import { system } from './theme';
import { withServerGlobals } from './serverGlobals';

/** The festival system; on a server-rendered page without the global styles the page already has. */
const pageSystem = withServerGlobals(system);

/** Everything every screen needs: the festival theme (dark by default), the page's language, data client, the toaster. */
export function AppProvider({ children, client: given, i18n = englishI18n }: { children: ReactNode; client?: ApolloClient; i18n?: I18n }) {
  const [client] = useState(() => given ?? createApolloClient(localeOf(i18n)));
  return (
    <ChakraProvider value={pageSystem}>
      <ColorModeProvider>
        <I18nContext.Provider value={i18n}>
          <ApolloProvider client={client}>
            {children}
            <LazyToaster />
          </ApolloProvider>
        </I18nContext.Provider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
