/**
 * GraphQL SDL generated from the zod schemas in domain/, so a shape's fields are written once.
 * codegen.ts feeds the result to graphql-codegen (as part of the schema) and writes it to
 * schema/generated/domain.graphql, which the gateway loads; `npm run typecheck` fails when that
 * file is stale. Fields only GraphQL has (resolved objects, uploads) are added by hand with
 * `extend type` / `extend input` in schema/*.graphql.
 *
 * Mapping: fields named `_id` or ending in `Id` are `ID` (but `gtmId`, Google's text); `format:
 * date-time` is `DateTime`; integer/number/boolean are Int/Float/Boolean; a string-keyed map
 * (z.record) is `StringMap`; other strings (inline enums too) are String; a named zod schema (meta
 * id) is that type, generated when listed below (a named z.enum becomes a GraphQL enum); an inline
 * object is a type named after its field (`socialLinks` → `SocialLinksInput` on the input side).
 * Output fields are non-null unless nullable; input fields are non-null only when required.
 *
 * Names: a type's GraphQL name is its meta id, except where GraphQL had a name of its own before
 * its type was generated (clients' documents use it): then the entry below says `name`, e.g. the
 * REST `Session` is GraphQL's `AuthPayload`. Likewise `fields` renames a field (domain → GraphQL).
 * New shapes get the same name on both sides (an input's id ends in `Input` where GraphQL's does).
 */
import { z } from 'zod';
// Named schemas are registered (z.globalRegistry) by importing their module.
import '../../domain/auth';
import '../../domain/bands';
import '../../domain/common';
import '../../domain/contact';
import '../../domain/contactInbox';
import '../../domain/festivals';
import '../../domain/images';
import '../../domain/infoPage';
import '../../domain/siteAssets';
import '../../domain/visits';

type Json = { [key: string]: unknown };

interface GeneratedType {
  /** The zod schema's meta id: its GraphQL name unless `name` says otherwise. */
  id: string;
  /** Which side of the zod schema: what the API answers (a type) or what it takes (an input). An enum serves both: list it once. */
  io: 'input' | 'output';
  /** The GraphQL name, where it differs from the id (a name clients used before the type was generated). */
  name?: string;
  /** GraphQL field names that differ from the domain's: domain field → GraphQL field. */
  fields?: Record<string, string>;
}

/** The shapes whose GraphQL types are generated (the rest of the SDL is still hand-written). */
const GENERATED: GeneratedType[] = [
  { id: 'Band', io: 'output' },
  { id: 'SocialLinks', io: 'output' },
  { id: 'BandInput', io: 'input' },
  // Shared
  { id: 'Deleted', io: 'output', name: 'DeleteResult' },
  { id: 'ImageVariants', io: 'output' },
  { id: 'ImageSource', io: 'output' },
  // Sign-in and the team
  { id: 'Role', io: 'output' },
  { id: 'User', io: 'output' },
  { id: 'Session', io: 'output', name: 'AuthPayload' },
  { id: 'Tokens', io: 'output', name: 'TokenPair' },
  { id: 'LoginSession', io: 'output' },
  { id: 'TwoFactorSetup', io: 'output' },
  { id: 'TwoFactorStatus', io: 'output' },
  { id: 'Member', io: 'output' },
  { id: 'Invite', io: 'output' },
  { id: 'ResetLink', io: 'output' },
  { id: 'TeamPolicy', io: 'output' },
  { id: 'Credentials', io: 'input', name: 'CredentialsInput' },
  { id: 'TokenPassword', io: 'input', name: 'TokenPasswordInput' },
  { id: 'PasswordChange', io: 'input', name: 'PasswordChangeInput' },
  { id: 'TwoFactorVerify', io: 'input', name: 'TwoFactorVerifyInput' },
  { id: 'InviteInput', io: 'input' },
  { id: 'MemberUpdate', io: 'input', name: 'MemberUpdateInput' },
  // Contact form and inbox
  { id: 'ContactMessage', io: 'output' },
  { id: 'ContactPage', io: 'output', name: 'ContactInboxPage', fields: { contacts: 'messages' } },
  { id: 'ContactResult', io: 'output' },
  { id: 'ContactMessageInput', io: 'input', name: 'ContactInput' },
  { id: 'ContactMessageUpdate', io: 'input' },
  // Festivals, the info page, site assets, visits
  { id: 'Festival', io: 'output' },
  { id: 'FestivalDay', io: 'output' },
  { id: 'FestivalInput', io: 'input' },
  { id: 'FestivalDayInput', io: 'input' },
  { id: 'InfoPage', io: 'output' },
  { id: 'InfoLocation', io: 'output' },
  { id: 'InfoTravel', io: 'output' },
  { id: 'InfoRules', io: 'output' },
  { id: 'FaqItem', io: 'output' },
  { id: 'InfoPageInput', io: 'input' },
  { id: 'InfoLocationInput', io: 'input' },
  { id: 'InfoTravelInput', io: 'input' },
  { id: 'InfoRulesInput', io: 'input' },
  { id: 'FaqItemInput', io: 'input' },
  { id: 'SiteAssets', io: 'output' },
  { id: 'ContactEmail', io: 'output' },
  { id: 'SiteAssetsInput', io: 'input' },
  { id: 'ContactEmailInput', io: 'input' },
  { id: 'VisitorStats', io: 'output' },
  { id: 'DailyVisits', io: 'output' },
];

