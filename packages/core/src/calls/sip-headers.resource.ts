import { sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { SIP_HEADER_NAME } from './sip-header-parsers.resource.js';

export const sipHeaders = defineResource({
  name: 'sip_header',
  plural: 'sip_headers',
  family: 'settings',
  storedOnly: true,
  description:
    'A header added when a call is forwarded to a SIP buyer, e.g. X-Caller-State: [geo_state]. Blank scopes apply to every SIP dial.',
  fields: {
    name: f
      .string()
      .required()
      .pattern(SIP_HEADER_NAME, 'must be a SIP header name (letters, digits and dashes)')
      .search()
      .sort()
      .example('X-Caller-State')
      .doc('Header name, e.g. X-Caller-State'),
    value: f.string().required().doc('Header value; may contain [tokens]'),
    offer_id: f.ref('offers').doc('Only calls to this offer (blank: every offer)'),
    buyer_id: f.ref('buyers').doc('Only dials to this buyer (blank: every SIP buyer)'),
    buyer_group_id: f.ref('buyer_groups').doc('Only dials to buyers of this group'),
    active: f.boolean().default(true).doc('Inactive headers are not sent'),
    sortable_order: sortableOrder(),
  },
});
