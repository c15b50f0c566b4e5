/**
 * Compile-time coverage of a public view: the fields of a domain DTO (`Full`, a type-only import:
 * nothing of domain/ reaches the bundle) that the view's query does not select (`Selected`), except those it leaves out on
 * purpose (`Hidden`, named). Used as `ShowsEveryField<Unshown<…>>`: a field added to a DTO then
 * fails typecheck in every view that says it shows every field, until the view selects it (and so
 * shows it) or names it as hidden.
 */
export type Unshown<Full, Selected, Hidden extends keyof Full = never> = Exclude<keyof Full, keyof Selected | '__typename' | Hidden>;

/** `never` when nothing is left unshown; otherwise a compile error naming the fields. */
export type ShowsEveryField<Left extends never> = Left;
