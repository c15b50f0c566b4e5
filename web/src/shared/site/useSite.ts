import { useQuery } from '@apollo/client/react';
import { ActiveFestivalDocument, SiteAssetsDocument } from '../../gql/graphql';

/**
 * Site assets (shared by header, footer, home, contact, SEO): one cached query.
 * Failures are silent here: callers fall back to the built-in defaults below.
 */
export function useSiteAssets() {
  const { data, loading, error } = useQuery(SiteAssetsDocument, { fetchPolicy: 'cache-first' });
  return { assets: data?.siteAssets ?? null, loading, error };
}

/** The active festival (ticket link); null when none or on failure. */
export function useActiveFestival() {
  const { data, loading, error } = useQuery(ActiveFestivalDocument, { fetchPolicy: 'cache-first' });
  return { festival: data?.activeFestival ?? null, loading, error };
}

/** The built-in defaults a page shows while site assets are missing. */
export const SITE_DEFAULTS = {
  logoText: 'Metal Gates',
  location: 'Quantic Club, Bucharest',
  copyright: '© 2024 Metal Gates Festival. All rights reserved.',
  facebook: 'https://www.facebook.com/metalgatesfestival',
  instagram: 'https://www.instagram.com/metalgatesfestival',
  youtube: 'https://www.youtube.com/@metalgatesfestival',
  countdownDate: '2025-09-26T14:00:00.000Z',
} as const;
