import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const RETARGET_RESULTS = ['enrolled', 'skipped', 'failed'] as const;

/** Designed (spec 4.2: list only): what a retarget did with each lead; written by the engine. */
export const leadRetargetLogs = defineResource({
  name: 'lead_retarget_log',
  plural: 'lead_retarget_logs',
  family: 'leads',
  description: 'What a lead retarget did with one lead. Written by the retargeting run; read-only.',
  operations: ['list'],
  fields: {
    lead_retarget_id: f.ref('lead_retargets').readOnly().doc('Retarget that touched the lead'),
    lead_id: f.integer().readOnly().filter().doc('Lead concerned (→ leads)'),
    schedule_id: f.ref('schedules').readOnly().doc('Schedule the lead was added to'),
    result: f.enum(RETARGET_RESULTS).readOnly().doc('What happened to the lead'),
    reason: f.text().readOnly().search().doc('Why it was skipped or failed (e.g. opted out, suppressed)'),
  },
});
