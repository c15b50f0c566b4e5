import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { AdminExportCsvDocument } from '../gql/graphql';
import { notifyError } from './notify';

/**
 * Downloads the whole collection as a CSV file (GraphQL `exportCsv`, through the signed-in client,
 * so an expired token is refreshed as for any other call), named `<collection>-<date>.csv`.
 */
export function ExportCsvButton({ collection, label }: { collection: string; label: string }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: AdminExportCsvDocument, variables: { collection }, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('No answer');
      const url = URL.createObjectURL(new Blob([data.exportCsv], { type: 'text/csv;charset=utf-8' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `${collection}-${new Date().toISOString().slice(0, 10)}.csv` });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notifyError(error, `Failed to export ${label}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void download()} loading={busy} aria-label={`Export CSV of ${label}`}>
      <LuDownload aria-hidden /> Export CSV
    </Button>
  );
}
