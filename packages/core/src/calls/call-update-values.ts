import { decodeValue } from '../db/column-types.js';
import { type FieldErrors, invalid } from '../errors/index.js';
import type { EndpointDefinition } from '../kernel/endpoints.js';
import { MAX_TOKENS, MAX_TOKENS_BYTES } from '../leads/intake-params.js';
import { REQUEST_PARAMS } from './call-params.js';

type Row = Record<string, unknown>;

/**
 * A parameter the endpoint does not declare is refused, not dropped: a
 * postback that misspells `revenue` must not answer 200 and book nothing.
 * Credentials and the company (`auth_token`, `company_id`…) and the path's own
 * parameters pass.
 */
export function refuseUnknownParams(
  endpoint: EndpointDefinition,
  raw: Row,
  also: readonly string[] = [],
): void {
  const errors: FieldErrors = {};
  for (const key of Object.keys(raw)) {
    if (key in endpoint.params || REQUEST_PARAMS.includes(key) || also.includes(key)) continue;
    errors[key] = ['is not a parameter of this endpoint'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * A buyer's postback carries its own fields beside TrackDrive's (`policy_number`,
 * `agent_notes`): TrackDrive keeps them as post-call tokens, so these are split off as
 * such instead of refused. Credentials, the company and the path's parameters stay out.
 */
export function splitUnknownParams(
  endpoint: EndpointDefinition,
  raw: Row,
  also: readonly string[] = [],
): { known: Row; unknown: Row } {
  const known: Row = {};
  const unknown: Row = {};
  for (const [key, v] of Object.entries(raw)) {
    if (key in endpoint.params || REQUEST_PARAMS.includes(key) || also.includes(key)) known[key] = v;
    else unknown[key] = v;
  }
  return { known, unknown };
}

/**
 * A Rails-style wrapped body, `{"call": {...}}` (issue 19: clients send the
 * singular root), read as the parameters it wraps, beside any sent outside it.
 */
export function unwrapCall(raw: Row): Row {
  const inner = raw.call;
  if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return raw;
  const { call: _, ...outside } = raw;
  return { ...outside, ...(inner as Row) };
}

/**
 * Tokens to merge into a call's token_values (`post_call_tokens`, `data`): an object
 * whose nested objects are flattened to dotted keys (`{"webhook_data":{"first_name":"Ann"}}`
 * is the token `webhook_data.first_name`, what `[webhook_data.first_name]` reads), and
 * whose lists are kept as their JSON text, as tokens are text in TrackDrive
 * (docs/decisions/calls-token-data-flattened.md). Null when absent.
 */
export function tokensParam(value: unknown, param: string): Row | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalid({ [param]: ['Must be a JSON object'] });
  const errors: string[] = [];
  const out: Row = {};
  const walk = (prefix: string, obj: Row, depth: number) => {
    for (const [k, v] of Object.entries(obj)) {
      if (k.trim() === '') {
        errors.push('has a blank token name');
        continue;
      }
      const key = prefix ? `${prefix}.${k}` : k;
      if (Array.isArray(v)) out[key] = JSON.stringify(v);
      else if (v !== null && typeof v === 'object') {
        if (depth >= MAX_TOKEN_DEPTH) errors.push(`${key}: nested deeper than ${MAX_TOKEN_DEPTH} levels`);
        else walk(key, v as Row, depth + 1);
      } else out[key] = v;
    }
  };
  walk('', value as Row, 1);
  if (Object.keys(out).length > MAX_TOKENS) errors.push(`carries more than ${MAX_TOKENS} tokens`);
  else if (Buffer.byteLength(JSON.stringify(out)) > MAX_TOKENS_BYTES)
    errors.push(`tokens exceed ${MAX_TOKENS_BYTES} bytes`);
  if (errors.length) throw invalid({ [param]: errors });
  return out;
}

/** How deep a token hash may nest: a bridge's payload is a few levels, not a structure to walk forever. */
const MAX_TOKEN_DEPTH = 8;

/** What an update asks for, parsed: absent keys change nothing. */
export interface CallChange {
  revenue?: number;
  add_revenue?: number;
  payout?: number;
  add_payout?: number;
  buyer_converted?: boolean;
  offer_converted?: boolean;
  buyer_id?: number;
  /** The traffic source as posted (an afid or an id); `traffic_source_id` once resolved. */
  traffic_source?: string;
  traffic_source_id?: number;
  tokens?: Row | null;
}

/** Reads parsed parameters into a change; a set and an add of the same amount together are refused. */
export function callChangeOf(p: Row, tokensKey: 'post_call_tokens' | 'data'): CallChange {
  const errors: FieldErrors = {};
  for (const [set, add] of [
    ['revenue', 'add_revenue'],
    ['payout', 'add_payout'],
  ] as const) {
    if (p[set] !== undefined && p[add] !== undefined) errors[add] = [`cannot be given with ${set}: send one`];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  const change: CallChange = {};
  for (const k of ['revenue', 'add_revenue', 'payout', 'add_payout'] as const) {
    if (typeof p[k] === 'number') change[k] = p[k] as number;
  }
  for (const k of ['buyer_converted', 'offer_converted'] as const) {
    if (typeof p[k] === 'boolean') change[k] = p[k] as boolean;
  }
  if (typeof p.trackdrive_buyer_id === 'number') change.buyer_id = p.trackdrive_buyer_id;
  const source = p.trackdrive_traffic_source_id;
  if ((typeof source === 'string' || typeof source === 'number') && String(source).trim() !== '')
    change.traffic_source = String(source).trim();
  const tokens = tokensParam(p[tokensKey], tokensKey);
  if (tokens) change.tokens = tokens;
  return change;
}

/**
 * The columns a change writes, from the call as it is now (read locked, so
 * two postbacks adding revenue both count). A total pushed below zero is
 * refused, naming the add that did it.
 */
export function callValuesOf(row: Row, change: CallChange): Row {
  const out: Row = {};
  const money = (set: 'revenue' | 'payout', add: 'add_revenue' | 'add_payout') => {
    if (change[set] !== undefined) out[set] = roundMoney(change[set]!);
    else if (change[add] !== undefined) {
      const total = roundMoney(Number(row[set] ?? 0) + change[add]!);
      if (total < 0) throw invalid({ [add]: [`would take ${set} below 0 (it is ${Number(row[set] ?? 0)})`] });
      out[set] = total;
    }
  };
  money('revenue', 'add_revenue');
  money('payout', 'add_payout');
  if (change.buyer_converted !== undefined) out.buyer_converted = change.buyer_converted;
  if (change.offer_converted !== undefined) out.offer_converted = change.offer_converted;
  if (change.buyer_id !== undefined) out.buyer_id = change.buyer_id;
  if (change.traffic_source_id !== undefined) out.traffic_source_id = change.traffic_source_id;
  if (change.tokens) {
    const now = decodeValue('json', row.token_values);
    const old = now && typeof now === 'object' && !Array.isArray(now) ? (now as Row) : {};
    out.token_values = { ...old, ...change.tokens };
  }
  return out;
}

/** Money to the hundredth of a cent: sums of decimals do not drift (0.1 + 0.2). */
function roundMoney(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}
