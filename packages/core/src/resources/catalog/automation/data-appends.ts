import { defineResource } from '../../define.js';
import { f } from '../../fields.js';

/** Data a lookup can add to a lead (each is charged per request). */
export const DATA_APPEND_TYPES = [
  'caller_name',
  'line_type',
  'carrier',
  'address',
  'email',
  'demographics',
  'dnc_status',
  'litigator_check',
] as const;

/** Designed (spec 4.1: usage-charged data appends): one lookup and the lead token it fills. */
export const dataAppends = defineResource({
  name: 'data_append',
  plural: 'data_appends',
  family: 'leads',
  description:
    'One piece of data to look up for a phone number (name, line type, carrier, address, DNC or litigator status…) ' +
    'and the lead token its result is written to. Usage-charged per lookup.',
  fields: {
    data_append_group_id: f.ref('data_append_groups').required().doc('Group the lookup runs in'),
    name: f.string().search().sort().doc('Label (blank: the data type)'),
    data_type: f.enum(DATA_APPEND_TYPES).required().doc('What to look up'),
    token_key: f
      .string()
      .required()
      .pattern(/^[a-z0-9_]+$/, 'may contain only lowercase letters, numbers and underscores')
      .filter()
      .doc('Lead token the result is written to, e.g. line_type → [line_type]'),
    overwrite: f.boolean().default(false).doc('Replace a value the lead already has (default: keep it)'),
    sortable_order: f.decimal().default(0).sort().doc('Lookups run in ascending order, smaller first'),
    active: f.boolean().default(true).doc('An inactive lookup is skipped'),
  },
});
