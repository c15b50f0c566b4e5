import { Box, Tabs } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { SiteAssetsDocument } from '../../../gql/graphql';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
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

/** /admin/settings: festival, general, images, tracking, SEO and social tabs. */
export function SettingsAdmin() {
  // Site-asset load failures are silently ignored: the tabs then start from empty values.
  const { data, loading } = useQuery(SiteAssetsDocument, { fetchPolicy: 'cache-and-network' });
  const assets = data?.siteAssets;
  const ready = !loading || !!data;
  // Forms start from the loaded values; they remount when the first load lands.
  const formKey = assets ? 'loaded' : 'empty';

  return (
    <Box>
      <PageHeader title="Settings" description="Festival details, site-wide texts, images, tracking, SEO and social links." />
      <Tabs.Root defaultValue="festival" variant="line" colorPalette="blood" lazyMount>
        <Box overflowX="auto" mb="6">
          <Tabs.List minW="max-content">
            {TABS.map(([value, label]) => (
              <Tabs.Trigger key={value} value={value}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Tabs.Content value="festival">
          <FestivalTab />
        </Tabs.Content>
        <Tabs.Content value="general">{ready ? <GeneralTab key={formKey} assets={assets} /> : <LoadingBlock />}</Tabs.Content>
        <Tabs.Content value="images">{ready ? <ImagesTab assets={assets} /> : <LoadingBlock />}</Tabs.Content>
        <Tabs.Content value="tracking">{ready ? <TrackingTab key={formKey} assets={assets} /> : <LoadingBlock />}</Tabs.Content>
        <Tabs.Content value="seo">{ready ? <SeoTab key={formKey} assets={assets} /> : <LoadingBlock />}</Tabs.Content>
        <Tabs.Content value="social">{ready ? <SocialTab key={formKey} assets={assets} /> : <LoadingBlock />}</Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
