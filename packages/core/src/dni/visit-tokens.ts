/** A token_matcher as the number request reads it (optimizer token). */
export interface TokenMatcher {
  key: string;
  source: string;
  source_key: string | null;
  default_value: string | null;
  hold_number_per_value: boolean;
}

/** A visitor_token_matcher (impression token). */
export interface VisitorTokenMatcher {
  key: string;
  url_parameter: string;
  unique_per_value: boolean;
}

/** What a number request knows about the visit. */
export interface Visit {
  url: string | null;
  referrer: string | null;
  cookies: Record<string, string>;
  /** The data-tokens hash the script sent (`tokens`). */
  dataTokens: Record<string, unknown>;
}

/** The tokens read, and which of them decide a tokens pool's number and an impression's uniqueness. */
export interface VisitTokens {
  tokens: Record<string, string>;
  /** Keys of optimizer tokens with hold_number_per_value (in a tokens pool, each combination holds its own number). */
  holdKeys: string[];
  /** Keys of impression tokens with unique_per_value (a new value is a new impression). */
  uniqueKeys: string[];
}

const queryParam = (url: string | null, name: string): string | null => {
  if (!url) return null;
  try {
    const v = new URL(url).searchParams.get(name);
    return v === null || v.trim() === '' ? null : v.trim();
  } catch {
    return null;
  }
};

const textOf = (v: unknown): string | null =>
  (typeof v === 'string' && v.trim() !== '') || typeof v === 'number' ? String(v).trim() : null;

/**
 * The tokens the company's matchers read from one visit (TrackDrive's
 * optimizer and impression tokens). An optimizer token reads its `source`:
 * `url_parameter` (the page URL's query parameter `source_key`, blank: the
 * key), `cookie` (the cookie `source_key`), `referrer` (the referring URL
 * itself, or its query parameter `source_key` when one is named, such as a
 * search engine's `q`) or `data_tokens` (the script's data-tokens hash); with
 * no value its `default_value`, if any. An impression token reads the page
 * URL's `url_parameter`. Matchers come in `sortable_order`: the first to
 * name a key wins it.
 *
 * @example readVisitTokens([{ key: 'kw', source: 'url_parameter', source_key: 'q', default_value: null, hold_number_per_value: true }], [],
 *   { url: 'https://a.example/?q=solar', referrer: null, cookies: {}, dataTokens: {} }).tokens // { kw: 'solar' }
 */
export function readVisitTokens(
  matchers: readonly TokenMatcher[],
  visitorMatchers: readonly VisitorTokenMatcher[],
  visit: Visit,
): VisitTokens {
  const tokens: Record<string, string> = {};
  const holdKeys: string[] = [];
  const uniqueKeys: string[] = [];
  for (const m of matchers) {
    if (m.key in tokens) continue;
    const name = m.source_key?.trim() || m.key;
    const read =
      m.source === 'cookie'
        ? textOf(visit.cookies[name])
        : m.source === 'referrer'
          ? m.source_key?.trim()
            ? queryParam(visit.referrer, name)
            : textOf(visit.referrer)
          : m.source === 'data_tokens'
            ? textOf(visit.dataTokens[name])
            : queryParam(visit.url, name);
    const value = read ?? textOf(m.default_value);
    if (value === null) continue;
    tokens[m.key] = value;
    if (m.hold_number_per_value) holdKeys.push(m.key);
  }
  for (const m of visitorMatchers) {
    if (m.key in tokens) continue;
    const value = queryParam(visit.url, m.url_parameter.trim());
    if (value === null) continue;
    tokens[m.key] = value;
    if (m.unique_per_value) uniqueKeys.push(m.key);
  }
  return { tokens, holdKeys, uniqueKeys };
}

/** A Cookie header's pairs (`a=1; b=2`), values URI-decoded where they can be. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    const raw = part.slice(i + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}
