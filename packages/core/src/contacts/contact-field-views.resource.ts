import { sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const contactFieldViews = defineResource({
  name: 'contact_field_view',
  plural: 'contact_field_views',
  family: 'offers',
  storedOnly: true,
  description:
    'An agent script of an offer: the text an agent reads (with [tokens] filled in) and the contact fields they fill in beside it.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Label for operators'),
    offer_id: f.ref('offers').doc('Offer whose calls show this script (blank: every offer)'),
    content: f.text().search().doc('Script text; may contain [tokens]'),
    contact_field_ids: f.refs('contact_fields').doc('Contact fields shown beside the script'),
    active: f.boolean().default(true).doc('Inactive scripts are not shown'),
    sortable_order: sortableOrder(),
  },
});
