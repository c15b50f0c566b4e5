import { CloseButton, Dialog, Portal, type DialogBodyProps, type DialogContentProps, type DialogFooterProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogPanelProps {
  title: string;
  children: ReactNode;
  /** The buttons under the body (DialogActions). */
  footer?: ReactNode;
  /** The close button in the corner; none for a question that must be answered. */
  closable?: boolean;
  content?: DialogContentProps;
  body?: DialogBodyProps;
  /** Wraps the title, body and footer but not the close button: a form around them. */
  around?: (parts: ReactNode) => ReactNode;
}

/**
 * What is inside every back-office dialog's Dialog.Root: the backdrop, the panel with its title,
 * its body, its footer and (unless it must be answered) the close button. The Root stays with the
 * caller, which says how the dialog opens, closes and sizes.
 */
export function DialogPanel({ title, children, footer, closable = true, content, body, around = (parts) => parts }: DialogPanelProps) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content {...content}>
          {around(
            <>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body {...body}>{children}</Dialog.Body>
              {footer}
            </>,
          )}
          {closable && (
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}

/**
 * A dialog's buttons, on the left with the primary first: toasts appear bottom-right and must not
 * cover them. `ruled`: a line above them, under a body that scrolls.
 */
export function DialogActions({ ruled = false, ...props }: DialogFooterProps & { ruled?: boolean }) {
  return <Dialog.Footer justifyContent="flex-start" {...(ruled ? { borderTopWidth: '1px', borderColor: 'border', pt: '4' } : {})} {...props} />;
}
