import { InMemoryCache, type FieldMergeFunction, type StoreObject } from '@apollo/client';

/**
 * Objects without an id that several queries select in part (the footer asks for the info page's
 * location title, the info page for all of it; the header and the home page ask for different site
 * assets) are merged field by field instead of the last answer replacing the first. Without this,
 * whichever query finished last decided what the cache (and the server render's hand-over) kept.
 */
const mergedSingletons = ['InfoPage', 'InfoLocation', 'InfoTravel', 'InfoRules', 'SiteAssets', 'ImageVariants', 'SocialLinks'];

/**
 * The same for a list of id-less objects: a festival's days, which the lineup selects as labels
 * and the header's active festival with their dates. The list itself is the incoming one; an item
 * at the same place with the same label keeps the fields the other query asked for (without this
 * the lineup's answer dropped the dates, and hydration asked the server again and mismatched).
 */
const mergeDaysByLabel: FieldMergeFunction<StoreObject[] | undefined> = (existing, incoming, { mergeObjects, readField }) =>
  incoming?.map((day, i) => {
    const before = existing?.[i];
    return before && readField('label', before) === readField('label', day) ? mergeObjects(before, day) : day;
  });

export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      ...Object.fromEntries(mergedSingletons.map((type) => [type, { merge: true }])),
      Festival: { fields: { days: { merge: mergeDaysByLabel } } },
    },
  });
}
