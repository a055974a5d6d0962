export interface FillOptions {
  /**
   * Also fill the `{token}` variant (domain notes 3.5: postback articles
   * write `{call_id}`). Only a token with a value is replaced, so JSON
   * braces and other text in braces stay as they are.
   */
  braces?: boolean;
}

const BRACKETS = /\[([A-Za-z0-9_.-]+)\](?:\{([^}]*)\})?/g;
const BOTH = /\[([A-Za-z0-9_.-]+)\](?:\{([^}]*)\})?|\{([a-z0-9_]+)\}/g;

/**
 * Fills `[token]` and `[token]{default if blank}` (domain notes, token
 * syntax) from `values`; an unknown token with no default becomes blank.
 * `encode` is applied to each filled value (an object key must not gain
 * path segments from a lead's data; a URL needs its values URL-encoded, a
 * JSON body JSON-escaped).
 */
export function fillTokens(
  template: string,
  values: Record<string, unknown>,
  encode: (value: string) => string = (v) => v,
  options: FillOptions = {},
): string {
  const text = (key: string) => {
    const v = values[key];
    if (v === undefined || v === null) return '';
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  };
  return template.replace(
    options.braces ? BOTH : BRACKETS,
    (match, key: string | undefined, fallback?: string, braced?: unknown) => {
      // Without the {token} variant the regex has two groups, and the third argument is the offset.
      if (typeof braced === 'string') {
        const v = text(braced);
        return braced in values ? encode(v) : match;
      }
      const v = text(key!);
      return encode(v === '' ? (fallback ?? '') : v);
    },
  );
}

/** Encoders for the places a token lands. */
export const TOKEN_ENCODERS = {
  url: (v: string) => encodeURIComponent(v),
  json: (v: string) => JSON.stringify(v).slice(1, -1),
  form: (v: string) => encodeURIComponent(v),
  xml: (v: string) =>
    v.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    ),
  text: (v: string) => v,
} as const;
