import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** The action types of a schedule cadence (domain notes, "Schedules (cadences)"). */
export const SCHEDULE_ACTION_TYPES = [
  'dial',
  'sms',
  'email',
  'wait',
  'schedule_callback',
  'choice',
  'add_to_schedule',
  'restart_schedule',
  'modify_lead',
  'opt_out_lead',
  'block_lead',
  'data_append',
  'webhook',
  'aws_s3_upload',
  'ftp_upload',
  'infusionsoft',
  'zoho_crm',
] as const;

export const WAIT_UNITS = ['seconds', 'minutes', 'hours', 'days'] as const;

const CONDITIONS_DOC =
  'Token conditions as [{"key":"geo_state","operator":"==","value":"CA"}] ' +
  '(operators ==, !=, =~, !~, <, <=, >, >=); choice exits the schedule when they match, ' +
  'other actions are skipped unless they match (blank: always)';

/** Designed (spec lists only the path): one step of a schedule's cadence. */
export const scheduleActions = defineResource({
  name: 'schedule_action',
  plural: 'schedule_actions',
  family: 'schedules',
  description:
    'One step of a schedule: dial the lead, text or e-mail it, wait, branch, move it to another schedule, ' +
    'change or opt it out, append data, fire a webhook or upload it. Steps run in sortable_order.',
  fields: {
    schedule_id: f.ref('schedules').required().doc('Schedule the action belongs to'),
    schedule_action_group_id: f
      .ref('schedule_action_groups')
      .doc('Group the action runs in (blank: the main cadence of the schedule)'),
    action_type: f.enum(SCHEDULE_ACTION_TYPES).required().doc('What the step does'),
    name: f.string().search().sort().doc('Label shown in the cadence (blank: the action type)'),
    sortable_order: f.decimal().default(0).sort().doc('Actions run in ascending order, smaller first'),
    active: f.boolean().default(true).doc('An inactive action is skipped'),
    wait_amount: f.integer().min(0).doc('wait and schedule_callback: how long, in wait_unit'),
    wait_unit: f.enum(WAIT_UNITS).default('minutes').doc('Unit of wait_amount'),
    message_subject: f.string().doc('email: subject line; [token] and [token]{default} are replaced'),
    message_body: f
      .text()
      .doc('sms and email: the message; [token] and [token]{default if blank} are replaced per lead'),
    email_from: f.string().doc('email: sender address (blank: the company default)'),
    email_to: f.string().doc('email: recipient, tokens allowed (blank: the [email] token of the lead)'),
    schedule_ring_pool_id: f
      .ref('schedule_ring_pools')
      .doc('dial and sms: numbers to call or text from (blank: the pools of the schedule)'),
    offer_id: f.ref('offers').doc('dial: offer whose buyers and call flow take the answered call'),
    dial_timeout_seconds: f.integer().min(5).default(30).doc('dial: seconds to ring the lead'),
    target_schedule_id: f.ref('schedules').doc('add_to_schedule: schedule the lead is added to'),
    lead_data: f.json().doc('modify_lead: tokens to set on the lead, as {"key":"value"}'),
    conditions: f
      .json()
      .example([{ key: 'state_province', operator: '==', value: 'CA' }])
      .doc(CONDITIONS_DOC),
    data_append_group_id: f.ref('data_append_groups').doc('data_append: lookups to run'),
    outgoing_webhook_id: f.ref('outgoing_webhooks').doc('webhook: outgoing webhook to fire'),
    integration_id: f
      .ref('integrations')
      .doc('aws_s3_upload, ftp_upload, infusionsoft, zoho_crm: the account to send the lead to'),
    upload_path: f.string().doc('aws_s3_upload and ftp_upload: file path, tokens allowed'),
  },
});
