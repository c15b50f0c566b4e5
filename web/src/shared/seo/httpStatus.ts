import { createContext, useContext, useEffect } from 'react';

/** Filled in during a server render so the response carries the page's HTTP status (404 pages). */
export const HttpStatusContext = createContext<{ status: number } | null>(null);

/**
 * Marks the page as "not found": during a server render the response becomes a 404 (the server
 * adds `noindex` to its head); in the browser, a page reached in-app gets the same `noindex` meta
 * for as long as it is shown, so a crawler that runs scripts does not index it either.
 */
export function useNotFoundStatus(notFound = true) {
  const target = useContext(HttpStatusContext);
  if (target && notFound) target.status = 404;
  useEffect(() => {
    if (!notFound) return;
    // The server's tag when this page was server-rendered, else our own: removed when the visitor
    // moves on in-app, so the next page is not marked too.
    const robots =
      document.head.querySelector<HTMLMetaElement>('meta[name="robots"]') ??
      document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots' }));
    robots.content = 'noindex';
    return () => robots.remove();
  }, [notFound]);
}
