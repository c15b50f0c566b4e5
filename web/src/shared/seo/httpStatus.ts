import { createContext, useContext } from 'react';

/** Filled in during a server render so the response carries the page's HTTP status (404 pages). */
export const HttpStatusContext = createContext<{ status: number } | null>(null);

/** Marks the page being server-rendered as "not found"; no effect in the browser. */
export function useNotFoundStatus(notFound = true) {
  const target = useContext(HttpStatusContext);
  if (target && notFound) target.status = 404;
}
