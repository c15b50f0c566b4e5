import type { ReactNode } from 'react';
import type { CollectionDefinition } from '@domain/collection';
import { MB } from '@domain/images';
import { formValidator, type FormErrors } from '../../../shared/lib/formValidator';
import { derivedControl, derivedFieldsOf, derivedInputValue, derivedValue, underivedFieldError } from './derivedForm';
import type { EntityFormDialogProps } from './EntityFormDialog';
import { defaultLayout, LaidOutFields, namedFields, placedFields, type FormLayout } from './formLayout';
import type { FieldsOf } from './formValues';

type Item = { _id: string; updatedAt?: string | null };

/**
 * What a screen says of its add/edit form: only what the definition cannot. Each field of the
 * input schema gets its control, initial value and input conversion from the definition
 * (derivedForm.tsx); `fields`, `initialValues` and `toInput` give or change some (a band's day
 * follows its set time; its social links are edited one field per network). `layout` orders and
 * groups them (`formLayout<Values>()`, which refuses one that forgets a field); by default every
 * field in the schema's order, then the file. `validate` defaults to the input schema's own rules.
 */
export interface CollectionFormSpec<T extends Item, Values, Input> {
  fields?: Partial<FieldsOf<Values>>;
  /** Values over the derived ones (the item edited, or null when adding). */
  initialValues?: (item: T | null) => Partial<Values>;
  validate?: (values: Partial<Values>) => FormErrors;
  /** Input over the derived one; `item` is the item edited (null when adding), for a value that depends on what is stored. */
  toInput?: (values: Values, item: T | null) => Partial<Input>;
  layout?: FormLayout<Values>;
  /** The file's section, when the definition has a file: its words and preview (default: the file's label, `item[field]`). */
  image?: Partial<Omit<NonNullable<EntityFormDialogProps<T, Values>['image']>, 'maxSizeMb'>>;
  /** The dialog's width from md up (default lg; phones always get the full screen). */
  size?: EntityFormDialogProps<T, Values>['size'];
}

/** The form CollectionAdmin renders: the screen's spec over what the definition derives. */
export function collectionForm<T extends Item, Values, Input>(definition: CollectionDefinition, spec: CollectionFormSpec<T, Values, Input>, screen: string) {
  const derived = derivedFieldsOf(definition.input);
  const given = (spec.fields ?? {}) as Record<string, ReactNode>;
  const layout = spec.layout ?? defaultLayout<Values>([...new Set([...derived.map((f) => f.key), ...Object.keys(given)])] as (keyof Values & string)[]);
  const named = new Set(namedFields(layout as FormLayout<unknown>));
  const fields = derived.filter((f) => named.has(f.key));
  const controls: Record<string, ReactNode> = { ...Object.fromEntries(fields.map((f) => [f.key, derivedControl(f)])), ...given };
  for (const key of placedFields(layout as FormLayout<unknown>)) if (!(key in controls)) throw new Error(underivedFieldError(screen, key));

  const initialValues = (item: T | null) =>
    ({ ...Object.fromEntries(fields.map((f) => [f.key, derivedValue(f, item as Record<string, unknown> | null)])), ...spec.initialValues?.(item) }) as Values;
  const toInput = (values: Values, item: T | null) =>
    ({ ...Object.fromEntries(fields.map((f) => [f.key, derivedInputValue(f, (values as Record<string, string | undefined>)[f.key])])), ...spec.toInput?.(values, item) }) as Partial<Input>;
  const file = definition.file;
  const image: EntityFormDialogProps<T, Values>['image'] = file && {
    heading: file.label,
    label: file.label,
    current: (item: T) => (item as Record<string, unknown>)[file.field] as string | null | undefined,
    ...spec.image,
    maxSizeMb: file.maxBytes / MB,
  };
  const body = (controlsShown: Record<string, ReactNode>, fileSection: ReactNode) => <LaidOutFields layout={layout as FormLayout<unknown>} controls={controlsShown} file={fileSection} />;
  return { controls, initialValues, toInput, validate: spec.validate ?? formValidator<Values>(definition.input), image, body, size: spec.size };
}
