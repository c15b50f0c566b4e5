/**
 * The ids of the JSON data blocks a server-rendered page carries (written by
 * server/http/pageRenderer.ts, read in the browser by web/src/main.tsx and web/src/app/pageStart.ts).
 */

/** The Apollo cache the page was rendered with: the browser restores it, so hydration asks for nothing. */
export const APOLLO_STATE_ID = '__APOLLO_STATE__';

/** The page's modules: the app's entry first, then the chunks to preload beside it. */
export const PAGE_MODULES_ID = '__PAGE_MODULES__';
