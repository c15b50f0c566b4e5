import { badRequest } from '../errors';

/**
 * The deepest nesting of arrays and objects any door accepts in JSON (REST bodies, GraphQL bodies,
 * GraphQL `variables` in a body or a query string). No input of the site nests more than a few
 * levels; thousands of levels only serve to overflow the stack of whatever walks the value next
 * (JSON.stringify in a cache key, a validator, a logger), which would end the process.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests deeper than `limit`, found by one loop over its characters (no
 * recursion, no parse), so it is safe to run on anything a client sent. Brackets inside strings do
 * not count. Works on UTF-8 bytes as well as on strings: every character it looks at is ASCII, and
 * no byte of a multi-byte UTF-8 sequence is. Malformed text is left to the parser to refuse.
 */
export function jsonTooDeep(text: string | Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  const bytes = typeof text === 'string';
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = bytes ? (text as string).charCodeAt(i) : (text as Uint8Array)[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * Whether an already parsed value nests deeper than `limit` (multipart GraphQL `operations` are
 * parsed by graphql-upload before the app sees them). Walks with its own stack, never recursion,
 * and stops at the first level past the limit.
 */
export function valueTooDeep(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (!current || typeof current !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) {
      if (child && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** Throws the 400 every door answers for over-deep JSON. */
export function assertJsonDepth(text: string | Uint8Array): void {
  if (jsonTooDeep(text)) throw badRequest(JSON_TOO_DEEP_MESSAGE);
}
