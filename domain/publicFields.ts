/**
 * Where the public site shows each field of a collection's items, said in the domain file beside
 * the DTO (`… as const satisfies PublicFields<Dto>`): for every DTO field, the parts of the public
 * views that render it, or `{none: why}`. A field added to the DTO fails typecheck there, naming
 * it, until it is placed. A view that renders a part generically reads it with `shownIn` (the band
 * dialog's details grid: every field placed in 'details grid' is shown there, labelled), so such a
 * field needs no edit of the view; a part not in the map is a type error at the view.
 */

/** DTO fields no public view shows by design: the bookkeeping, and the publishing state (#35: a public view only ever gets public items). */
export type Bookkeeping = 'createdAt' | 'updatedAt' | 'status' | 'publishAt';

/** The parts of the public views that show a field (one at least), or why none does. */
export type PublicPlace = readonly [string, ...string[]] | { readonly none: string };

export type PublicFields<Dto> = { [K in Exclude<keyof Dto, Bookkeeping>]-?: PublicPlace };

/** Every part a map names. */
export type PartsOf<M> = { [K in keyof M]: M[K] extends readonly (infer P)[] ? P : never }[keyof M];

/** The fields a map places in `Part`. */
export type ShownIn<M, Part> = { [K in keyof M]: M[K] extends readonly (infer P)[] ? (Part extends P ? K : never) : never }[keyof M] & string;

/** The fields placed in one part, in the map's order (the DTO's). */
export function shownIn<M extends object, Part extends PartsOf<M>>(fields: M, part: Part): ShownIn<M, Part>[] {
  return Object.entries(fields)
    .filter(([, place]) => Array.isArray(place) && place.includes(part))
    .map(([key]) => key as ShownIn<M, Part>);
}

/** A field's label on the public site, from its name ('spotifyEmbed' → 'Spotify embed'), in English: the views pass it through t(). */
export const publicLabelOf = (field: string) => {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
