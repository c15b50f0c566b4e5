import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient, pageFixture, renderWithProviders } from '../../../test/render';
import { LineupAdmin } from '../lineup/LineupAdmin';

const CLASH = 'Overlaps Band 11 on Club Stage, 23:00–23:45';
const rows = (refused: number | null) =>
  Array.from({ length: 60 }, (_, i) => {
    const row = i + 2;
    return { __typename: 'CsvRow', row, ok: row !== refused, errors: row === refused ? [{ __typename: 'CsvCellError', column: null, message: CLASH }] : [] };
  });
const report = (refused: number | null, imported = false) => ({
  __typename: 'CsvImportResult',
  rows: rows(refused),
  valid: refused ? 59 : 60,
  invalid: refused ? 1 : 0,
  imported,
  created: imported ? 60 : 0,
  updated: 0,
});

describe('Import CSV on the lineup (#37)', () => {
  it('checks the file first (a dry run), lists a refused row by number, and imports only a file with no refused row', async () => {
    let stored = 0;
    const { client, calls } = createTestClient((name, variables) => {
      if (name === 'AdminBandsPage') return { data: { bandsPage: pageFixture('BandPage', []) } };
      if (name === 'AdminImportCsv') {
        const { file, dryRun } = variables as { file: File; dryRun: boolean };
        const clash = file.name === 'clash.csv';
        if (!dryRun && !clash) stored = 60;
        return { data: { importCsv: report(clash ? 21 : null, !dryRun && !clash) } };
      }
      return { data: null };
    });
    renderWithProviders(<LineupAdmin />, { client, toaster: true });
    const user = userEvent.setup();
    const input = (await screen.findByTestId('import-csv-file')) as HTMLInputElement;

    await user.upload(input, new File(['name,stage,start,end\n'], 'clash.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.find((c) => c.operationName === 'AdminImportCsv')!.variables).toMatchObject({ collection: 'bands', dryRun: true });
    expect(within(dialog).getByTestId('import-counts').textContent).toContain('59 valid');
    expect(within(dialog).getByTestId('import-counts').textContent).toContain('1 to fix');
    // Only the refused row shows at first: its spreadsheet row and why.
    const [refused, ...others] = within(dialog).getAllByTestId('import-row');
    expect(others).toHaveLength(0);
    expect(refused!.textContent).toContain('21');
    expect(refused!.textContent).toContain(`whole row: ${CLASH}`);
    expect(within(dialog).getByRole('button', { name: 'Import 59 rows' })).toBeDisabled();
    // The disabled button says why: the whole file or nothing.
    expect(within(dialog).getByText('Fix the refused row in the file and choose it again: an import writes every row or none.')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show every row' }));
    expect(within(dialog).getAllByTestId('import-row')).toHaveLength(60);

    // The fixed file (chosen again from the dialog, whose modal layer covers the page): every row valid, then imported in one go.
    fireEvent.change(input, { target: { files: [new File(['name,stage,start,end\n'], 'fixed.csv', { type: 'text/csv' })] } });
    const importButton = await within(dialog).findByRole('button', { name: 'Import 60 rows' });
    expect(importButton).toBeEnabled();
    expect(stored).toBe(0);
    const listReads = calls.filter((c) => c.operationName === 'AdminBandsPage').length;
    await user.click(importButton);
    expect(await screen.findByText('Imported 60 new and 0 updated bands')).toBeTruthy();
    expect(stored).toBe(60);
    expect(calls.filter((c) => c.operationName === 'AdminImportCsv').map((c) => [(c.variables.file as File).name, c.variables.dryRun])).toEqual([
      ['clash.csv', true],
      ['fixed.csv', true],
      ['fixed.csv', false],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the button the import started from (the dialog opened from a hidden file input).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Import CSV of bands' })));
    // The list is read again.
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminBandsPage').length).toBeGreaterThan(listReads));
  });

  it("a file the server cannot read (not UTF-8) says why in a toast and opens no preview", async () => {
    const { client } = createTestClient((name) => {
      if (name === 'AdminBandsPage') return { data: { bandsPage: pageFixture('BandPage', []) } };
      if (name === 'AdminImportCsv') return { data: null, errors: [{ message: 'The file is not UTF-8 text: save the spreadsheet as "CSV UTF-8"', extensions: { code: 'BAD_USER_INPUT' } }] };
      return { data: null };
    });
    renderWithProviders(<LineupAdmin />, { client, toaster: true });
    await userEvent.upload(await screen.findByTestId('import-csv-file'), new File(['x'], 'latin1.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/not UTF-8 text/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
