/**
 * Writes GraphQL SDL from JSON Schema (zod's `z.toJSONSchema` of the domain's shapes): one type,
 * input or enum per name, with the mapping scripts/codegen/domainSdl.ts describes (ids, DateTime,
 * StringMap, nested objects as types of their own), and the check that a name stands for one shape.
 */
export type Json = { [key: string]: unknown };

/** Fields ending in `Id` that are text, not an id of ours. */
const TEXT_IDS = new Set(['gtmId']);

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function describe(text: unknown, indent: string): string {
  if (typeof text !== 'string' || text === '') return '';
  return `${indent}${JSON.stringify(text)}\n`;
}

/** A type's descriptions, kept from the output side so that an input says what its twin says (one place). */
export interface TypeDocs {
  description?: string;
  fields: Map<string, string>;
}

/** A zod enum's values described: `.meta({ id, description, [ENUM_VALUE_DOCS]: { value: 'what it means' } })`. */
export const ENUM_VALUE_DOCS = 'x-enum-descriptions';

export class SdlWriter {
  private readonly blocks = new Map<string, string>();
  /** What each written type says of itself and its fields (the output side's, lent to the inputs). */
  readonly docs = new Map<string, TypeDocs>();
  /** Each name's shape and where it came from: a second, different shape under a name fails the codegen, naming both. */
  private readonly claims = new Map<string, { shape: string; origin: string }>();

  /** `names`: meta id → GraphQL name, for the types of this side that are named otherwise. */
  constructor(
    private readonly io: 'input' | 'output',
    private readonly names: ReadonlyMap<string, string>,
    private readonly schemas: Record<string, Json> = {},
    /** An input's twin type's docs (`BandInput` → `Band`'s): what an input field leaves undescribed, its twin says. */
    private readonly twinDocs: (inputName: string) => TypeDocs | undefined = () => undefined,
  ) {}

  write(name: string, schema: Json, origin: string, renames: Record<string, string> = {}, extraFields: string[] = [], allOptional = false): void {
    const shape = JSON.stringify({ schema: withoutDocs(schema), renames, extraFields, allOptional });
    const claim = this.claims.get(name);
    if (claim && claim.shape !== shape) {
      throw new Error(`domainSdl: the GraphQL ${this.io === 'input' ? 'input' : 'type'} name "${name}" stands for two different shapes: ${claim.origin} and ${origin}. Give one of them another name.`);
    }
    if (claim) return;
    this.claims.set(name, { shape, origin });
    if (Array.isArray(schema.enum)) {
      const valueDocs = (schema[ENUM_VALUE_DOCS] ?? {}) as Record<string, string>;
      const values = (schema.enum as unknown[]).map((v) => `${describe(valueDocs[String(v)], '  ')}  ${String(v)}`);
      this.blocks.set(name, `${describe(schema.description, '')}enum ${name} {\n${values.join('\n')}\n}\n`);
      return;
    }
    this.blocks.set(name, ''); // reserve the name: nested types come after it
    const twin = this.io === 'input' ? this.twinDocs(name) : undefined;
    const docs: TypeDocs = { description: (schema.description as string | undefined) ?? twin?.description, fields: new Map() };
    const required = new Set(allOptional ? [] : ((schema.required as string[] | undefined) ?? []));
    const fields = Object.entries((schema.properties as Record<string, Json> | undefined) ?? {}).map(([field, prop]) => {
      const type = this.typeOf(field, prop);
      const nonNull = this.io === 'output' ? required.has(field) && !isNullable(prop) : required.has(field);
      const graphqlField = renames[field] ?? field;
      // Its own words, else its input twin's, else those of the named type it holds (a field of a named type
      // cannot be described itself: a described copy of the schema loses its meta id).
      const held = withoutNull(prop).$ref ?? ((withoutNull(prop).items as Json | undefined)?.$ref as string | undefined);
      const description =
        (withoutNull(prop).description as string | undefined) ?? twin?.fields.get(graphqlField) ?? (typeof held === 'string' ? (this.schemas[held]?.description as string | undefined) : undefined);
      if (description) docs.fields.set(graphqlField, description);
      return `${describe(description, '  ')}  ${graphqlField}: ${type}${nonNull ? '!' : ''}`;
    });
    this.docs.set(name, docs);
    const keyword = this.io === 'input' ? 'input' : 'type';
    this.blocks.set(name, `${describe(docs.description, '')}${keyword} ${name} {\n${[...fields, ...extraFields].join('\n')}\n}\n`);
  }

  sdl(): string {
    return [...this.blocks.values()].join('\n');
  }

  private typeOf(field: string, prop: Json): string {
    const inner = withoutNull(prop);
    if (typeof inner.$ref === 'string') {
      // A named shape is its own type: generated when listed above, else written by hand. A named
      // enum is generated where an output type first uses it (partners' PartnerTier), listed or not;
      // inputs share it.
      const name = this.names.get(inner.$ref) ?? inner.$ref;
      const target = this.schemas[inner.$ref];
      if (target && Array.isArray(target.enum) && this.io === 'output') this.write(name, target, `the enum with meta id "${inner.$ref}"`);
      return name;
    }
    if (field === '_id' || (/Id$/.test(field) && !TEXT_IDS.has(field))) return 'ID';
    const type = typeName(inner);
    if (type === 'array') return `[${this.typeOf('', inner.items as Json)}!]`;
    // A map of anything (a version's item as it was) is a JSON object; of strings, a StringMap.
    if (type === 'object' && !inner.properties && isEmptySchema(inner.additionalProperties)) return 'JSONObject';
    if (type === 'object' && !inner.properties && inner.additionalProperties) return 'StringMap';
    if (type === 'object') {
      const name = `${capitalize(field)}${this.io === 'input' ? 'Input' : ''}`;
      this.write(name, inner, `the unnamed object of a field "${field}"`);
      return name;
    }
    if (type === 'string') return inner.format === 'date-time' ? 'DateTime' : 'String';
    const scalar = { integer: 'Int', number: 'Float', boolean: 'Boolean' }[type ?? ''];
    if (!scalar) throw new Error(`domainSdl: no GraphQL type for field "${field}" (${JSON.stringify(prop)})`);
    return scalar;
  }
}

/** A JSON schema without its descriptions: the same shape described twice is one shape. */
function withoutDocs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDocs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'description').map(([key, v]) => [key, withoutDocs(v)]));
}

const isEmptySchema = (schema: unknown) => schema === true || (typeof schema === 'object' && schema !== null && Object.keys(schema).length === 0);

export function typeName(schema: Json): string | undefined {
  const type = schema.type;
  return Array.isArray(type) ? (type.find((t) => t !== 'null') as string | undefined) : (type as string | undefined);
}

function isNullable(schema: Json): boolean {
  if (Array.isArray(schema.type)) return schema.type.includes('null');
  return Array.isArray(schema.anyOf) && (schema.anyOf as Json[]).some((s) => s.type === 'null');
}

/** `T | null` as JSON Schema writes it (a type list or anyOf with null) → T. */
export function withoutNull(schema: Json): Json {
  if (Array.isArray(schema.anyOf)) {
    const rest = (schema.anyOf as Json[]).filter((s) => s.type !== 'null');
    if (rest.length === 1) return { ...rest[0], description: schema.description ?? rest[0]!.description };
  }
  return schema;
}
