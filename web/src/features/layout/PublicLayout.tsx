import { Box, Flex } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useT } from '../../shared/i18n';
import { useSiteAssets } from '../../shared/site/useSite';
import { OfflineNotice } from '../offline';
import { Footer } from './Footer';
import { Header } from './Header';
import { loadGtm } from './gtm';

/** The public frame: skip link, sticky header, the page, footer. Loads GTM when a tracking id is set. */
export function PublicLayout() {
  const t = useT();
  const { assets } = useSiteAssets();
  const { pathname } = useLocation();
  useEffect(() => {
    loadGtm(assets?.gtmId);
  }, [assets?.gtmId]);
  // A new page opens at its top. Not the page the layout mounts with: on a server-rendered page the
  // app starts when the visitor scrolls (app/pageStart.ts) and must leave them where they are, and
  // a reload keeps the browser's own scroll position.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo?.({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return (
    // The tracking id is in the markup for the page-start script (start.ts), which loads GTM before the app.
    <Flex direction="column" minH="100vh" data-gtm-id={assets?.gtmId || undefined}>
      <Box
        asChild
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="blood.solid"
        color="blood.contrast"
        px="4"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        <a href="#main-content">{t('Skip to content')}</a>
      </Box>
      <Header />
      <OfflineNotice />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
