import { sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const sipHeaderParserGroups = defineResource({
  name: 'sip_header_parser_group',
  plural: 'sip_header_parser_groups',
  family: 'settings',
  storedOnly: true,
  description:
    'A set of SIP header parsers applied to calls that arrive over SIP: each parser copies a header into a token.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    offer_id: f.ref('offers').doc('Offer whose SIP calls are parsed (blank: every offer)'),
    description: f.text().doc('Notes for operators'),
    active: f.boolean().default(true).doc('Inactive groups are skipped'),
    sortable_order: sortableOrder(),
  },
});
