/** What a backup holds, for people: the rows per table, images first. */
export function describeRows(rows: Record<string, number>): string {
  const images = rows.uploaded_files ?? 0;
  const tables = Object.entries(rows)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  return `  ${images} image file(s); rows per table: ${tables || 'none'}`;
}
