import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Designed (spec lists only the path): a set of data appends run together. */
export const dataAppendGroups = defineResource({
  name: 'data_append_group',
  plural: 'data_append_groups',
  family: 'leads',
  description:
    'A set of data appends run together for one phone number, by a schedule data_append action or POST /data_append. ' +
    'Lookups are charged per data type, so a recent result for the same number is reused.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    description: f.text().doc('What the group is for'),
    integration_id: f
      .ref('integrations')
      .doc('Data provider account used for the lookups (blank: the company default provider)'),
    cache_seconds: f
      .integer()
      .min(0)
      .default(2592000)
      .doc('Reuse a result for the same number this long instead of paying again (0: always look up)'),
    active: f.boolean().default(true).doc('An inactive group looks nothing up'),
  },
});
