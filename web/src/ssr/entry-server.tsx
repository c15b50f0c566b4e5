import { ApolloClient, ApolloLink, type DocumentNode } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from '@apollo/client/utilities';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Kind } from 'graphql';
// The edge build renders to a web stream and, unlike the Node build, does not run every render
// inside an AsyncLocalStorage: the first `run()` of one turns on async hooks for the whole process,
// after which every request, promise and timer pays for them (the cached 304 path ~4 % of its CPU).
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { localeOfPath, type SiteLocale } from '@domain/siteLocale';
import type { I18n } from '@lingui/core';
import { AppRoutes, routerBasename } from '../app/App';
import { AppProvider } from '../app/provider';
import { RenderedPageModules } from '../app/publicPages';
import { createCache as createApolloCache } from '../shared/api/cache';
import { createI18n, englishI18n, localeLink } from '../shared/i18n';
import { messages as romanianMessages } from '../shared/i18n/generated/ro';
import { serverEmotionCache, serverStyleTags } from '../shared/theme';
import { HttpStatusContext } from '../shared/seo/httpStatus';

/**
 * Runs one GraphQL operation against the server's own schema, as an anonymous visitor. The render
 * runs in a worker thread and the operation on the server's main thread (where the database is):
 * the query goes over as its text, which the server's Apollo parses once and keeps.
 */
export type ExecuteOperation = (request: {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}) => Promise<ApolloLink.Result>;

export interface RenderedApp {
  status: number;
  /** The markup that goes inside `<div id="root">`. */
  appHtml: string;
  /** `<style data-emotion>` tags for every class the markup uses, plus the global styles. */
  styleTags: string;
  /** The Apollo cache after the render: the browser restores it so hydration asks for nothing. */
  apolloState: Record<string, unknown>;
  /** Source paths (Vite manifest keys) of the lazy page modules the render used. */
  pageModules: string[];
}

/** The response keys an operation asks for at its root. */
function rootKeys(query: DocumentNode): string[] {
  return query.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION ? d.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.alias?.value ?? s.name.value] : [])) : [],
  );
}

/**
 * A record that does not exist (every error NOT_FOUND on a root field) becomes `null` data. Apollo
 * keeps no errors in its cache, so the browser would have nothing to hydrate the not-found page
 * with and would ask again; a cached null renders the same not-found page on both sides.
 */
export function notFoundAsNull(query: DocumentNode, result: ApolloLink.Result): ApolloLink.Result {
  const errors = result.errors ?? [];
  if (result.data || errors.length === 0) return result;
  if (!errors.every((e) => e.extensions?.code === 'NOT_FOUND' && e.path?.length === 1)) return result;
  const missing = new Set(errors.map((e) => String(e.path![0])));
  const keys = rootKeys(query);
  if (!keys.every((k) => missing.has(k))) return result;
  return { data: Object.fromEntries(keys.map((k) => [k, null])) };
}

function inProcessLink(execute: ExecuteOperation) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        // Apollo's print keeps the text of each document it printed: once per query, not per render.
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(notFoundAsNull(operation.query, result));
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/** One instance per language for every render of this thread (never re-activated: renders interleave). */
const I18N: Record<SiteLocale, I18n> = { en: englishI18n, ro: createI18n('ro', romanianMessages) };

/** The Romanian catalog's chunk: a Romanian page preloads it with its page's chunks (main.tsx loads it). */
export const ROMANIAN_CATALOG_MODULE = 'src/shared/i18n/generated/ro.ts';

/**
 * Renders one public URL with the same components as the browser: StaticRouter for the location,
 * an Apollo Client in SSR mode whose link executes operations in-process, and an Emotion cache
 * whose critical styles are extracted for the page head.
 */
export async function renderApp(url: string, execute: ExecuteOperation): Promise<RenderedApp> {
  const locale = localeOfPath(new URL(url, 'http://page').pathname);
  const i18n = I18N[locale];
  const client = new ApolloClient({ ssrMode: true, link: localeLink(locale).concat(inProcessLink(execute)), cache: createApolloCache() });
  const emotionCache = serverEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  const httpStatus = { status: 200 };
  const pageModules = new Set<string>(locale === 'ro' ? [ROMANIAN_CATALOG_MODULE] : []);
  const { result } = await prerenderStatic({
    tree: (
      <CacheProvider value={emotionCache}>
        <HttpStatusContext.Provider value={httpStatus}>
          <RenderedPageModules.Provider value={pageModules}>
            <AppProvider client={client} i18n={i18n}>
              <StaticRouter location={url} basename={routerBasename(i18n)}>
                <AppRoutes initialHealth="ok" />
              </StaticRouter>
            </AppProvider>
          </RenderedPageModules.Provider>
        </HttpStatusContext.Provider>
      </CacheProvider>
    ),
    renderFunction: prerender,
  });
  const styleTags = serverStyleTags(emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(result)));
  return {
    status: httpStatus.status,
    appHtml: result,
    styleTags,
    apolloState: client.extract() as Record<string, unknown>,
    pageModules: [...pageModules],
  };
}
