import { isBlank, MESSAGES, toBoolean, toNumber } from '../kernel/values.js';
import { normalizeNumber } from '../phone/normalize.js';
import type { CONTACT_FIELD_TYPES } from './contact-fields.resource.js';

/** A contact field as the checks read it: its token key, type, whether it is required, its default and choices. */
export interface ContactFieldRule {
  key: string;
  fieldType: (typeof CONTACT_FIELD_TYPES)[number];
  required: boolean;
  defaultValue: string | null;
  /** Picklist values (contact_field_values); empty for other types. */
  choices: readonly string[];
}

/** Where the values come from: a new lead must carry every required field; an update may leave one out but not blank it. */
export type ContactFieldMode = 'intake' | 'update';

export interface ContactFieldCheck {
  /** Problems by token key, every one at once. */
  errors: Record<string, string[]>;
  /** Default values to add for fields the submission left out (intake only). */
  defaults: Record<string, string>;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Why a value does not fit a field's type, or null when it does. Values are
 * checked as text (tokens are text, TrackDrive's way): `12` and `"12"` are
 * the same integer. `country` reads a phone number without its country code.
 */
export function contactValueProblem(rule: ContactFieldRule, value: unknown, country: string): string | null {
  if (typeof value === 'object' && value !== null) return 'Must be a single value, not a list or object';
  const text = String(value).trim();
  switch (rule.fieldType) {
    case 'string':
    case 'text':
      return null;
    case 'integer':
      return /^-?\d+$/.test(text) ? null : MESSAGES.integer;
    case 'decimal':
      return toNumber(text) === undefined ? MESSAGES.number : null;
    case 'boolean':
      return toBoolean(text) === undefined ? MESSAGES.boolean : null;
    case 'date':
      return DATE.test(text) ? null : 'Must be a date: YYYY-MM-DD';
    case 'time':
      return TIME.test(text) ? null : 'Must be a time of day: HH:MM or HH:MM:SS';
    case 'email':
      return EMAIL.test(text) ? null : 'Must be an e-mail address';
    case 'phone':
      return normalizeNumber(text, country).ok ? null : MESSAGES.phone;
    case 'picklist':
      return rule.choices.includes(text) ? null : MESSAGES.oneOf(rule.choices);
  }
}

/**
 * The contact fields' checks on a set of posted tokens. On intake a
 * required field left out or blank is refused unless it has a default,
 * which is then added; on an update only the fields sent are checked, and a
 * required one may not be blanked. Tokens that are no contact field pass.
 */
export function checkContactFields(
  rules: readonly ContactFieldRule[],
  tokens: Readonly<Record<string, unknown>>,
  mode: ContactFieldMode,
  country: string,
): ContactFieldCheck {
  const errors: Record<string, string[]> = {};
  const defaults: Record<string, string> = {};
  for (const rule of rules) {
    const sent = Object.hasOwn(tokens, rule.key);
    const value = sent ? tokens[rule.key] : undefined;
    if (value === undefined || value === null || isBlank(value)) {
      const missing = mode === 'intake' || sent;
      if (missing && rule.defaultValue !== null && rule.defaultValue !== '') {
        defaults[rule.key] = rule.defaultValue;
      } else if (missing && rule.required) errors[rule.key] = [MESSAGES.required];
      continue;
    }
    const problem = contactValueProblem(rule, value, country);
    if (problem) errors[rule.key] = [problem];
  }
  return { errors, defaults };
}
