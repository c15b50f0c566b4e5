import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const schemaDir = fileURLToPath(new URL('../schema', import.meta.url));

const graphqlFiles = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.graphql')).map((f) => path.join(dir, f)) : [];

/**
 * The SDL, read at startup from schema/*.graphql (base.graphql first: it declares the root types)
 * and schema/generated/*.graphql (the types `npm run codegen` generates from domain/).
 */
export function loadTypeDefs(dir = schemaDir): string {
  const base = path.join(dir, 'base.graphql');
  const files = [...graphqlFiles(dir), ...graphqlFiles(path.join(dir, 'generated'))].sort((a, b) =>
    a === base ? -1 : b === base ? 1 : a.localeCompare(b),
  );
  return files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}
