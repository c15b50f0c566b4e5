import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHistory } from 'react-icons/lu';
import { HistoryPanel } from './HistoryPanel';

/**
 * A singleton's History (#34: site assets, the info page): a button beside the screen's heading
 * opening its versions, one beside the document as stored now, and Restore.
 */
export function SingletonHistory({ collection, label, onRestored }: { collection: string; label: string; onRestored: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <LuHistory aria-hidden /> {label}
      </Button>
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{label}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="6">
                {open && (
                  <HistoryPanel
                    collection={collection}
                    id={null}
                    onRestored={() => {
                      setOpen(false);
                      onRestored();
                    }}
                  />
                )}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
