import { z } from 'zod';
import { normalizeNumber } from '../phone/normalize.js';
import { parseTime, TIME_FORMAT_HINT } from '../time/parse.js';
import type { FieldSpec, FieldType } from './fields.js';

/** Messages in the wording TrackDrive-era clients already show their users. */
export const MESSAGES = {
  boolean: 'Must be a boolean value: 1, true, yes, on, 0, false, no, off',
  number: 'Must be a number.',
  integer: 'Must be a whole number.',
  wholeNumber: `Must be a whole number between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}.`,
  string: 'Must be a String',
  time: TIME_FORMAT_HINT,
  timeRange: `${TIME_FORMAT_HINT}, between years 1 and 9999 (as a number: whole epoch milliseconds)`,
  ids: 'Must be an array of decimal values. EG: [0, 1, 2, 3]',
  strings: 'Must be an array of strings',
  json: 'Must be a JSON object',
  blank: "can't be blank",
  required: 'is required',
  phone: 'is not a valid phone number',
  id: 'Must be an integer ID',
  oneOf: (values: readonly string[]) => `Must be one of: ${values.join(', ')}`,
};

const TRUE = new Set(['1', 'true', 'yes', 'on', 't', 'y']);
const FALSE = new Set(['0', 'false', 'no', 'off', 'f', 'n']);

/** 1/true/yes/on and 0/false/no/off, as strings, numbers or booleans. */
export function toBoolean(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : undefined;
  if (typeof v !== 'string') return undefined;
  const s = v.trim().toLowerCase();
  return TRUE.has(s) ? true : FALSE.has(s) ? false : undefined;
}

/**
 * Longest string a field takes unless its declaration says otherwise. An indexed string (unique,
 * or a filter with an index) takes 500 characters, at most 2,000 bytes of UTF-8, within what a
 * PostgreSQL index entry holds (2,704 bytes); other strings (URLs with [tokens], names) 2,000;
 * free text 100,000.
 */
export const DEFAULT_MAX_LENGTH = { indexed: 500, string: 2_000, text: 100_000 } as const;

/** The maximum length of a string field: its own `.max()`, else the default of its type. */
export function maxLengthOf(spec: Partial<FieldSpec> & { type: FieldType }): number | undefined {
  if (spec.max !== undefined) return spec.max;
  const indexed = spec.unique || (spec.filter && spec.index !== false);
  if (spec.type === 'string') return indexed ? DEFAULT_MAX_LENGTH.indexed : DEFAULT_MAX_LENGTH.string;
  if (spec.type === 'strings') return DEFAULT_MAX_LENGTH.indexed;
  if (spec.type === 'text') return DEFAULT_MAX_LENGTH.text;
  return undefined;
}

/**
 * Times a record may hold: years 1 to 9999. Both databases store epoch milliseconds in a bigint,
 * and every time goes out as `YYYY-MM-DD …`, so a larger value could be stored but never shown.
 */
export const MIN_TIME_MS = -62_135_596_800_000; // 0001-01-01T00:00:00Z
export const MAX_TIME_MS = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

/** A time in epoch milliseconds the API can store and show. */
export const isStorableTime = (ms: number) =>
  Number.isSafeInteger(ms) && ms >= MIN_TIME_MS && ms <= MAX_TIME_MS;

export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '' && /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(v.trim())) {
    return Number(v.trim());
  }
  return undefined;
}

