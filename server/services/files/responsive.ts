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

/** `image` → `imageVariants`, `heroImage` → `heroImageVariants`... */
export type VariantsField<F extends string> = `${F}Variants`;

export type WithImageVariants<T, F extends string> = T extends readonly (infer E)[]
  ? WithImageVariants<E, F>[]
  : T extends { [K in F]?: string | null }
    ? T & { [K in F as VariantsField<K>]: ImageVariantsDto | null }
    : T;

type Decorated<S, F extends string> = {
  [M in keyof S]: S[M] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => Promise<WithImageVariants<R, F>>
    : S[M];
};

type VariantsLookup = (paths: (string | null | undefined)[]) => Promise<Map<string, ImageVariantsDto>>;

/**
 * Wraps a content service so every DTO it returns that carries one of `fields` (an image path)
 * also carries `<field>Variants`. One lookup per call, whatever the list's length. The service
 * itself stays unaware of variants; the path fields are unchanged.
 */
export function withImageVariants<S extends object, F extends string>(
  service: S,
  lookup: VariantsLookup,
  fields: readonly F[],
): Decorated<S, F> {
  const carriesImage = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && fields.some((f) => f in v);
  const decorate = async (result: unknown) => {
    const items = (Array.isArray(result) ? result : [result]).filter(carriesImage);
    if (items.length === 0) return result;
    const found = await lookup(items.flatMap((item) => fields.map((f) => item[f] as string | null | undefined)));
    for (const item of items) {
      for (const f of fields) item[`${f}Variants`] = found.get(item[f] as string) ?? null;
    }
    return result;
  };
  const wrapped: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(service)) {
    wrapped[name] =
      typeof member === 'function'
        ? (...args: unknown[]) => {
            const out = (member as (...a: unknown[]) => unknown).apply(service, args);
            return out instanceof Promise ? out.then(decorate) : out;
          }
        : member;
  }
  return wrapped as Decorated<S, F>;
}
