import { f } from '../kernel/fields.js';

/** Token names (`[token_name]`): lowercase letters, digits and underscores (domain-notes 3.5). */
export const TOKEN_KEY = /^[a-z0-9_]+$/;
export const TOKEN_KEY_MESSAGE = 'may contain only lowercase letters, numbers and underscores';

/** A token name field. */
export const tokenKey = () => f.string().pattern(TOKEN_KEY, TOKEN_KEY_MESSAGE);

/** `company_id` shown as a column (spec 2.3 lists it for several resources). */
export const companyId = () =>
  f.computed('integer', (row) => Number(row.company_id), ['company_id']).doc('Company the record belongs to');

/** Ascending position; the first matching record (smallest first) wins where order matters. */
export const sortableOrder = () =>
  f.decimal().default(0).sort().doc('Position in lists and evaluation order: ascending, smaller first');

/** Carriers a tracking number is rented from (domain-notes: Twilio, Plivo, Telnyx…; sip = bring your own). */
export const PROVIDERS = ['twilio', 'plivo', 'telnyx', 'sip'] as const;

/** Local or toll-free numbers (domain-notes, ring pools). */
export const NUMBER_TYPES = ['local', 'toll_free'] as const;

/** An ISO 3166 two-letter country code, as fields and endpoint parameters check it. */
export const COUNTRY_CODE = {
  source: '^[A-Z]{2}$',
  message: 'must be a two-letter ISO country code (US, CA, GB…)',
};

/** Two-letter country code; blank means the company's default country. */
export const countryCode = () =>
  f
    .string()
    .pattern(new RegExp(COUNTRY_CODE.source), COUNTRY_CODE.message)
    .example('US')
    .doc("ISO 3166 country of the numbers (blank: the company's default country)");

/** What a call flow rule or call action does (domain-notes, "Router actions"). */
export const CALL_ACTIONS = [
  'forward_to_buyers',
  'forward_to_offer',
  'request_key_press',
  'add_to_schedule',
  'place_in_hold_queue',
  'remove_from_schedule',
  'record_voicemail',
  'block_caller',
  'hang_up',
] as const;

/**
 * The record_token_* columns spec 2.3 shows on key press flows and call
 * dispositions: token filters and extra token values attached to the record,
 * kept by the engine (read-only through the API).
 */
export const recordTokenFilterColumns = () => ({
  record_token_filter_id: f
    .integer()
    .readOnly()
    .doc('Token filter set that must match for this record to apply (→ record_token_filters)'),
  record_token_filter_data_count: f.integer().readOnly().default(0).doc('Number of token filter rows'),
  record_token_filter_data: f.json().readOnly().doc('Token filter rows: [{"key","operator","value"}]'),
});

export const recordTokenAdditionalColumns = () => ({
  record_token_additional_id: f
    .integer()
    .readOnly()
    .doc('Token values set on the call when this record applies (→ record_token_additionals)'),
  record_token_additional_data_count: f.integer().readOnly().default(0).doc('Number of token values set'),
  record_token_additional_data: f.json().readOnly().doc('Token values set: [{"key","value"}]'),
});
