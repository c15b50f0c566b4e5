import { lazy } from 'react';

// The running order and my schedule are chunks of their own, loaded when their route renders: the
// lineup page imports this door for its favourite buttons, and with the pages in it every lineup
// visitor downloaded the running order's tabs, inputs and breakpoints (~8 KB brotli). Both pages
// are client-rendered (server/http/pageRenderer.ts), so no hydration waits for them.
export const MySchedulePage = lazy(async () => ({ default: (await import('./MySchedulePage')).MySchedulePage }));
export const RunningOrderPage = lazy(async () => ({ default: (await import('./RunningOrderPage')).RunningOrderPage }));
export { FavouriteButton } from './FavouriteButton';
export { festivalTimeRange } from './festivalTime';
export { FAVOURITES_KEY } from './favouritesStorage';
