/**
 * An integrator's client that knows only the served OpenAPI document: it builds each request from
 * the documented parameters and bodies (examples generated from their schemas by openapi-sampler)
 * and checks each answer against the documented responses (status, content type, and the JSON body
 * against its schema with Ajv's JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { sample } from 'openapi-sampler';
import type request from 'supertest';

export type Json = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Json;
}

export interface Operation {
  operationId: string;
  security?: Json[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Json; encoding?: Record<string, { contentType: string }> }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}

export interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, Json>>;
}

export interface DocumentedCall {
  path: string;
  method: string;
  op: Operation;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export const documentedCalls = (doc: OpenApiDoc): DocumentedCall[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op })),
  );

/** A value the schema describes (its `examples` first, else one made from its type and limits). */
export const sampleOf = (doc: OpenApiDoc, schema: Json): unknown =>
  sample(schema as Parameters<typeof sample>[0], { skipReadOnly: true, quiet: true }, doc);

/** The JSON Pointer (RFC 6901) escaping of one path segment. */
const pointer = (...segments: string[]) => segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

const DOCUMENT_ID = 'https://metal-gates.test/openapi.json';

/** Checks answers against the document: returns what is wrong with one (empty when it matches). */
export function responseChecker(doc: OpenApiDoc) {
  // strict: false lets Ajv pass over OpenAPI's own keywords (`openapi`, `paths`...) around the schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...doc, $id: DOCUMENT_ID });

  return (call: DocumentedCall, res: { status: number; headers: Record<string, string>; body: unknown; text?: string }): string[] => {
    const where = `${call.method.toUpperCase()} ${call.path} → ${res.status}`;
    const listed = call.op.responses[String(res.status)] ?? call.op.responses.default;
    const documented = listed && (resolveSchema(doc, listed as Json) as typeof listed);
    if (!documented) return [`${where}: status not documented (${JSON.stringify(res.body).slice(0, 200)})`];
    if (!documented.content) return res.text ? [`${where}: documented without a body, answered ${res.text.slice(0, 100)}`] : [];
    const type = (res.headers['content-type'] ?? '').split(';')[0]!.trim();
    if (!documented.content[type]) return [`${where}: content type ${type || '(none)'} not documented`];
    if (type !== 'application/json') return [];
    const status = call.op.responses[String(res.status)] ? String(res.status) : 'default';
    const responseRef = (listed as Json).$ref;
    const ref =
      typeof responseRef === 'string'
        ? `${DOCUMENT_ID}${responseRef}/${pointer('content', type, 'schema')}`
        : `${DOCUMENT_ID}#/${pointer('paths', call.path, call.method, 'responses', status, 'content', type, 'schema')}`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    if (validate(res.body)) return [];
    return [`${where}: body does not match: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(res.body).slice(0, 300)}`];
  };
}

export interface CallInput {
  /** Path parameter values by name. */
  params?: Record<string, string>;
  /** The Authorization header value, for a secured operation. */
  auth?: string;
  /** Which of the documented request body types to send (the first documented one by default). */
  contentType?: string;
  /** Edits the generated body before it is sent (values no schema can know: ids, one-time tokens). */
  adjust?: (body: Json) => Json;
  /** The bytes sent for a binary (file) field of a multipart body. */
  file?: Buffer;
}

/**
 * Calls one operation as documented: every query and header parameter and the body generated
 * from its schema. A multipart body sends text fields as text, the `encoding`'s JSON parts as JSON
 * and binary fields as a file.
 */
export function callAsDocumented(http: ReturnType<typeof request>, doc: OpenApiDoc, call: DocumentedCall, input: CallInput = {}) {
  const url = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? `missing-${name}`));
  const agent = http as unknown as Record<string, (u: string) => request.Test>;
  let req = agent[call.method]!(url);
  const query: Record<string, string> = {};
  for (const p of call.op.parameters ?? []) {
    // A value only an earlier answer gives (a page's cursor: `x-from-response`) cannot be sampled: left out.
    if (p.in === 'path' || !p.schema || p.schema['x-from-response']) continue;
    const value = String(sampleOf(doc, p.schema));
    if (p.in === 'query') query[p.name] = value;
    if (p.in === 'header') req = req.set(p.name, value);
  }
  req = req.query(query);
  if (input.auth) req = req.set('Authorization', input.auth);
  const content = call.op.requestBody?.content;
  if (!content) return req;
  const type = input.contentType ?? Object.keys(content)[0]!;
  const media = content[type]!;
  const body = (input.adjust ?? ((b) => b))(sampleOf(doc, media.schema) as Json);
  if (type === 'application/json') return req.send(body);
  const properties = resolveSchema(doc, media.schema).properties as Record<string, Json>;
  for (const [name, value] of Object.entries(body)) {
    if (resolveSchema(doc, properties[name] ?? {}).format === 'binary') req = req.attach(name, input.file ?? Buffer.alloc(0), `${name}.png`);
    else if (media.encoding?.[name]?.contentType === 'application/json') req = req.field(name, JSON.stringify(value));
    else req = req.field(name, String(value));
  }
  return req;
}

export function resolveSchema(doc: OpenApiDoc, node: Json): Json {
  const target = node.$ref;
  if (typeof target !== 'string') return node;
  const [, , section, name] = target.split('/');
  return resolveSchema(doc, doc.components[section!]![name!]!);
}
