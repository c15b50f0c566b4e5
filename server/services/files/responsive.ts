import type { ImageVariantsDto } from '@domain/images';

export type { ImageVariantsDto } from '@domain/images';

interface VariantRow {
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variantKey: string | null;
  variantType: string | null;
  variantWidth: number | null;
}

const PREFERENCE = ['image/avif', 'image/webp', 'image/jpeg', 'image/png'];

/** Builds the DTO from an original's rows (one per variant); null while its variants are not made. */
export function toImageVariantsDto(prefix: string, key: string, rows: VariantRow[]): ImageVariantsDto | null {
  const first = rows[0];
  if (!first?.width || !first.height) return null;
  const byType = new Map<string, { key: string; width: number }[]>();
  for (const r of rows) {
    if (!r.variantKey || !r.variantType || !r.variantWidth) continue;
    const list = byType.get(r.variantType) ?? [];
    list.push({ key: r.variantKey, width: r.variantWidth });
    byType.set(r.variantType, list);
  }
  const rank = (type: string) => (PREFERENCE.includes(type) ? PREFERENCE.indexOf(type) : PREFERENCE.length);
  const sources = [...byType.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([type, list]) => ({
      type,
      srcSet: list
        .sort((a, b) => a.width - b.width)
        .map((v) => `${prefix}${v.key} ${v.width}w`)
        .join(', '),
    }));
  // The fallback is the last source's largest file: the original format when one was made.
  const last = sources.length ? byType.get(sources[sources.length - 1].type)! : [];
  const src = last.length ? prefix + last[last.length - 1].key : prefix + key;
  return { width: first.width, height: first.height, placeholder: first.placeholder, src, sources };
}
