import { sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const callRecordingRules = defineResource({
  name: 'call_recording_rule',
  plural: 'call_recording_rules',
  family: 'calls',
  description:
    'Whether calls are recorded and how long recordings are kept, per offer, traffic source or buyer. ' +
    'The first matching active rule (sortable_order ascending) applies; blank scopes match every call.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    offer_id: f.ref('offers').doc('Only calls to this offer (blank: every offer)'),
    traffic_source_id: f
      .ref('traffic_sources')
      .doc('Only calls from this traffic source (blank: every source)'),
    buyer_id: f.ref('buyers').doc('Only calls forwarded to this buyer (blank: every buyer)'),
    active: f.boolean().default(true).doc('Inactive rules are skipped'),
    record_calls: f.boolean().default(true).doc('Record matching calls (false: never record them)'),
    dual_channel: f.boolean().default(false).doc('Record caller and buyer on separate channels'),
    transcribe: f.boolean().default(false).doc('Transcribe recordings'),
    retention_days: f
      .integer()
      .min(1)
      .sort()
      .doc('Delete recordings this many days after the call (blank: keep forever)'),
    sortable_order: sortableOrder(),
  },
});