/** Fields ending in `Id` that are text, not an id of ours. */
const TEXT_IDS = new Set(['gtmId']);

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function describe(text: unknown, indent: string): string {
  if (typeof text !== 'string' || text === '') return '';
  return `${indent}${JSON.stringify(text)}\n`;
}

class SdlWriter {
  private readonly blocks = new Map<string, string>();

  /** `names`: meta id → GraphQL name, for the types of this side that are named otherwise. */
  constructor(
    private readonly io: 'input' | 'output',
    private readonly names: ReadonlyMap<string, string>,
  ) {}

  write(name: string, schema: Json, renames: Record<string, string> = {}): void {
    if (this.blocks.has(name)) return;
    if (Array.isArray(schema.enum)) {
      const values = (schema.enum as unknown[]).map((v) => `  ${String(v)}`);
      this.blocks.set(name, `${describe(schema.description, '')}enum ${name} {\n${values.join('\n')}\n}\n`);
      return;
    }
    this.blocks.set(name, ''); // reserve the name: nested types come after it
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const fields = Object.entries((schema.properties as Record<string, Json> | undefined) ?? {}).map(([field, prop]) => {
      const type = this.typeOf(field, prop);
      const nonNull = this.io === 'output' ? required.has(field) && !isNullable(prop) : required.has(field);
      return `${describe(prop.description, '  ')}  ${renames[field] ?? field}: ${type}${nonNull ? '!' : ''}`;
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
      return this.names.get(inner.$ref) ?? inner.$ref;
    }
    if (field === '_id' || (/Id$/.test(field) && !TEXT_IDS.has(field))) return 'ID';
    const type = typeName(inner);
    if (type === 'array') return `[${this.typeOf('', inner.items as Json)}!]`;
    if (type === 'object' && !inner.properties && inner.additionalProperties) return 'StringMap';
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
    const listed = GENERATED.filter((g) => g.io === io);
    const writer = new SdlWriter(io, new Map(listed.flatMap((g) => (g.name ? [[g.id, g.name] as const] : []))));
    for (const { id, name, fields } of listed) {
      const schema = schemas[id];
      if (!schema) throw new Error(`domainSdl: no zod schema with meta id "${id}" (is its domain module imported?)`);
      writer.write(name ?? id, schema, fields);
    }
    return writer.sdl();
  });
  return `# Generated from domain/ by scripts/codegen/domainSdl.ts (npm run codegen): do not edit.\n\n${parts.join('\n')}`;
}
