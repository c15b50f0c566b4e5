import { Badge, Box, Checkbox, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCircleAlert, LuCircleCheck } from 'react-icons/lu';
import type { AdminImportCsvMutation } from '../gql/graphql';

export type ImportReport = AdminImportCsvMutation['importCsv'];

/** A refusal's column, or the row as a whole (a clash with another set). */
const columnText = (column: string | null | undefined) => column ?? 'whole row';

/**
 * What a dry run found in a CSV file (#37): how many rows would be written and how many are
 * refused, then each row with its errors by column. With refused rows it opens on those (the
 * spreadsheet's row numbers, header = 1); "Show every row" lists the valid ones too.
 */
export function ImportPreview({ report, fileName }: { report: ImportReport; fileName: string }) {
  const [everyRow, setEveryRow] = useState(report.invalid === 0);
  const rows = everyRow ? report.rows : report.rows.filter((r) => !r.ok);
  return (
    <Stack gap="4">
      <Text color="fg.muted" wordBreak="break-all">
        {fileName}
      </Text>
      <HStack gap="3" wrap="wrap" data-testid="import-counts">
        <Badge colorPalette="green" size="lg">
          <LuCircleCheck aria-hidden /> {report.valid} valid
        </Badge>
        <Badge colorPalette={report.invalid ? 'red' : 'gray'} size="lg">
          <LuCircleAlert aria-hidden /> {report.invalid} to fix
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {report.rows.length} {report.rows.length === 1 ? 'row' : 'rows'} checked; nothing is written until you import.
        </Text>
      </HStack>
      {report.invalid > 0 && (
        // Why "Import N rows" is disabled: the import is all or nothing.
        <Text fontSize="sm" color="fg.error">
          Fix the refused {report.invalid === 1 ? 'row' : 'rows'} in the file and choose it again: an import writes every row or none.
        </Text>
      )}
      {report.invalid > 0 && (
        <Checkbox.Root checked={everyRow} onCheckedChange={(e) => setEveryRow(e.checked === true)} size="sm">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Show every row</Checkbox.Label>
        </Checkbox.Root>
      )}
      {rows.length > 0 && (
        <Box overflowX="auto" borderWidth="1px" borderColor="border" rounded="md">
          <Table.Root size="sm" aria-label="Rows of the file">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="16">Row</Table.ColumnHeader>
                <Table.ColumnHeader w="24" hideBelow="sm">
                  Status
                </Table.ColumnHeader>
                <Table.ColumnHeader>Errors</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.row} data-testid="import-row" data-ok={r.ok}>
                  <Table.Cell>{r.row}</Table.Cell>
                  <Table.Cell hideBelow="sm">
                    <Badge colorPalette={r.ok ? 'green' : 'red'} variant="subtle">
                      {r.ok ? 'OK' : 'Refused'}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {r.ok && (
                      <Text as="span" color="fg.muted">
                        Ready to import
                      </Text>
                    )}
                    {r.errors.length > 0 && (
                      <List.Root gap="1" ps="0" listStyleType="none">
                        {r.errors.map((e, i) => (
                          <List.Item key={i}>
                            <Text as="span" fontWeight="semibold">
                              {columnText(e.column)}:
                            </Text>{' '}
                            {e.message}
                          </List.Item>
                        ))}
                      </List.Root>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
