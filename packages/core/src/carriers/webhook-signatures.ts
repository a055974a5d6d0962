import { timingSafeEqual } from 'node:crypto';

/** A carrier's callback as it reached Leadline: what its signature was computed over. Each dialect folder checks its own carrier's scheme. */
export interface SignedCallback {
  /** The full URL the carrier called (scheme, host, path and query), as it was configured there. */
  url: string;
  method: string;
  /** Header names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  /** Form or query parameters, flat (carriers post form fields). */
  params: Record<string, unknown>;
  /** The body exactly as received (Telnyx signs the raw bytes). */
  rawBody: string;
}

export const header = (h: SignedCallback['headers'], name: string): string | null => {
  const v = h[name];
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && s !== '' ? s : null;
};

export const flat = (v: unknown): string[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v.map((x) => String(x)) : [String(v)];

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
