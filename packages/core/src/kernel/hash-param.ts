/** A JSON object: not null, not an array. */
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A hash parameter as clients send it: an object (a JSON body, or qs's
 * `data[x]=1`), or JSON text (a form field, trackdrive-js's `data-tokens`).
 * Absent or blank is `{}`; anything else is `undefined`, for the caller to
 * refuse by name.
 */
export function readHashParam(v: unknown): Record<string, unknown> | undefined {
  if (v === undefined || v === null || v === '') return {};
  if (isPlainObject(v)) return v;
  if (typeof v !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(v);
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
