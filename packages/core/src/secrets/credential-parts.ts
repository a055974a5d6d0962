import { SecretBox } from './secret-box.js';

/**
 * Where a field keeps a receiver's credentials among values that are not secret:
 * - `url`: query parameters whose name looks like a credential (`api_key=`, `token=`, `key=`…) and
 *   the password of `user:password@`;
 * - `header_object`: every value of a JSON object of headers;
 * - `header_lines`: every value of `"Name: value"` lines.
 * Those parts are sealed one by one at rest, masked when shown, and opened at send time.
 */
export type CredentialShape = 'url' | 'header_object' | 'header_lines';

/** What a secret part is shown as; sent back on update, it keeps the stored part. */
export const MASK = '********';

/** A reference to the tenant's own secret item, resolved at send time: `[secret:NAME]`. */
const REFERENCE = /\[secret:([^\]\s]*)\]/g;

/** Query parameter names that carry a credential. */
const CREDENTIAL_PARAM =
  /(?:secret|password|passwd|token|apikey|credential|signature)$|(?:^|[_.-])(?:key|sig|auth|pass|pwd)$/i;

/** The secret item names a value refers to (`[secret:NAME]`). */
export function secretReferences(value: unknown): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return [...text.matchAll(REFERENCE)].map((m) => m[1]!);
}

/** The value with every `[secret:NAME]` replaced by the item's value (`lookup` answers by name). */
export function resolveSecretReferences(text: string, lookup: ReadonlyMap<string, string>): string {
  return text.replace(REFERENCE, (whole, name: string) => lookup.get(name) ?? whole);
}

/**
 * A part is left in clear when it is empty, already sealed, or only names secret items (with at
 * most an authorization scheme before them, `Bearer [secret:crm]`): the reference is no secret.
 */
const keepsClear = (part: string) =>
  part === '' ||
  SecretBox.isSealed(part) ||
  (part.includes('[secret:') && /^\s*(?:bearer|basic|token|apikey)?\s*$/i.test(part.replace(REFERENCE, '')));

/**
 * Each secret part of `value` sealed. A part written as the mask takes the same part of
 * `previous` (the stored value), so a record read, edited and sent back keeps its secrets.
 */
export function sealCredentials(
  shape: CredentialShape,
  value: unknown,
  box: SecretBox,
  previous?: unknown,
): unknown {
  const old = previous === undefined || previous === null ? undefined : partsOf(shape, previous);
  return mapParts(shape, value, (name, part, index) => {
    if (part === MASK) return old?.get(partKey(name, index)) ?? part;
    return keepsClear(part) ? part : box.seal(part);
  });
}

/** Each secret part sealed under the box's current key: parts stored in clear, parts under an older key. */
export function resealCredentials(shape: CredentialShape, value: unknown, box: SecretBox): unknown {
  return mapParts(shape, value, (_name, part) => {
    if (SecretBox.isSealed(part)) return box.needsRotation(part) ? box.rotate(part) : part;
    return keepsClear(part) ? part : box.seal(part);
  });
}

/** The value as shown: each sealed part as the mask. */
export function maskCredentials(shape: CredentialShape, value: unknown): unknown {
  return mapParts(shape, value, (_name, part) => (SecretBox.isSealed(part) ? MASK : part));
}

/** The value as sent: each sealed part opened. */
export function openCredentials(shape: CredentialShape, value: unknown, box: SecretBox): unknown {
  return mapParts(shape, value, (_name, part) => box.open(part));
}

/** A rendered URL as a log keeps it: credential query parameters and a password masked. */
export function maskUrlCredentials(url: string): string {
  return mapUrl(url, (_name, part) => (part === '' ? part : MASK)) as string;
}

/** The value with each secret part (name, text, index among parts of that name) replaced. */
function mapParts(
  shape: CredentialShape,
  value: unknown,
  fn: (name: string, part: string, index: number) => string,
): unknown {
  if (value === null || value === undefined) return value;
  if (shape === 'url') return typeof value === 'string' ? mapUrl(value, fn) : value;
  if (shape === 'header_lines') return typeof value === 'string' ? mapLines(value, fn) : value;
  let object = value;
  if (typeof value === 'string') {
    try {
      object = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (!object || typeof object !== 'object' || Array.isArray(object)) return value;
  const out = Object.fromEntries(
    Object.entries(object as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? fn(k.toLowerCase(), v, 0) : v,
    ]),
  );
  return typeof value === 'string' ? JSON.stringify(out) : out;
}

function mapLines(text: string, fn: (name: string, part: string, index: number) => string): string {
  const seen = new Map<string, number>();
  return text
    .split(/(\r?\n)/)
    .map((line) => {
      const i = line.indexOf(':');
      if (i <= 0) return line;
      const name = line.slice(0, i).trim().toLowerCase();
      const rest = line.slice(i + 1);
      const lead = rest.length - rest.trimStart().length;
      const index = seen.get(name) ?? 0;
      seen.set(name, index + 1);
      return `${line.slice(0, i + 1)}${rest.slice(0, lead)}${fn(name, rest.slice(lead).trim(), index)}`;
    })
    .join('');
}

/** Works on the text as written (placeholders such as `[caller_id]` stay as they are). */
function mapUrl(url: string, fn: (name: string, part: string, index: number) => string): string {
  const hash = url.indexOf('#');
  const fragment = hash < 0 ? '' : url.slice(hash);
  const beforeHash = hash < 0 ? url : url.slice(0, hash);
  const q = beforeHash.indexOf('?');
  let base = q < 0 ? beforeHash : beforeHash.slice(0, q);
  const userinfo = /^([a-z][a-z0-9+.-]*:\/\/)([^/@?#]*?):([^/@?#]*)@/i.exec(base);
  if (userinfo) {
    base = `${userinfo[1]}${userinfo[2]}:${fn(':password', userinfo[3]!, 0)}@${base.slice(userinfo[0].length)}`;
  }
  if (q < 0) return base + fragment;
  const seen = new Map<string, number>();
  const query = beforeHash
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      if (!CREDENTIAL_PARAM.test(safeDecode(name))) return pair;
      const index = seen.get(name) ?? 0;
      seen.set(name, index + 1);
      return `${name}=${fn(name, pair.slice(eq + 1), index)}`;
    })
    .join('&');
  return `${base}?${query}${fragment}`;
}

/** Each secret part of a stored value by name and index. */
function partsOf(shape: CredentialShape, value: unknown): Map<string, string> {
  const parts = new Map<string, string>();
  mapParts(shape, value, (name, part, index) => {
    parts.set(partKey(name, index), part);
    return part;
  });
  return parts;
}

const partKey = (name: string, index: number) => `${name}\u0000${index}`;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
