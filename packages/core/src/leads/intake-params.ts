import { z } from 'zod';
import type { FieldErrors } from '../errors/index.js';
import type { FieldSpec, FieldType } from '../resources/fields.js';
import { fieldSchema, MESSAGES, type ValueContext } from '../resources/values.js';
import { isTimeZone } from '../time/zones.js';
import { fieldErrorsOf } from '../util/validate.js';

/**
 * The reserved parameters of POST /leads (domain notes, Leads: documented
 * params), and their types. Every other key is a lead token.
 */
const RESERVED: Record<string, Partial<FieldSpec> & { type: FieldType }> = {
  email: {
    type: 'string',
    pattern: { source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', flags: '', message: 'must be an e-mail address' },
  },
  contact_field_type: { type: 'string' },
  schedule_callback_at: { type: 'time' },
  schedule_callback_in_seconds: { type: 'integer', min: 0 },
  update_all_matching_leads: { type: 'boolean' },
  apply_to: { type: 'enum', values: ['offer', 'schedule', 'company'] },
  unblock_contact: { type: 'boolean' },
  blocked: { type: 'boolean' },
  opt_out: { type: 'boolean' },
  assign_trackdrive_number: { type: 'boolean' },
  assign_sms_number: { type: 'boolean' },
  expire_existing: { type: 'boolean' },
  delete_existing: { type: 'boolean' },
  update_only: { type: 'boolean' },
  lead_priority: { type: 'integer' },
  restart_schedule: { type: 'boolean' },
  auto_format_nested_fields: { type: 'boolean' },
  next_action_at: { type: 'time' },
  hours_to_expire: { type: 'integer', min: 0 },
  max_contact_attempts: { type: 'integer', min: 0 },
  // Credits the lead to a publisher (checked against the company's traffic sources).
  traffic_source_id: { type: 'integer', min: 1 },
};

/** Never stored anywhere: the credential of the request and its routing. */
const NOT_TOKENS = new Set(['lead_token', 'caller_id', 'data', 'auth_token', ...Object.keys(RESERVED)]);

/**
 * Token keys that also fill a lead column (and stay tokens, so `[first_name]`
 * still works in templates). Several spellings integrations use.
 */
const COLUMN_ALIASES: Record<string, string> = {
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
};

/** Bounds on what one lead may carry, so a lead post cannot fill the database. */
export const MAX_TOKENS = 500;
export const MAX_TOKENS_BYTES = 65_536;

/** Parsed reserved parameters; a blank one is null. */
export interface IntakeOptions {
  email?: string | null;
  contact_field_type?: string | null;
  lead_priority?: number | null;
  update_all_matching_leads?: boolean | null;
  apply_to?: 'offer' | 'schedule' | 'company' | null;
  unblock_contact?: boolean | null;
  blocked?: boolean | null;
  opt_out?: boolean | null;
  assign_trackdrive_number?: boolean | null;
  assign_sms_number?: boolean | null;
  expire_existing?: boolean | null;
  delete_existing?: boolean | null;
  update_only?: boolean | null;
  restart_schedule?: boolean | null;
  auto_format_nested_fields?: boolean | null;
  schedule_callback_in_seconds?: number | null;
  hours_to_expire?: number | null;
  max_contact_attempts?: number | null;
  traffic_source_id?: number | null;
  next_action_at?: number | null;
  schedule_callback_at?: number | null;
}

export interface IntakeParams {
  options: IntakeOptions;
  /** Lead columns taken from token keys (first_name, state → state_province, …). */
  columns: Record<string, string>;
  tokens: Record<string, unknown>;
}

const schemas = new Map<string, z.ZodType>();

function reservedSchema(vc: ValueContext): z.ZodType {
  const key = `${vc.country}|${vc.timeZone}`;
  let schema = schemas.get(key);
  if (!schema) {
    const shape: Record<string, z.ZodType> = {};
    for (const [name, spec] of Object.entries(RESERVED)) {
      shape[name] = fieldSchema({ create: 'optional', update: 'optional', blankOk: true, ...spec }, vc);
    }
    schema = z.object(shape);
    schemas.set(key, schema);
  }
  return schema;
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
  const result = reservedSchema(vc).safeParse(raw);
  const options = (result.success ? result.data : {}) as IntakeOptions;
  if (!result.success) Object.assign(errors, fieldErrorsOf(result.error));

  const data = readData(raw.data);
  if (data === undefined) errors.data = [MESSAGES.json];
  const flatten = options.auto_format_nested_fields === true;
  const tokens: Record<string, unknown> = {};
  const add = (k: string, v: unknown) => {
    if (flatten && isObject(v)) for (const [fk, fv] of flattened(k, v)) tokens[fk] = fv;
    else tokens[k] = v;
  };
  for (const [k, v] of Object.entries(raw)) if (!NOT_TOKENS.has(k) && v !== undefined) add(k, v);
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

/** The data hash as an object: a JSON body's object, qs's `data[x]=1`, or a JSON string in a form. */
function readData(v: unknown): Record<string, unknown> | undefined {
  if (v === undefined || v === null || v === '') return {};
  if (isObject(v)) return v;
  if (typeof v === 'string') {
    try {
      const parsed = JSON.parse(v);
      return isObject(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{applicant: {age: 30}}` → `applicant_age: 30` (auto_format_nested_fields). */
function* flattened(prefix: string, v: Record<string, unknown>): Generator<[string, unknown]> {
  for (const [k, inner] of Object.entries(v)) {
    const key = `${prefix}_${k}`;
    if (isObject(inner)) yield* flattened(key, inner);
    else yield [key, inner];
  }
}
