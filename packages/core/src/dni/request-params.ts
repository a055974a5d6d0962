import { createHash } from 'node:crypto';
import { type FieldErrors, invalid } from '../errors/index.js';
import { readHashParam } from '../kernel/hash-param.js';

/** What a number request says about the visit: the offer, its tokens and the page. */
export interface NumberRequest {
  offerToken: string;
  tokens: Record<string, unknown>;
  visitorId: string | null;
  gaClientId: string | null;
  url: string | null;
  referrer: string | null;
  /** Cookies the script passed (`cookies`, or `impressions.cookies`): a page's cookies never reach us by themselves. */
  cookies: Record<string, string>;
}

const text = (...vs: unknown[]) => {
  for (const v of vs)
    if ((typeof v === 'string' && v.trim()) || typeof v === 'number') return String(v).trim();
  return null;
};

/**
 * Reads GET /numbers.json as trackdrive-js sends it: `offer_token` (or the
 * older `offer_key`), `tokens` and `impressions` as hashes or JSON text; the
 * visit's details from `impressions` or the top level. One 422 names every problem.
 */
export function readNumberRequest(raw: Record<string, unknown>): NumberRequest {
  const errors: FieldErrors = {};
  const offerToken = text(raw.offer_token, raw.offer_key);
  if (!offerToken) errors.offer_token = ['is required (or offer_key)'];
  const tokens = readHashParam(raw.tokens);
  if (!tokens) errors.tokens = ['must be a hash of token values: {"utm_source":"google"}'];
  const impressions = readHashParam(raw.impressions);
  if (!impressions) errors.impressions = ['must be a hash: {"url":"…","referrer":"…","visitor_id":"…"}'];
  const cookies = readHashParam(raw.cookies ?? impressions?.cookies);
  if (!cookies) errors.cookies = ['must be a hash of cookie values: {"aff":"partner-7"}'];
  if (Object.keys(errors).length) throw invalid(errors);
  const i = impressions!;
  return {
    offerToken: offerToken!,
    tokens: tokens!,
    visitorId: text(raw.visitor_id, i.visitor_id, i.visitor_token),
    gaClientId: text(raw.ga_client_id, i.ga_client_id),
    url: text(raw.url, i.url, i.page_url),
    referrer: text(raw.referrer, i.referrer),
    cookies: Object.fromEntries(
      Object.entries(cookies!).flatMap(([k, v]) => {
        const value = text(v);
        return value === null ? [] : [[k, value]];
      }),
    ),
  };
}

/**
 * Who holds a number in a pool: a visitor (its id, else its address and
 * browser), or for a `tokens` pool one combination of token values: of the
 * optimizer tokens that hold a number per value (`holdKeys`) when the offer
 * has some, else of every token the visit carries.
 */
export function holderKey(
  trackingType: string,
  request: NumberRequest,
  visit: { ip: string | null; userAgent: string | null },
  holdKeys: readonly string[] = [],
): string {
  if (trackingType === 'tokens') {
    const keys = holdKeys.length ? [...new Set(holdKeys)] : Object.keys(request.tokens);
    const sorted = keys.sort().map((k) => [k, request.tokens[k] ?? null]);
    return `t:${digest(JSON.stringify(sorted))}`;
  }
  return visitorKey(request, visit);
}

const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 40);

/** The visitor: its cookie id, else its address and browser. */
export function visitorKey(
  request: NumberRequest,
  visit: { ip: string | null; userAgent: string | null },
): string {
  if (request.visitorId) return `v:${digest(request.visitorId)}`;
  return `a:${digest(`${visit.ip ?? ''}|${visit.userAgent ?? ''}`)}`;
}
