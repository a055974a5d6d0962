import { sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const contactFieldValues = defineResource({
  name: 'contact_field_value',
  plural: 'contact_field_values',
  family: 'offers',
  description: 'One choice of a picklist contact field: the value stored and the label shown.',
  fields: {
    contact_field_id: f.ref('contact_fields').required().doc('Picklist field the value belongs to'),
    value: f.string().required().notBlank().search().sort().doc('Value stored in the token'),
    name: f.string().search().sort().doc('Label shown to agents (blank: the value)'),
    sortable_order: sortableOrder(),
  },
});
