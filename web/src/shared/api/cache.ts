import { InMemoryCache } from '@apollo/client';

/**
 * Objects without an id that several queries select in part (the footer asks for the info page's
 * location title, the info page for all of it; the header and the home page ask for different site
 * assets) are merged field by field instead of the last answer replacing the first. Without this,
 * whichever query finished last decided what the cache (and the server render's hand-over) kept.
 */
const mergedSingletons = ['InfoPage', 'InfoLocation', 'InfoTravel', 'InfoRules', 'SiteAssets', 'ImageVariants', 'SocialLinks'];

export function createCache() {
  return new InMemoryCache({
    typePolicies: Object.fromEntries(mergedSingletons.map((type) => [type, { merge: true }])),
  });
}
