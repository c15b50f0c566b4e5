import { Button, Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHistory } from 'react-icons/lu';
import { DialogPanel } from '../common/DialogPanel';
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
        <DialogPanel title={label} body={{ pb: '6' }}>
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
        </DialogPanel>
      </Dialog.Root>
    </>
  );
}
