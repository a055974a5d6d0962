import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const RETARGET_STATUSES = ['pending', 'running', 'succeeded', 'failed', 'stopped'] as const;

/** Designed (spec lists only the path): re-enrols past leads that match filters into a schedule. */
export const leadRetargets = defineResource({
  name: 'lead_retarget',
  plural: 'lead_retargets',
  family: 'leads',
  description:
    'Lead retargeting: once run_at comes, the scheduler finds past leads that did not convert (of an offer or ' +
    'schedule, by status, age and tokens) and adds them to a schedule again through lead intake. Each lead it ' +
    'matched is logged in lead_retarget_logs.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    target_schedule_id: f.ref('schedules').required().doc('Schedule the matching leads are added to'),
    offer_id: f.ref('offers').doc('Only leads of this offer (blank: any)'),
    source_schedule_id: f.ref('schedules').doc('Only leads enrolled in this schedule (blank: any)'),
    lead_statuses: f
      .strings()
      .example(['completed_attempted', 'exceeded_max_calls'])
      .doc(
        'Only leads in these statuses, e.g. ["completed_attempted","exceeded_max_calls"] (blank: any but ' +
          'opt_out, dnc and blocked, which are never retargeted)',
      ),
    leads_created_from: f.time().doc('Only leads created at or after this time'),
    leads_created_to: f.time().doc('Only leads created at or before this time'),
    filters: f
      .json()
      .example([{ key: 'geo_state', operator: '!=', value: 'FL' }])
      .doc(
        'Token filters as [{"key":"geo_state","operator":"!=","value":"FL"}] (operators ==, !=, =~, !~, <, <=, >, >=)',
      ),
    run_at: f.time().sort().doc('When to start (blank: now)'),
    restart_schedule: f
      .boolean()
      .default(true)
      .doc('Start the target schedule from its first action even for leads already in it'),
    paused: f.boolean().default(false).doc('A paused retarget does not run'),
    status: f.enum(RETARGET_STATUSES).readOnly().default('pending').doc('Where the run is'),
    matched_count: f.integer().readOnly().default(0).doc('Leads that matched'),
    enrolled_count: f.integer().readOnly().default(0).doc('Leads added to the target schedule'),
    started_at: f.time().readOnly().doc('When the run started'),
    finished_at: f.time().readOnly().doc('When the run ended'),
    error_message: f.text().readOnly().doc('Why the run failed'),
    cursor_lead_id: f
      .integer()
      .readOnly()
      .doc('Last lead the run has worked through (→ leads): a run cut short resumes after it'),
    /** The running scheduler's lease, renewed at each lead: once past, another scheduler resumes the run. */
    claimed_until: f.time().readOnly().hidden(),
  },
});
