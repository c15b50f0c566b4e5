// The running order and my schedule are chunks of their own, loaded when their route renders: the
// lineup page imports this door for its favourite buttons, and with the pages in it every lineup
// visitor downloaded the running order's tabs, inputs and breakpoints (~8 KB brotli). Both pages
// are client-rendered (server/http/pageRenderer.ts), so no hydration waits for them. Loaders, not
// lazy components: the app's router wraps each page in its own lazy (a lazy that resolves to a
// lazy is React error 306, a blank page).
export const loadMySchedulePage = async () => (await import('./MySchedulePage')).MySchedulePage;
export const loadRunningOrderPage = async () => (await import('./RunningOrderPage')).RunningOrderPage;
export { FavouriteButton } from './FavouriteButton';
export { festivalTimeRange } from './festivalTime';
export { FAVOURITES_KEY } from './favouritesStorage';
