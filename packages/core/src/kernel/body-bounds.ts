/**
 * The most a request body may hold on an endpoint, checked on the raw text
 * before it is parsed: parsing and handling a body costs in proportion to its
 * keys, nesting and string sizes, and a public endpoint (no key pair) must not
 * let anyone buy seconds of the server with one request.
 */
export interface BodyBounds {
  /** Bytes; past them the body is a 413 before it is read. */
  maxBytes: number;
  /** Keys and array members, counted together. */
  maxEntries: number;
  /** Objects and arrays inside each other. */
  maxDepth: number;
  /** Characters of one string (a key or a value). */
  maxStringLength: number;
}

/**
 * Every public endpoint that takes a body, unless it declares its own: a lead
 * holds at most 500 tokens of 64 KB in all (leads.ts), so a lead post never
 * comes near these.
 */
export const PUBLIC_BODY_BOUNDS: BodyBounds = {
  maxBytes: 1024 * 1024,
  maxEntries: 2_000,
  maxDepth: 16,
  maxStringLength: 64 * 1024,
};

/** What a body's text holds, as far as the bounds care. */
interface Shape {
  entries: number;
  depth: number;
  longest: number;
}

/**
 * The first bound a JSON text goes past, as a sentence, or null. One pass
 * over the characters, building nothing, and it stops at the first bound
 * passed: its cost is the body's length, whatever the body holds.
 */
export function jsonBeyondBounds(text: string, bounds: BodyBounds): string | null {
  let depth = 0;
  let entries = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) {
        inString = false;
        if (i - start > bounds.maxStringLength) return tooLong(bounds);
      }
      continue;
    }
    if (c === 34) {
      inString = true;
      start = i + 1;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > bounds.maxDepth) return tooDeep(bounds);
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
    } else if (c === 58 /* : */ || c === 44 /* , */) {
      if (++entries > bounds.maxEntries) return tooMany(bounds);
    }
  }
  // An unterminated string is the parser's to refuse; its length still counts.
  if (inString && text.length - start > bounds.maxStringLength) return tooLong(bounds);
  return null;
}

/** The same for a form-encoded body (`a=1&b[c]=2`): its parameters, their nesting and values. */
export function formBeyondBounds(text: string, bounds: BodyBounds): string | null {
  const shape: Shape = { entries: 0, depth: 0, longest: 0 };
  for (const pair of text.split('&', bounds.maxEntries + 1)) {
    shape.entries++;
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    shape.depth = Math.max(shape.depth, key.split('[').length - 1);
    shape.longest = Math.max(shape.longest, key.length, eq < 0 ? 0 : pair.length - eq - 1);
  }
  if (shape.entries > bounds.maxEntries) return tooMany(bounds);
  if (shape.depth > bounds.maxDepth) return tooDeep(bounds);
  if (shape.longest > bounds.maxStringLength) return tooLong(bounds);
  return null;
}

const tooMany = (b: BodyBounds) => `has more than ${b.maxEntries} keys and array members`;
const tooDeep = (b: BodyBounds) => `nests objects and arrays more than ${b.maxDepth} deep`;
const tooLong = (b: BodyBounds) => `has a string longer than ${b.maxStringLength} characters`;
