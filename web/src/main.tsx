import { APOLLO_STATE_ID } from '@domain/pageData';
import { LOCALE_TAGS, localeOfPath } from '@domain/siteLocale';
import type { I18n } from '@lingui/core';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './features/offline';
import { markVisitLogged } from './features/startup';
import { createApolloClient } from './shared/api/apollo';
import { englishI18n, loadI18n } from './shared/i18n';
import { onAppReady } from './shared/lib/appReady';
import { browserEmotionCache } from './shared/theme';

const root = document.getElementById('root')!;
const emotionCache = browserEmotionCache();
const serverState = document.getElementById(APOLLO_STATE_ID);

function start(i18n: I18n) {
  if (serverState && root.firstElementChild) {
    // Server-rendered public page: adopt its markup, starting from the data it was rendered with.
    // Its page-start script (app/pageStart.ts) has logged the visit already.
    markVisitLogged();
    const client = createApolloClient(locale);
    client.cache.restore(JSON.parse(serverState.textContent || '{}'));
    // The page's data came with it: hydration asks the API for nothing. Once the app has the page,
    // queries ask the server again as usual (createApolloClient's cache-and-network).
    client.prioritizeCacheValues = true;
    onAppReady(() => setTimeout(() => (client.prioritizeCacheValues = false)));
    // As a transition, hydration yields to the browser every few milliseconds instead of one long
    // task: the page already shows its content, and a tap hydrates the part it lands on first.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <CacheProvider value={emotionCache}>
            <App client={client} initialHealth="ok" i18n={i18n} />
          </CacheProvider>
        </StrictMode>,
      );
    });
  } else {
    // The back office and the login page are a client-rendered app.
    createRoot(root).render(
      <StrictMode>
        <CacheProvider value={emotionCache}>
          <App i18n={i18n} />
        </CacheProvider>
      </StrictMode>,
    );
  }
}

// The page's language is its path's (/ro/…: Romanian). English starts at once; Romanian first loads
// its catalog (the page-start script has preloaded it with the page's chunks).
const locale = localeOfPath(window.location.pathname);
// A rendered page has its `lang` from the server; a client-rendered one (the offline worker's shell
// for a page it did not keep as visited) is the template's English until told.
document.documentElement.lang = LOCALE_TAGS[locale];
if (locale === 'en') start(englishI18n);
else void loadI18n(locale).then(start);

registerServiceWorker();
