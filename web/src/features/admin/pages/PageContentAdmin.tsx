import { Box, HStack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHouse, LuInfo } from 'react-icons/lu';
import { PageHeader } from '../common/PageHeader';
import { SingletonHistory } from '../history/SingletonHistory';
import { HomeContentTab } from './HomeContentTab';
import { InfoContentTab } from './InfoContentTab';

/** /admin/pages: Home Page and Info Page tabs. */
export function PageContentAdmin() {
  // A restored version: the tabs start again from what is stored now.
  const [restores, setRestores] = useState(0);
  const restored = () => setRestores((n) => n + 1);
  return (
    <Box>
      <PageHeader
        title="Page Content"
        description="Edit the home page hero and countdown, and the info page."
        actions={
          <HStack gap="2" flexWrap="wrap">
            <SingletonHistory collection="siteAssets" label="Home page history" onRestored={restored} />
            <SingletonHistory collection="infoPage" label="Info page history" onRestored={restored} />
          </HStack>
        }
      />
      <Tabs.Root key={restores} defaultValue="home" variant="line" colorPalette="blood" lazyMount>
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
