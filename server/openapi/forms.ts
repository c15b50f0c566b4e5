/**
 * The multipart variants of the collection and singleton bodies (those with files), derived from their JSON schemas,
 * so a field added to a domain schema shows up here without an edit. What the server takes:
 * - text, numbers and enums are plain text parts (`Metal Gates`, not `"Metal Gates"`);
 * - lists and maps are one part holding JSON (listed in the media type's `encoding`, see
 *   `multipartEncodings`);
 * - files are binary parts; an empty value for a file field clears the file.
 * Multipart cannot send null: a nullable field leaves it out here (its reset, where it has one, is
 * an empty value, said in the form's description).
 */
import { SOCIAL_KEYS } from '@domain/bands';
import type { CollectionDefinition } from '@domain/collection';
import { COLLECTIONS, type CollectionKey } from '@domain/collections';
import type { SingletonDefinition } from '@domain/singleton';
import { SINGLETONS, type SingletonKey } from '@domain/singletons';
import { z } from 'zod';
import { MB } from '../services/files/service';
import { binary, type Json } from './helpers';

/** A JSON property minus its `null` alternative (`anyOf: [X, {type: 'null'}]` or `type: [X, 'null']`). */
function withoutNull(property: Json): Json {
  const anyOf = property.anyOf as Json[] | undefined;
  if (anyOf) {
    const rest = anyOf.filter((s) => s.type !== 'null');
    if (rest.length === 1) {
      const { anyOf: _anyOf, ...outer } = property;
      return { ...outer, ...rest[0] };
    }
  }
  if (Array.isArray(property.type)) {
    const types = (property.type as string[]).filter((t) => t !== 'null');
    return { ...property, type: types.length === 1 ? types[0] : types };
  }
  return property;
}

/** Whether a form property is sent as one JSON part (a list or a map) rather than as text. */
export const isJsonPart = (property: Json) => property.type === 'array' || (property.type === 'object' && property.format !== 'binary');

function formFrom(source: Json, files: Record<string, string>, extra: Record<string, Json> = {}, description?: string): Json {
  const properties: Record<string, Json> = {};
  for (const [name, property] of Object.entries((source.properties ?? {}) as Record<string, Json>)) {
    if (name in files) continue;
    properties[name] = withoutNull(property);
  }
  for (const [name, what] of Object.entries(files)) properties[name] = binary(what);
  return {
    type: 'object',
    ...(source.required ? { required: source.required } : {}),
    ...(description ? { description } : {}),
    properties: { ...properties, ...extra },
  };
}

const upTo = (bytes: number) => `up to ${Math.round(bytes / MB)} MB`;

const PARTS = 'Text fields are plain text parts; lists and maps are one part holding JSON (see `encoding`).';

/** What a collection's form says beyond its fields: the odd shapes its REST adapter takes. */
const FORM_NOTES: Partial<Record<CollectionKey, { extra?: Record<string, Json>; note: string }>> = {
  bands: {
    extra: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, { type: 'string', maxLength: 2048, description: 'An http(s) URL.', examples: ['https://example.com/'] }])),
    note: 'The social links may also come as flat text fields (they win over the JSON `socialLinks`).',
  },
  news: { note: '`tags` may also be comma-separated text.' },
};

/**
 * The schema names of a collection's bodies: `<Dto>Form` (multipart) and its input's for a create;
 * `<Dto>Update` and `<Dto>UpdateForm` for an update, the same fields none of them required (only
 * what is sent changes).
 */
export const collectionBodyNames = (c: CollectionDefinition) => {
  const dto = z.globalRegistry.get(c.dto)?.id;
  const input = z.globalRegistry.get(c.input)?.id;
  if (!dto || !input) throw new Error(`OpenAPI: the ${c.rest.path} collection's schemas need meta ids`);
  return { form: `${dto}Form`, input, updateForm: `${dto}UpdateForm`, update: `${dto}Update` };
};

/** An update's body: the create's, with no field required (nested objects keep theirs: one sent is the new value as a whole). */
export function updateBodyOf(schema: Json): Json {
  const { required: _required, ...rest } = schema;
  return { ...rest, description: [rest.description, 'Only the fields sent change; null (JSON) or an empty value clears a field (a required one is then refused with 400).'].filter(Boolean).join(' ') };
}

/** Every collection with a file takes multipart too: its input's fields as parts, and the file. */
function collectionForms(schemas: Record<string, Json>): Record<string, Json> {
  return Object.fromEntries(
    (Object.entries(COLLECTIONS) as [CollectionKey, CollectionDefinition][]).flatMap(([key, c]) => {
      if (!c.file) return [];
      const { form, input } = collectionBodyNames(c);
      const { field, label, maxBytes } = c.file;
      const notes = FORM_NOTES[key];
      const description = `Only the fields sent change. ${PARTS}${notes ? ` ${notes.note}` : ''}`;
      const created = formFrom(schemas[input]!, { [field]: `${label} ${upTo(maxBytes)}; an empty value clears it (PUT).` }, notes?.extra, description);
      return [
        [form, created],
        [collectionBodyNames(c).updateForm, updateBodyOf(created)],
      ];
    }),
  );
}

/** What a singleton's form says beyond its fields. */
const SINGLETON_FORM_NOTES: Partial<Record<SingletonKey, string>> = {
  siteAssets:
    "An empty value restores a text setting's default, except `bannerText` (empty: no banner line; only JSON `null` restores " +
    "its default) and `gtmId` (empty: none); a JSON part holding `null` restores that list's or map's default.",
};

/** The schema names of a singleton's bodies: `<Dto>Form` (multipart) and its input's. */
export const singletonBodyNames = (s: SingletonDefinition) => {
  const dto = z.globalRegistry.get(s.dto)?.id;
  const input = z.globalRegistry.get(s.input)?.id;
  if (!dto || !input) throw new Error(`OpenAPI: the ${s.rest.path} singleton's schemas need meta ids`);
  return { form: `${dto}Form`, input };
};

/** Every singleton with files takes multipart too: its input's fields as parts, and each file. */
function singletonForms(schemas: Record<string, Json>): Record<string, Json> {
  return Object.fromEntries(
    (Object.entries(SINGLETONS) as [SingletonKey, SingletonDefinition][]).flatMap(([key, s]) => {
      if (!s.files.length) return [];
      const { form, input } = singletonBodyNames(s);
      const files = Object.fromEntries(s.files.map(({ field, label, maxBytes }) => [field, `${label}, ${upTo(maxBytes)}; an empty value clears it.`]));
      const note = SINGLETON_FORM_NOTES[key];
      return [[form, formFrom(schemas[input]!, files, {}, `Only the fields sent change. ${PARTS}${note ? ` ${note}` : ''} An empty value for an image field clears it.`)]];
    }),
  );
}

export function multipartForms(schemas: Record<string, Json>): Record<string, Json> {
  return { ...collectionForms(schemas), ...singletonForms(schemas) };
}

/**
 * The `encoding` of a multipart media type: the form's lists and maps are sent as one
 * `application/json` part each (OpenAPI's default for them would be one part per item or none).
 */
export function multipartEncodings(form: Json): Json | undefined {
  const names = Object.entries((form.properties ?? {}) as Record<string, Json>)
    .filter(([, property]) => isJsonPart(property))
    .map(([name]) => name);
  return names.length ? Object.fromEntries(names.map((name) => [name, { contentType: 'application/json' }])) : undefined;
}
