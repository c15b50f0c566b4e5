import { Button, Dialog } from '@chakra-ui/react';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { DialogActions, DialogPanel } from './DialogPanel';
import { DiscardChangesDialog, UnsavedChangesGuard } from './unsavedChanges';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Changed fields: closing (Escape, the close button, a click outside, Cancel) asks first. */
  dirty?: boolean;
}

/**
 * Focus or a click landing in another dialog opened over this one (the session-ended sign-in, which
 * autofocuses its password before its layer is registered) is not leaving this one.
 */
function keepForAnotherDialog(event: { preventDefault: () => void; detail: { originalEvent: Event } }) {
  const target = event.detail.originalEvent.target;
  if (target instanceof Element && target.closest('[role=dialog], [role=alertdialog]')) event.preventDefault();
}

/**
 * A modal with a form: title, scrolling body, Cancel and the submit button in the footer. With
 * changed fields, every way of closing it asks before the typing is thrown away.
 */
export function FormDialog({ open, onClose, title, submitLabel, submitting, onSubmit, children, size = 'lg', dirty = false }: FormDialogProps) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (dirty) setAsking(true);
    else onClose();
  };
  // Refused (by the form's checks, or by the server for a field): focus goes to the first field
  // marked, where its message is, instead of staying on the submit button.
  const submit: FormEventHandler<HTMLFormElement> = (event) => {
    const form = event.currentTarget;
    const focusRefused = () => setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid=true]')?.focus());
    const sent = onSubmit(event) as unknown;
    if (sent instanceof Promise) void sent.then(focusRefused, () => undefined);
    else focusRefused();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) requestClose();
      }}
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
      placement="center"
      closeOnInteractOutside={!submitting}
      onInteractOutside={keepForAnotherDialog}
    >
      <DialogPanel
        title={title}
        content={{ maxH: { md: 'calc(100dvh - 4rem)' }, minH: { md: 'auto' }, h: { md: 'auto' }, my: { md: '8' }, rounded: { md: 'l3' } }}
        around={(parts) => (
          <form onSubmit={submit} noValidate style={{ display: 'contents' }} aria-label={title}>
            {parts}
          </form>
        )}
        footer={
          <DialogActions ruled>
            <Button type="submit" colorPalette="blood" loading={submitting}>
              {submitLabel}
            </Button>
            <Button variant="outline" onClick={requestClose} disabled={submitting}>
              Cancel
            </Button>
          </DialogActions>
        }
      >
        {children}
      </DialogPanel>
      {/* The browser's back button and reload ask too. */}
      <UnsavedChangesGuard when={open && dirty} />
      <DiscardChangesDialog
        open={open && asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
    </Dialog.Root>
  );
}
