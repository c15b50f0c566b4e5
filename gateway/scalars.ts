import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';

const invalid = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

// An ISO 8601 date (YYYY-MM-DD) or date-time; normalised to UTC milliseconds ("...T14:00:00.000Z").
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !ISO_8601.test(value.trim())) {
    throw invalid('DateTime must be an ISO 8601 string, e.g. 2025-09-26T14:00:00.000Z');
  }
  const date = new Date(value.trim());
  if (Number.isNaN(date.getTime())) throw invalid('DateTime is not a valid date');
  return date.toISOString();
}

export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An instant as an ISO 8601 string in UTC.',
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return value;
    throw new GraphQLError('DateTime cannot represent this value');
  },
  parseValue: parseDateTime,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw invalid('DateTime must be a string');
    return parseDateTime(ast.value);
  },
});

function toStringMap(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid('StringMap must be an object whose values are strings');
  }
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw invalid(`StringMap value of "${key}" must be a string`);
    out[key] = v;
  }
  return out;
}

function literalToStringMap(ast: ValueNode, variables?: Record<string, unknown> | null): Record<string, string> {
  if (ast.kind === Kind.VARIABLE) return toStringMap(variables?.[ast.name.value]);
  if (ast.kind !== Kind.OBJECT) throw invalid('StringMap must be an object');
  const out: Record<string, string> = {};
  for (const field of ast.fields) {
    const v = field.value;
    if (v.kind === Kind.STRING) out[field.name.value] = v.value;
    else if (v.kind === Kind.VARIABLE && typeof variables?.[v.name.value] === 'string') {
      out[field.name.value] = variables[v.name.value] as string;
    } else throw invalid(`StringMap value of "${field.name.value}" must be a string`);
  }
  return out;
}

export const StringMap = new GraphQLScalarType<Record<string, string>, Record<string, string>>({
  name: 'StringMap',
  description: 'A JSON object whose values are strings.',
  serialize: (value) => toStringMap(value),
  parseValue: toStringMap,
  parseLiteral: literalToStringMap,
});

export const Upload = GraphQLUpload;

function toJsonObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('JSONObject must be an object');
  return value as Record<string, unknown>;
}

function literalToJson(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (ast.kind) {
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value, variables)]));
    case Kind.LIST:
      return ast.values.map((v) => literalToJson(v, variables));
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    default:
      throw invalid('JSONObject holds JSON values only');
  }
}

/** WebAuthn's JSON shapes (options, an authenticator's answer): the services validate what comes in. */
export const JSONObject = new GraphQLScalarType<Record<string, unknown>, Record<string, unknown>>({
  name: 'JSONObject',
  description: 'A JSON object.',
  serialize: (value) => toJsonObject(value),
  parseValue: toJsonObject,
  parseLiteral: (ast, variables) => toJsonObject(literalToJson(ast, variables)),
});
