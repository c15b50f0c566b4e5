import { CloseButton, Dialog, Portal, useBreakpointValue } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

interface DetailDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's width from md up. */
  size: 'lg' | 'xl';
  title: ReactNode;
  /** What the header shows under the title (a description, a toggle). */
  headerExtra?: ReactNode;
  children: ReactNode;
}

/** The public site's detail dialog (a band, an archive edition): a display title, a scrolling body, a close button. */
export function DetailDialog({ open, onClose, size, title, headerExtra, children }: DetailDialogProps) {
  const t = useT();
  // Full screen on phones, a centred dialog from md up (a responsive `size` leaks the full height).
  const dialogSize = useBreakpointValue({ base: 'full', md: size } as const) ?? 'full';
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={dialogSize} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.panel">
            {open && (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
                  <Dialog.Title fontFamily="display" fontWeight="bold" fontSize="4xl" textTransform="uppercase" letterSpacing="wide" lineHeight="1">
                    {title}
                  </Dialog.Title>
                  {headerExtra}
                </Dialog.Header>
                {/* Focusable so a keyboard can scroll a long body. */}
                <Dialog.Body tabIndex={0}>{children}</Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton aria-label={t('Close')} size="sm" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
