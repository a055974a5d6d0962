import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** A token key as `[key]` syntax accepts it (domain notes 3.5). */
export const TOKEN_KEY_PATTERN = /^[a-z0-9_]+$/;
export const TOKEN_KEY_MESSAGE = 'may contain only lowercase letters, numbers and underscores';

/** Value types token expressions know (domain notes 3.5: String, Integer, Float, Time). */
export const TOKEN_VALUE_TYPES = ['string', 'integer', 'float', 'time'] as const;

/** Designed (spec 4.1 names the resource only): the company's custom tokens, `[key]` in templates. */
export const tokens = defineResource({
  name: 'token',
  plural: 'tokens',
  family: 'settings',
  description:
    'Named values carried by calls and leads and written into templates as [key] or [key]{default}. ' +
    'System tokens (caller_id, payout, geo_state…) are kept by the engine and cannot be changed; ' +
    'custom tokens are declared here.',
  fields: {
    key: f
      .string()
      .required()
      .notBlank()
      .unique()
      .pattern(TOKEN_KEY_PATTERN, TOKEN_KEY_MESSAGE)
      .example('loan_amount')
      .filter()
      .search()
      .sort()
      .doc('Token name as written in templates ([key]); lowercase letters, digits and underscores'),
    name: f.string().search().sort().doc('Human label shown in reports and pickers (blank: the key)'),
    description: f.text().doc('What the token holds and who sets it'),
    value_type: f
      .enum(TOKEN_VALUE_TYPES)
      .default('string')
      .doc('How filters and expressions read the value: string, integer, float or time'),
    is_system_token: f
      .boolean()
      .readOnly()
      .default(false)
      .doc('Set by the engine for built-in tokens (caller_id, total_duration, payout…); never writable'),
  },
});
