/**
 * Fails (exit 1) when one name stands for two different shapes. A zod meta id is the schema's name
 * in the OpenAPI document's components and in the generated GraphQL types; zod's registry takes a
 * second schema under an id already used without a word, and each document then silently shows one
 * of the two (a collection named `faqItems` took the info page's `FaqItem`). This loads every
 * domain module with the registry watched, and names both places of every id given to two shapes.
 * The GraphQL names the registry gives beside the ids (a collection's `graphql.type`) are checked
 * where the SDL is written (scripts/codegen/domainSdl.ts), OpenAPI's own names where the
 * components are put together (server/openapi/components.ts). Part of `npm run typecheck`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '../..');

/** Where a `.meta({id})` was called: the first frame of the stack in this project, outside zod. */
function callerPlace(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const frame = frames.find((f) => f.includes(root) && !f.includes('node_modules') && !f.includes(import.meta.filename));
  const place = frame?.match(/\(?([^\s()]+):(\d+):\d+\)?\s*$/);
  return place ? `${path.relative(root, place[1]!.replace(/^file:\/\//, ''))}:${place[2]}` : 'an unknown place';
}

/** A shape as both documents see it, descriptions and examples aside (`.describe()` on a named schema keeps its id). */
function shapeOf(schema: z.ZodType): string {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !['description', 'examples', 'example', 'title', '$id', '$schema', 'id'].includes(key))
        .map(([key, v]) => [key, strip(v)]),
    );
  };
  return JSON.stringify(strip(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input', cycles: 'ref', reused: 'inline' })));
}

const named = new Map<string, { schema: z.ZodType; place: string }[]>();
const add = z.globalRegistry.add.bind(z.globalRegistry);
z.globalRegistry.add = ((schema: z.ZodType, ...meta: [Record<string, unknown>?]) => {
  const id = meta[0]?.id;
  if (typeof id === 'string') named.set(id, [...(named.get(id) ?? []), { schema, place: callerPlace() }]);
  return add(schema as never, ...(meta as [never]));
}) as typeof z.globalRegistry.add;

for (const file of readdirSync(path.join(root, 'domain')).filter((f) => f.endsWith('.ts'))) {
  await import(pathToFileURL(path.join(root, 'domain', file)).href);
}

const clashes: string[] = [];
for (const [id, uses] of named) {
  const shapes = new Map<string, string>();
  for (const { schema, place } of uses) {
    const shape = shapeOf(schema);
    if (!shapes.has(shape)) shapes.set(shape, place);
  }
  if (shapes.size > 1) clashes.push(`  "${id}": ${[...shapes.values()].join(' and ')}`);
}
if (clashes.length) {
  console.error(
    [
      'A zod meta id names two different shapes (the OpenAPI components and GraphQL types would show only one):',
      ...clashes,
      'Give each shape a name of its own (.meta({ id })), and the collection its own GraphQL names.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Every zod meta id names one shape (${named.size} ids).`);
