/**
 * Fills `[token]` and `[token]{default if blank}` (domain notes, token
 * syntax) from `values`; an unknown token with no default becomes blank.
 * `encode` is applied to each filled value (an object key must not gain
 * path segments from a lead's data).
 */
export function fillTokens(
  template: string,
  values: Record<string, unknown>,
  encode: (value: string) => string = (v) => v,
): string {
  return template.replace(/\[([A-Za-z0-9_.-]+)\](?:\{([^}]*)\})?/g, (_m, key: string, fallback?: string) => {
    const v = values[key];
    const text = v === undefined || v === null ? '' : String(v);
    return encode(text === '' ? (fallback ?? '') : text);
  });
}
