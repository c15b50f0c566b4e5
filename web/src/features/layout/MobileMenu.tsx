import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { useT } from '../../shared/i18n';
import { SITE_DEFAULTS } from '../../shared/site/useSite';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinks, TicketsButton } from './NavLinks';

/**
 * The phone menu drawer. Its own lazy chunk (dialog machine, focus trap, scroll lock): loaded on
 * the first tap of the menu button, so a page's first load does not carry it.
 */
interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  ticketUrl: string;
  /** The menu button, which gets the focus back when the drawer closes. */
  returnFocusTo: () => HTMLElement | null;
}

export function MobileMenu({ open, onClose, ticketUrl, returnFocusTo }: MobileMenuProps) {
  const t = useT();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="xs" finalFocusEl={returnFocusTo}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.panel">
            <Drawer.Header>
              <Drawer.Title fontFamily="display" fontWeight="bold" textTransform="uppercase" letterSpacing="wider" color="blood.fg" fontSize="2xl">
                {SITE_DEFAULTS.logoText}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label={t('Mobile')} gap="6">
                <NavLinks direction="column" onNavigate={onClose} />
                {ticketUrl && <TicketsButton url={ticketUrl} full onClick={onClose} />}
                <LanguageSwitch size="lg" />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('Close menu')} size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
