/** Generic cells: text as it is, lists joined by ", ", objects as JSON, null as empty. */
export function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The generic columns of a wire shape: every field but the computed image variants. */
export const wireColumns = (fields: readonly string[]) => fields.filter((f) => !f.endsWith('Variants'));

/** Columns a row may carry but a write never takes (stored files, stamps). */
export const READ_ONLY_COLUMNS = new Set(['_id', 'createdAt', 'updatedAt']);