/** `[1,2]`, `"1,2"`, `"[1,2]"`, `ids[]=1&ids[]=2` and `{0: 1, 1: 2}` (qs objects) all become arrays. */
export function toArray(v: unknown): unknown[] | undefined {
  if (Array.isArray(v)) return v;
  if (v && typeof v === 'object') {
    const keys = Object.keys(v);
    if (keys.every((k) => /^\d+$/.test(k))) return keys.map((k) => (v as Record<string, unknown>)[k]);
    return undefined;
  }
  if (typeof v === 'number') return [v];
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  if (s.startsWith('[')) {
    try {
      const parsed = JSON.parse(s);
      return Array.isArray(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return s === '' ? [] : s.split(',').map((x) => x.trim());
}

export const isBlank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

// Phone numbers have one home (phone/): f.phone() fields normalise as intake and suppression do.
export { toE164 } from '../phone/to-e164.js';

export interface ValueContext {
  /** Country for numbers written without a country code. */
  country: string;
  /** Zone for times written without an offset. */
  timeZone: string;
}

/** A zod schema for a present, non-blank value of the type. */
export function typedSchema(type: FieldType, spec: Partial<FieldSpec>, vc: ValueContext): z.ZodType {
  switch (type) {
    case 'string':
    case 'text': {
      let s = z.preprocess(
        (v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
        z.string({ error: MESSAGES.string }),
      ) as unknown as z.ZodType<string>;
      if (spec.pattern) {
        const re = new RegExp(spec.pattern.source, spec.pattern.flags);
        const message = spec.pattern.message;
        s = s.refine((v) => re.test(v), { message });
      }
      const max = maxLengthOf({ ...spec, type });
      if (max !== undefined) {
        s = s.refine((v) => v.length <= max, { message: `is too long (maximum is ${max} characters)` });
      }
      return s;
    }
    case 'integer':
    case 'ref': {
      // Safe integers only: beyond 2^53 a number is no longer exact, and beyond 2^63 no bigint holds it.
      let n = z.preprocess(
        toNumberOrKeep,
        z
          .number({ error: type === 'ref' ? MESSAGES.id : MESSAGES.number })
          .refine(Number.isSafeInteger, { message: type === 'ref' ? MESSAGES.id : MESSAGES.wholeNumber }),
      );
      if (spec.min !== undefined)
        n = n.refine((v) => v >= spec.min!, { message: `must be at least ${spec.min}` });
      if (spec.max !== undefined)
        n = n.refine((v) => v <= spec.max!, { message: `must be at most ${spec.max}` });
      return n;
    }
    case 'decimal': {
      let n: z.ZodType<number> = z.preprocess(toNumberOrKeep, z.number({ error: MESSAGES.number }));
      if (spec.min !== undefined)
        n = n.refine((v) => v >= spec.min!, { message: `must be at least ${spec.min}` });
      if (spec.max !== undefined)
        n = n.refine((v) => v <= spec.max!, { message: `must be at most ${spec.max}` });
      return n;
    }
    case 'boolean':
      return z.preprocess((v) => toBoolean(v) ?? v, z.boolean({ error: MESSAGES.boolean }));
    case 'time':
      // A number is epoch milliseconds: whole, and within years 1 to 9999, or it is refused, never stored.
      return z.preprocess(
        (v) => (typeof v === 'string' ? (parseTime(v, vc.timeZone) ?? v) : v),
        z.number({ error: MESSAGES.time }).refine(isStorableTime, { message: MESSAGES.timeRange }),
      );
    case 'json':
      return z.preprocess(
        (v) => {
          if (typeof v !== 'string') return v;
          try {
            return JSON.parse(v);
          } catch {
            return v;
          }
        },
        z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())], { error: MESSAGES.json }),
      );
    case 'enum':
      return z.preprocess(
        (v) => (typeof v === 'string' ? v.trim() : v),
        z.enum(spec.values as [string, ...string[]], { error: MESSAGES.oneOf(spec.values ?? []) }),
      );
    case 'phone':
      return z.preprocess(
        (v) => {
          if (typeof v !== 'string' && typeof v !== 'number') return v;
          const n = normalizeNumber(v, vc.country);
          return n.ok ? n.e164 : null;
        },
        z.string({ error: MESSAGES.phone }),
      );
    case 'strings': {
      const max = maxLengthOf({ ...spec, type })!;
      return z.preprocess(
        (v) => toArray(v)?.map((x) => (typeof x === 'number' ? String(x) : x)) ?? v,
        z.array(
          z.string().refine((x) => x.length <= max, { message: `has an item longer than ${max} characters` }),
          { error: MESSAGES.strings },
        ),
      );
    }
    case 'integers':
    case 'refs':
      return z.preprocess(
        (v) => toArray(v)?.map(toNumberOrKeep) ?? v,
        z.array(z.number().refine(Number.isSafeInteger, { message: MESSAGES.ids }), { error: MESSAGES.ids }),
      );
  }
}

function toNumberOrKeep(v: unknown) {
  return toNumber(v) ?? v;
}

/**
 * A field's full schema: absent stays absent, blank is null when the field
 * allows it (else "can't be blank"), anything else must be of its type.
 */
export function fieldSchema(spec: FieldSpec, vc: ValueContext): z.ZodType {
  const inner = typedSchema(spec.type, spec, vc);
  const schema = z.unknown().transform((v, ctx) => {
    if (isBlank(v) && spec.type !== 'strings' && spec.type !== 'refs' && spec.type !== 'integers') {
      if (!spec.blankOk) ctx.addIssue({ code: 'custom', message: MESSAGES.blank });
      return null;
    }
    const result = inner.safeParse(v);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return result.data;
  });
  return schema.optional();
}
