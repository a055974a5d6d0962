import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { WRITABLE_TIMESTAMPS } from '../kernel/writable-timestamps.js';

/** Spec 2.3 and 4.2: list, build, create (fires the webhook), show. */
export const webhookManualFires = defineResource({
  name: 'webhook_manual_fire',
  plural: 'webhook_manual_fires',
  title: 'Manually fired webhook',
  family: 'webhooks',
  extraParams: {
    create: WRITABLE_TIMESTAMPS,
    build: WRITABLE_TIMESTAMPS,
  },
  description:
    'Fires an outgoing webhook by hand (for testing) against a call, a lead or a buyer conversion; the ' +
    'attempts it produced are in webhook_log_ids.',
  operations: ['list', 'build', 'create', 'show'],
  buildParams: ['lead_id', 'call_id'],
  fields: {
    name: f.string().readOnly().search().doc('Name of the fired webhook, copied when fired'),
    context_menu_name: f.string().readOnly().doc('Label of the action in the record’s context menu'),
    company_id: f.computed('integer', (row) => Number(row.company_id), ['company_id']),
    outgoing_webhook_id: f.ref('outgoing_webhooks').doc('Webhook to fire'),
    buyer_conversion_id: f.ref('buyer_conversions').doc('Buyer conversion whose webhook to fire'),
    lead_id: f.ref('leads').doc('Lead whose tokens fill the request (→ leads)'),
    call_id: f.ref('calls').doc('Call whose tokens fill the request (→ calls)'),
    webhook_log_ids: f.refs('webhook_logs').readOnly().doc('Delivery attempts this fire produced'),
  },
});
