/**
 * Where a public view shows each field of what it selects: a collection's `<Name>Fields` fragment
 * is generated from its DTO (every field but the bookkeeping), so a field added to the DTO arrives
 * in the view's type by itself, and a view keeping such a map (`… satisfies WhereShown<Band>`)
 * fails typecheck until it says where the new field is shown (and shows it).
 */
// `status` and `publishAt` (#35) are staff's: a public view only ever gets items that are public.
export type WhereShown<T> = { [K in Exclude<keyof T, '__typename' | 'status' | 'publishAt'>]-?: string };
