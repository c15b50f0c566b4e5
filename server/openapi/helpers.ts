/** Small builders the path files share, so each operation reads as one line per fact. */
export type Json = Record<string, unknown>;

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: Json) => ({ 'application/json': { schema } });
export const ok = (description: string, schema: Json) => ({ description, content: json(schema) });

/** `{ key: schema }`, the envelope most REST answers wrap their payload in. */
export const envelope = (key: string, schema: Json) => ({ type: 'object', required: [key], properties: { [key]: schema } });
export const arrayOf = (name: string) => ({ type: 'array', items: schemaRef(name) });

export const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [String(c), { $ref: `#/components/responses/E${c}` }]));

/** Admin-only: a Bearer token of an admin. */
export const admin = [{ bearerAuth: [] }];

export const idParam = (what: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description: `The ${what}'s opaque \`_id\`. Unknown or malformed ids are 404.`,
  schema: { type: 'string' },
});

export const limitParam = (max: number) => ({
  name: 'limit',
  in: 'query',
  required: false,
  description: `Return at most this many (1 to ${max}).`,
  schema: { type: 'integer', minimum: 1, maximum: max },
});

export const jsonBody = (schema: Json) => ({ required: true, content: json(schema) });

/** Multipart (with the file) or JSON (without it). */
export const formOrJson = (form: string, jsonSchema: string) => ({
  required: true,
  content: {
    'multipart/form-data': { schema: schemaRef(form) },
    'application/json': { schema: schemaRef(jsonSchema) },
  },
});

export const binary = (description: string) => ({ type: 'string', format: 'binary', description });
