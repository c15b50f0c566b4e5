import { useMutation } from '@apollo/client/react';
import { Button, Dialog } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { AdminImportCsvDocument } from '../gql/graphql';
import { DialogActions, DialogPanel } from './DialogPanel';
import { ImportPreview, type ImportReport } from './ImportPreview';
import { notifyError, notifySuccess } from './notify';

interface Checked {
  file: File;
  report: ImportReport;
}

/**
 * Import a spreadsheet (#37): choose a CSV file, see the dry run's report (ImportPreview), then
 * "Import N rows", which writes all of them or none. Through GraphQL `importCsv`, the signed-in
 * client's door (an expired token is refreshed as for any save; the upload link sends the file as
 * multipart), so the server checks each row as a single write: same rules, clashes and role.
 */
export function ImportCsvButton({ collection, label, onImported }: { collection: string; label: string; onImported: () => unknown }) {
  const input = useRef<HTMLInputElement>(null);
  // The dialog opens from the hidden file input: on closing, focus returns to this button, not to it.
  const trigger = useRef<HTMLButtonElement>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [importCsv, { loading }] = useMutation(AdminImportCsvDocument);
  const [importing, setImporting] = useState(false);

  const dryRun = async (file: File) => {
    try {
      const { data } = await importCsv({ variables: { collection, file, dryRun: true } });
      if (data) setChecked({ file, report: data.importCsv });
    } catch (error) {
      notifyError(error, `Failed to read the ${label} file`);
    }
  };

  const runImport = async () => {
    if (!checked) return;
    setImporting(true);
    try {
      const { data } = await importCsv({ variables: { collection, file: checked.file, dryRun: false } });
      const result = data?.importCsv;
      if (!result) return;
      if (result.imported) {
        notifySuccess(`Imported ${result.created} new and ${result.updated} updated ${label}`);
        setChecked(null);
        await onImported();
      } else {
        // Something changed since the dry run (a colleague's set now clashes): the new report shows why.
        setChecked({ ...checked, report: result });
        notifyError(null, `Nothing was imported: ${result.invalid} ${result.invalid === 1 ? 'row was' : 'rows were'} refused`);
      }
    } catch (error) {
      notifyError(error, `Failed to import ${label}`);
    } finally {
      setImporting(false);
    }
  };

  const valid = checked?.report.valid ?? 0;
  const blocked = !checked || checked.report.invalid > 0 || valid === 0;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={`CSV file of ${label} to import`}
        data-testid="import-csv-file"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void dryRun(file);
        }}
      />
      <Button ref={trigger} variant="outline" onClick={() => input.current?.click()} loading={loading && !checked} aria-label={`Import CSV of ${label}`}>
        <LuUpload aria-hidden /> Import CSV
      </Button>
      <Dialog.Root
        open={checked !== null}
        onOpenChange={(e) => {
          if (!e.open && !importing) setChecked(null);
        }}
        size={{ base: 'full', md: 'lg' }}
        scrollBehavior="inside"
        placement="center"
        closeOnInteractOutside={!importing}
        finalFocusEl={() => trigger.current}
      >
        <DialogPanel
          title={`Import ${label}: check`}
          footer={
            <DialogActions ruled flexWrap="wrap">
              <Button colorPalette="blood" disabled={blocked} loading={importing} onClick={() => void runImport()}>
                Import {valid} {valid === 1 ? 'row' : 'rows'}
              </Button>
              <Button variant="outline" onClick={() => input.current?.click()} disabled={importing} loading={loading && !importing}>
                Choose another file
              </Button>
              <Button variant="ghost" onClick={() => setChecked(null)} disabled={importing}>
                Cancel
              </Button>
            </DialogActions>
          }
        >
          {checked && <ImportPreview report={checked.report} fileName={checked.file.name} />}
        </DialogPanel>
      </Dialog.Root>
    </>
  );
}
