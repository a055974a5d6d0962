import { type FieldErrors, isLeadlineError } from '../errors/index.js';
import {
  type BlankableParamsOf,
  type DeclaredEndpoint,
  parseEndpointParams,
} from '../kernel/endpoint-params.js';
import { isPlainObject, readHashParam } from '../kernel/hash-param.js';
import { MESSAGES, type ValueContext } from '../kernel/values.js';
import { isTimeZone } from '../time/zones.js';
import { type INTAKE_PARAMS, leads } from './leads.resource.js';

/**
 * Token keys that also fill a lead column (and stay tokens, so `[first_name]`
 * still works in templates). Several spellings integrations use.
 */
const COLUMN_ALIASES = {
  first_name: 'first_name',
  last_name: 'last_name',
  address: 'address',
  city: 'city',
  state: 'state_province',
  state_province: 'state_province',
  zip: 'zip_postal_code',
  zip_code: 'zip_postal_code',
  zip_postal_code: 'zip_postal_code',
  time_zone: 'time_zone',
} as const satisfies Record<string, string>;

/** Bounds on what one lead may carry, so a lead post cannot fill the database. */
export const MAX_TOKENS = 500;
export const MAX_TOKENS_BYTES = 65_536;

/** What the intake reads on its own, beside the options: the credential, the caller and the data hash. */
const OWN = ['lead_token', 'caller_id', 'data'] as const;

/** The reserved parameters' declarations: every intake parameter but its own and the column aliases. */
type ReservedParams = Omit<typeof INTAKE_PARAMS, (typeof OWN)[number] | keyof typeof COLUMN_ALIASES>;

/**
 * Parsed reserved parameters, typed from their declaration; a blank one is null. traffic_source_id
 * is the text posted (an afid or an id) until validation puts the credited source's id there.
 */
export type IntakeOptions = Omit<BlankableParamsOf<ReservedParams>, 'traffic_source_id'> & {
  traffic_source_id?: number | string | null;
};

export interface IntakeParams {
  options: IntakeOptions;
  /** Lead columns taken from token keys (first_name, state → state_province, …). */
  columns: Record<string, string>;
  tokens: Record<string, unknown>;
}

/**
 * The reserved parameters of POST /leads (domain notes, Leads: documented params): those the
 * endpoint's declaration (leads.resource.ts) names, less the lead_token, caller_id and data hash
 * (read on their own) and the token keys that also fill a lead column. Every other key is a token.
 */
let reserved: { endpoint: DeclaredEndpoint<ReservedParams>; notTokens: ReadonlySet<string> } | undefined;
function reservedParams() {
  if (reserved) return reserved;
  const submit = leads.endpoints.find((e) => e.name === 'submit')!;
  const own = new Set<string>([...OWN, ...Object.keys(COLUMN_ALIASES)]);
  // The same names ReservedParams leaves out, so the filtered declaration is that type.
  const params = Object.fromEntries(
    Object.entries(submit.params).filter(([name]) => !own.has(name)),
  ) as ReservedParams;
  reserved = {
    endpoint: { ...submit, params },
    // Never stored anywhere: the credential of the request, its routing and the options.
    notTokens: new Set(['lead_token', 'caller_id', 'data', 'auth_token', ...Object.keys(params)]),
  };
  return reserved;
}

/**
 * Splits a submission into options, lead columns and tokens. Returns every
 * problem at once (the caller adds them to one 422), never a half result.
 */
export function parseIntakeParams(
  raw: Record<string, unknown>,
  vc: ValueContext,
): { params: IntakeParams; errors: FieldErrors } {
  const errors: FieldErrors = {};
  let options: IntakeOptions = {};
  try {
    // Blank values stay (as null): a blank option clears the lead's field.
    options = parseEndpointParams(reservedParams().endpoint, raw, vc, { keepBlank: true });
  } catch (error) {
    if (!isLeadlineError(error)) throw error;
    Object.assign(errors, error.errors);
  }

  const data = readHashParam(raw.data);
  if (data === undefined) errors.data = [MESSAGES.json];
  const flatten = options.auto_format_nested_fields === true;
  const tokens: Record<string, unknown> = {};
  const add = (k: string, v: unknown) => {
    if (flatten && isPlainObject(v)) for (const [fk, fv] of flattened(k, v)) tokens[fk] = fv;
    else tokens[k] = v;
  };
  const { notTokens } = reservedParams();
  for (const [k, v] of Object.entries(raw)) if (!notTokens.has(k) && v !== undefined) add(k, v);
  // The data hash is the documented place for tokens, so it wins over a same-named top-level key.
  for (const [k, v] of Object.entries(data ?? {})) add(k, v);

  if (Object.keys(tokens).length > MAX_TOKENS) {
    (errors.data ??= []).push(`carries more than ${MAX_TOKENS} tokens`);
  } else if (Buffer.byteLength(JSON.stringify(tokens)) > MAX_TOKENS_BYTES) {
    (errors.data ??= []).push(`tokens exceed ${MAX_TOKENS_BYTES} bytes`);
  }

  const columns: Record<string, string> = {};
  for (const [alias, column] of Object.entries(COLUMN_ALIASES)) {
    const v = tokens[alias];
    if (typeof v !== 'string' && typeof v !== 'number') continue;
    const s = String(v).trim();
    // A zone we cannot use stays a token only: a wrong quiet-hours zone is worse than none.
    if (!s || (column === 'time_zone' && !isTimeZone(s))) continue;
    columns[column] = column === 'state_province' && s.length === 2 ? s.toUpperCase() : s;
  }
  return { params: { options, columns, tokens }, errors };
}

/** `{applicant: {age: 30}}` → `applicant_age: 30` (auto_format_nested_fields). */
function* flattened(prefix: string, v: Record<string, unknown>): Generator<[string, unknown]> {
  for (const [k, inner] of Object.entries(v)) {
    const key = `${prefix}_${k}`;
    if (isPlainObject(inner)) yield* flattened(key, inner);
    else yield [key, inner];
  }
}
