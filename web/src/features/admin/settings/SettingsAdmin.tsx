import { Box, Tabs } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useRef } from 'react';
import { AdminSiteAssetsDocument, SiteAssetsDocument, type SiteAssetsFieldsFragment } from '../gql/graphql';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { SingletonHistory } from '../history/SingletonHistory';
import { ROMANIAN_AS_STORED, useContentLanguage } from '../common/translation';
import { AssetsVersionContext, type AssetsVersion } from './assetsVersion';
import { FestivalTab } from './FestivalTab';
import { GeneralTab, ImagesTab, SeoTab, SocialTab, TrackingTab } from './SiteAssetTabs';

const TABS = [
  ['festival', 'Festival'],
  ['general', 'General'],
  ['images', 'Images'],
  ['tracking', 'Tracking'],
  ['seo', 'SEO'],
  ['social', 'Social Media'],
] as const;

/**
 * /admin/settings: festival, general, images, tracking, SEO and social tabs. With the Content
 * Language switch on RO (#36) the festival, general and SEO tabs edit their Romanian texts (read as
 * stored, past Apollo's cache), the English beside; images, tracking and social links are the same
 * in both languages.
 */
export function SettingsAdmin() {
  const romanian = useContentLanguage() === 'ro';
  // Site-asset load failures are silently ignored: the tabs then start from empty values.
  const { data, loading, refetch } = useQuery(SiteAssetsDocument, { fetchPolicy: 'cache-and-network' });
  const stored = useQuery(AdminSiteAssetsDocument, { variables: ROMANIAN_AS_STORED, fetchPolicy: 'no-cache', skip: !romanian });
  const assets = data?.siteAssets;
  const romanianAssets = stored.data?.siteAssets;
  const refetchStored = stored.refetch;
  const ready = (!loading || !!data) && (!romanian || (!!romanianAssets && !!assets));
  // The version the forms started from: taken with the values they are first filled with.
  const loadedVersion = useRef<string | null | undefined>(undefined);
  if (loadedVersion.current === undefined && assets) loadedVersion.current = assets.updatedAt ?? null;
  const reloadListeners = useRef(new Set<(assets: SiteAssetsFieldsFragment) => void>());
  const version = useMemo<AssetsVersion>(
    () => ({
      current: () => loadedVersion.current ?? null,
      saved: (updatedAt) => {
        loadedVersion.current = updatedAt ?? null;
      },
      reload: async () => {
        const fresh = (await refetch()).data?.siteAssets ?? null;
        loadedVersion.current = fresh?.updatedAt ?? null;
        // The forms take in the language they edit.
        const shown = romanian ? ((await refetchStored()).data?.siteAssets ?? null) : fresh;
        if (shown) reloadListeners.current.forEach((listener) => listener(shown));
        return fresh;
      },
      onReload: (listener) => {
        reloadListeners.current.add(listener);
        return () => reloadListeners.current.delete(listener);
      },
    }),
    [refetch, romanian, refetchStored],
  );
  // Forms start from the loaded values (they mount again when the first load lands); a reload after
  // a conflict is taken in by each form, keeping what was typed.
  const formKey = `${romanian ? 'ro' : 'en'}-${assets ? 'loaded' : 'empty'}`;
  // The texts' tabs in the language edited.
  const texts = romanian && romanianAssets ? { assets: romanianAssets, english: assets } : { assets };

  return (
    <Box>
      <PageHeader
        title="Settings"
        description="Festival details, site-wide texts, images, tracking, SEO and social links."
        actions={<SingletonHistory collection="siteAssets" label="Settings history" onRestored={() => void version.reload()} />}
      />
      <AssetsVersionContext.Provider value={version}>
      <Tabs.Root defaultValue="festival" variant="line" colorPalette="blood" lazyMount>
        {/* The tabs wrap onto a second line on a phone: every tab stays in sight (a scrolled row hid SEO and Social Media). */}
        <Tabs.List flexWrap="wrap" mb="6">
          {TABS.map(([value, label]) => (
            <Tabs.Trigger key={value} value={value}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="festival">
          <FestivalTab />
        </Tabs.Content>
        <Tabs.Content value="general">{ready ? <GeneralTab key={formKey} {...texts} /> : <LoadingBlock />}</Tabs.Content>
        <Tabs.Content value="images">{ready ? <ImagesTab assets={assets} /> : <LoadingBlock />}</Tabs.Content>
        <Tabs.Content value="tracking">{ready ? <TrackingTab key={formKey} assets={assets} /> : <LoadingBlock />}</Tabs.Content>
        <Tabs.Content value="seo">{ready ? <SeoTab key={formKey} {...texts} /> : <LoadingBlock />}</Tabs.Content>
        <Tabs.Content value="social">{ready ? <SocialTab key={formKey} assets={assets} /> : <LoadingBlock />}</Tabs.Content>
      </Tabs.Root>
      </AssetsVersionContext.Provider>
    </Box>
  );
}
