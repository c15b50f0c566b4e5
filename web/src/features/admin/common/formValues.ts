import type { ReactNode } from 'react';
import type { z } from 'zod';

/**
 * An admin form's values, derived from the domain input schema the server validates with: one per
 * field (but the version an edit names), each as the form holds it (text). `Omitted` names, on
 * purpose, the fields the form does not hold as such (left alone: an update changes only what it
 * sends; or edited through fields of their own, such as a band's flat social links). A field added
 * to the input schema is then a compile error in its form until the form holds it or omits it by
 * name: `initialValues` must give it, `fields` must render it, the submitted input must send it.
 * `status` and `publishAt` (a collection with `drafts`, #35) are held by CollectionAdmin's
 * publishing controls for every such screen.
 */
export type FormValuesOf<S extends z.ZodType, Omitted extends keyof z.input<S> = never> = {
  [K in Exclude<keyof z.input<S>, 'expectedUpdatedAt' | PublishingField | Omitted>]-?: string;
};

/** The fields of a collection with `drafts`, which the shared publishing controls hold (PublishingControls.tsx). */
export type PublishingField = 'status' | 'publishAt';

/** One rendered field per value (in the order they appear): a value with no field is a compile error. */
export type FieldsOf<Values> = { [K in keyof Values]-?: ReactNode };

/** What a form submits: every value it holds, converted to the input's type (a value held but not sent is a compile error). */
export type SubmittedInput<Values, Input> = { [K in keyof Values & keyof Input]-?: Input[K] };
