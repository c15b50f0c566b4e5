/**
 * An image path not starting with /api/ gets the /api/ prefix for display.
 * Absolute http(s) URLs, data: and blob: URLs stay as they are; empty → undefined (no image).
 */
export function imageUrl(path: string | null | undefined): string | undefined {
  const p = (path ?? '').trim();
  if (!p) return undefined;
  if (/^(https?:)?\/\//i.test(p) || /^(data|blob):/i.test(p)) return p;
  if (p.startsWith('/api/')) return p;
  return `/api/${p.replace(/^\/+/, '')}`;
}
