import type { ReactNode } from 'react';
import { z } from 'zod';
import { limits } from '@domain/common';
import { festivalInputToInstant, instantToFestivalInput } from './festivalTime';
import { SelectField, TextAreaField, TextField } from './FormField';
import type { PublishingField } from './formValues';

/**
 * What the back office derives of a collection's form from its input schema (the one the server
 * validates with), read through JSON Schema as the OpenAPI document reads it: for each field the
 * screen does not give itself, a control (a text, long text, link, number, choice or festival
 * time input), its initial value from the item edited and its converted value in the input sent.
 * A field of another kind (an object, a list) is not derived: the screen gives it
 * (`form.fields`, `initialValues`, `toInput`) or the layout marks it hidden, or CollectionAdmin
 * refuses to render (`underivedFieldError`).
 */
export type FieldKind = 'text' | 'longText' | 'url' | 'number' | 'choice' | 'instant' | 'date';

export interface DerivedField {
  key: string;
  kind: FieldKind;
  label: string;
  required: boolean;
  /** A choice's values. */
  options?: readonly string[];
  /** The schema's default, as the form holds it (a number as text). */
  fallback: string;
}

type JsonSchema = { type?: string; format?: string; enum?: unknown[]; maxLength?: number; minLength?: number; default?: unknown; title?: string; $ref?: string; anyOf?: JsonSchema[]; description?: string };

/** Fields no form holds as such: the version an edit names, and the publishing choice (PublishingControls.tsx). */
const NOT_FORM_FIELDS = new Set<string>(['expectedUpdatedAt', 'status', 'publishAt'] satisfies (PublishingField | 'expectedUpdatedAt')[]);

/** 'spotifyEmbed' → 'Spotify Embed': a field's label when the schema gives no `title`. */
export const labelOf = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

function kindOf(property: JsonSchema): Pick<DerivedField, 'kind' | 'options'> | null {
  if (property.enum) return { kind: 'choice', options: property.enum.map(String) };
  if (property.type === 'integer' || property.type === 'number') return { kind: 'number' };
  if (property.type !== 'string') return null;
  if (property.format === 'date-time') return { kind: 'instant' };
  if (property.format === 'date') return { kind: 'date' };
  if (property.maxLength === limits.url || property.format === 'uri') return { kind: 'url' };
  return { kind: property.maxLength !== undefined && property.maxLength > limits.short ? 'longText' : 'text' };
}

const derived = new WeakMap<z.ZodType, DerivedField[]>();

/** The schema's fields the form derives, in the schema's order (kept per schema). */
export function derivedFieldsOf(schema: z.ZodType): DerivedField[] {
  const known = derived.get(schema);
  if (known) return known;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & { $defs?: Record<string, JsonSchema & { properties?: Record<string, JsonSchema>; required?: string[] }> };
  const resolve = <T extends JsonSchema>(s: T): T => (s.$ref ? ({ ...json.$defs?.[s.$ref.split('/').pop()!], ...s, $ref: undefined } as T) : s);
  const root = resolve(json as JsonSchema & { properties?: Record<string, JsonSchema>; required?: string[] });
  const fields = Object.entries(root.properties ?? {}).flatMap(([key, raw]): DerivedField[] => {
    if (NOT_FORM_FIELDS.has(key)) return [];
    const property = resolve(raw);
    const kind = kindOf(property);
    if (!kind) return [];
    const required = Boolean(root.required?.includes(key)) && (kind.kind !== 'text' && kind.kind !== 'longText' ? true : (property.minLength ?? 0) > 0);
    return [{ key, ...kind, label: property.title ?? labelOf(key), required, fallback: property.default === undefined ? '' : String(property.default) }];
  });
  derived.set(schema, fields);
  return fields;
}

/** The control of a derived field. */
export function derivedControl(field: DerivedField): ReactNode {
  const { key, label, required } = field;
  switch (field.kind) {
    case 'longText':
      return <TextAreaField key={key} name={key} label={label} required={required} rows={4} />;
    case 'choice':
      return <SelectField key={key} name={key} label={label} required={required} options={field.options ?? []} emptyOption={required ? undefined : ''} />;
    case 'number':
      return <TextField key={key} name={key} label={label} required={required} type="number" step={1} />;
    case 'url':
      return <TextField key={key} name={key} label={label} required={required} type="url" placeholder="https://" />;
    case 'instant':
      return <TextField key={key} name={key} label={label} required={required} type="datetime-local" helperText="Romanian time (Europe/Bucharest)." />;
    case 'date':
      return <TextField key={key} name={key} label={label} required={required} type="date" />;
    default:
      return <TextField key={key} name={key} label={label} required={required} />;
  }
}

/** The form's value of a derived field from the stored item (festival time for an instant; the default when adding). */
export function derivedValue(field: DerivedField, item: Record<string, unknown> | null): string {
  const stored = item?.[field.key];
  if (stored === null || stored === undefined) return item ? '' : field.fallback;
  if (field.kind === 'instant') return instantToFestivalInput(String(stored));
  if (field.kind === 'date') return String(stored).slice(0, 10);
  return String(stored);
}

/** A derived field's value in the input sent: trimmed text, a number (blank: the default, or none), an instant (blank: cleared). */
export function derivedInputValue(field: DerivedField, value: string | undefined): unknown {
  const text = value?.toString().trim() ?? '';
  switch (field.kind) {
    case 'number':
      return text ? Number(text) : field.fallback ? Number(field.fallback) : null;
    case 'instant':
      return festivalInputToInstant(text);
    case 'choice':
      return text || null;
    default:
      return text;
  }
}

/** The message of a form field that has no control: neither derived (its kind is not) nor given by the screen. */
export const underivedFieldError = (screen: string, field: string) =>
  `${screen}: the form field "${field}" has no control: its type is not one the back office derives (text, number, choice, link, time). Give it in form.fields, or mark it hidden in the layout.`;
