import { sortableOrder, tokenKey } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const CONTACT_FIELD_TYPES = [
  'string',
  'text',
  'integer',
  'decimal',
  'boolean',
  'date',
  'time',
  'email',
  'phone',
  'picklist',
] as const;

export const contactFields = defineResource({
  name: 'contact_field',
  plural: 'contact_fields',
  family: 'offers',
  description:
    'A lead or caller field of an offer (loan_amount, zip…): the token its value is kept in, its type, ' +
    'and how agents see it. Picklist choices are contact_field_values.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Label shown to agents'),
    key: tokenKey().required().filter().search().sort().doc('Token the value is stored in ([loan_amount])'),
    offer_id: f.ref('offers').doc('Offer the field belongs to (blank: every offer)'),
    field_type: f.enum(CONTACT_FIELD_TYPES).default('string').doc('Kind of value; picklist takes its values'),
    required: f.boolean().default(false).doc('Agents must fill it before finishing the call'),
    show_on_agent_widget: f.boolean().default(true).doc('Show on the agent widget'),
    hint: f.string().doc('Helpful hint shown to agents'),
    default_value: f.string().doc('Value used when none was collected'),
    sortable_order: sortableOrder(),
  },
});
