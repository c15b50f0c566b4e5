/**
 * GraphQL SDL generated from the zod schemas in domain/, so a shape's fields are written once.
 * codegen.ts feeds the result to graphql-codegen (as part of the schema) and writes it to
 * schema/generated/domain.graphql, which the gateway loads; `npm run typecheck` fails when that
 * file is stale. Fields only GraphQL has (resolved objects, uploads) are added by hand with
 * `extend type` / `extend input` in schema/*.graphql.
 *
 * Mapping: fields named `_id` or ending in `Id` are `ID`; `format: date-time` is `DateTime`;
 * integer/number/boolean are Int/Float/Boolean; other strings (enums too) are String; a named zod
 * schema (meta id) is that type, generated when listed below; an inline object is a type named after its field (`socialLinks` →
 * `SocialLinksInput` on the input side). Output fields are non-null unless nullable; input fields
 * are non-null only when required.
 */
import { z } from 'zod';
// Named schemas are registered (z.globalRegistry) by importing their module.
import '../../domain/bands';

type Json = { [key: string]: unknown };

interface GeneratedType {
  /** The zod schema's meta id: its GraphQL name. */
  id: string;
  io: 'input' | 'output';
}

/** The shapes whose GraphQL types are generated (the rest of the SDL is still hand-written). */
const GENERATED: GeneratedType[] = [
  { id: 'Band', io: 'output' },
  { id: 'SocialLinks', io: 'output' },
  { id: 'BandInput', io: 'input' },
];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function describe(text: unknown, indent: string): string {
  if (typeof text !== 'string' || text === '') return '';
  return `${indent}${JSON.stringify(text)}\n`;
}

class SdlWriter {
  private readonly blocks = new Map<string, string>();

  constructor(private readonly io: 'input' | 'output') {}

  write(name: string, schema: Json): void {
    if (this.blocks.has(name)) return;
    this.blocks.set(name, ''); // reserve the name: nested types come after it
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const fields = Object.entries((schema.properties as Record<string, Json> | undefined) ?? {}).map(([field, prop]) => {
      const type = this.typeOf(field, prop);
      const nonNull = this.io === 'output' ? required.has(field) && !isNullable(prop) : required.has(field);
      return `${describe(prop.description, '  ')}  ${field}: ${type}${nonNull ? '!' : ''}`;
    });
    const keyword = this.io === 'input' ? 'input' : 'type';
    this.blocks.set(name, `${describe(schema.description, '')}${keyword} ${name} {\n${fields.join('\n')}\n}\n`);
  }

  sdl(): string {
    return [...this.blocks.values()].join('\n');
  }

  private typeOf(field: string, prop: Json): string {
    const inner = withoutNull(prop);
    if (typeof inner.$ref === 'string') {
      // A named shape is its own type: generated when listed above, else written by hand.
      return inner.$ref;
    }
    if (field === '_id' || /Id$/.test(field)) return 'ID';
    const type = typeName(inner);
    if (type === 'array') return `[${this.typeOf('', inner.items as Json)}!]`;
    if (type === 'object') {
      const name = `${capitalize(field)}${this.io === 'input' ? 'Input' : ''}`;
      this.write(name, inner);
      return name;
    }
    if (type === 'string') return inner.format === 'date-time' ? 'DateTime' : 'String';
    const scalar = { integer: 'Int', number: 'Float', boolean: 'Boolean' }[type ?? ''];
    if (!scalar) throw new Error(`domainSdl: no GraphQL type for field "${field}" (${JSON.stringify(prop)})`);
    return scalar;
  }
}

function typeName(schema: Json): string | undefined {
  const type = schema.type;
  return Array.isArray(type) ? (type.find((t) => t !== 'null') as string | undefined) : (type as string | undefined);
}

function isNullable(schema: Json): boolean {
  if (Array.isArray(schema.type)) return schema.type.includes('null');
  return Array.isArray(schema.anyOf) && (schema.anyOf as Json[]).some((s) => s.type === 'null');
}

/** `T | null` as JSON Schema writes it (a type list or anyOf with null) → T. */
function withoutNull(schema: Json): Json {
  if (Array.isArray(schema.anyOf)) {
    const rest = (schema.anyOf as Json[]).filter((s) => s.type !== 'null');
    if (rest.length === 1) return { ...rest[0], description: schema.description ?? rest[0]!.description };
  }
  return schema;
}

function registrySchemas(io: 'input' | 'output'): Record<string, Json> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { io, uri: (id) => id, unrepresentable: 'any' });
  return schemas as Record<string, Json>;
}

/** The generated SDL: every listed type, with the object types it names. */
export function domainSdl(): string {
  const parts = (['output', 'input'] as const).map((io) => {
    const schemas = registrySchemas(io);
    const writer = new SdlWriter(io);
    for (const { id } of GENERATED.filter((g) => g.io === io)) {
      const schema = schemas[id];
      if (!schema) throw new Error(`domainSdl: no zod schema with meta id "${id}" (is its domain module imported?)`);
      writer.write(id, schema);
    }
    return writer.sdl();
  });
  return `# Generated from domain/ by scripts/codegen/domainSdl.ts (npm run codegen): do not edit.\n\n${parts.join('\n')}`;
}
