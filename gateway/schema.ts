import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const schemaDir = fileURLToPath(new URL('../schema', import.meta.url));

/** The SDL, read at startup from schema/*.graphql (base.graphql first: it declares the root types). */
export function loadTypeDefs(dir = schemaDir): string {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
}
