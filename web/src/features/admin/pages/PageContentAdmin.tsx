import { Box, Tabs } from '@chakra-ui/react';
import { LuHouse, LuInfo } from 'react-icons/lu';
import { PageHeader } from '../common/PageHeader';
import { HomeContentTab } from './HomeContentTab';
import { InfoContentTab } from './InfoContentTab';

/** /admin/pages: Home Page and Info Page tabs. */
export function PageContentAdmin() {
  return (
    <Box>
      <PageHeader title="Page Content" description="Edit the home page hero and countdown, and the info page." />
      <Tabs.Root defaultValue="home" variant="line" colorPalette="blood" lazyMount>
        <Tabs.List mb="6">
          <Tabs.Trigger value="home">
            <LuHouse aria-hidden /> Home Page
          </Tabs.Trigger>
          <Tabs.Trigger value="info">
            <LuInfo aria-hidden /> Info Page
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="home">
          <HomeContentTab />
        </Tabs.Content>
        <Tabs.Content value="info">
          <InfoContentTab />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
