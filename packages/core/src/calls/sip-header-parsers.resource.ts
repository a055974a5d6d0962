import { sortableOrder, tokenKey } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const SIP_HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

export const sipHeaderParsers = defineResource({
  name: 'sip_header_parser',
  plural: 'sip_header_parsers',
  family: 'settings',
  storedOnly: true,
  description: 'A SIP key: copies one header of an incoming SIP call (X-Lead-Id…) into a token.',
  fields: {
    sip_header_parser_group_id: f
      .ref('sip_header_parser_groups')
      .required()
      .doc('Group the parser belongs to'),
    header_name: f
      .string()
      .required()
      .pattern(SIP_HEADER_NAME, 'must be a SIP header name (letters, digits and dashes)')
      .search()
      .sort()
      .example('X-Lead-Id')
      .doc('Header read, e.g. X-Lead-Id'),
    key: tokenKey().required().filter().search().doc('Token the value is stored in'),
    value_path: f
      .string()
      .doc('Regular expression whose first capture group is kept (blank: the whole header value)'),
    value_type: f
      .enum(['string', 'integer', 'float', 'time'])
      .default('string')
      .doc('Type the value is converted to'),
    sortable_order: sortableOrder(),
  },
});
