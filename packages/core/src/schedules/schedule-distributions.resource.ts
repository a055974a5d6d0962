import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Designed (spec 4.1 gives the purpose): a routing rule of a lead_distribution schedule. */
export const scheduleDistributions = defineResource({
  name: 'schedule_distribution',
  plural: 'schedule_distributions',
  family: 'schedules',
  description:
    'Routes the leads a lead_distribution schedule receives to another schedule when they match its filters ' +
    '(geography, interest, lead score, custom fields). Distributions are tried in sortable_order; the first ' +
    'that matches and is under its cap takes the lead, weight splitting leads between equal orders.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    schedule_id: f.ref('schedules').required().doc('The lead_distribution schedule that receives the leads'),
    target_schedule_id: f.ref('schedules').required().doc('Schedule matching leads are added to'),
    filters: f
      .json()
      .example([
        { key: 'geo_state', operator: 'in', value: ['CA', 'NV'] },
        { key: 'lead_score', operator: '>=', value: 70 },
      ])
      .doc(
        'Lead filters as [{"key":"geo_state","operator":"in","value":["CA","NV"]},' +
          '{"key":"lead_score","operator":">=","value":70}]; keys are lead tokens (geo_state, zip_postal_code, ' +
          'interest, lead_score or any custom field); operators ==, !=, =~, !~, <, <=, >, >=, in, not_in; ' +
          'all must match (blank: every lead)',
      ),
    sortable_order: f.decimal().default(0).sort().doc('Tried in ascending order, smaller first'),
    weight: f
      .integer()
      .min(0)
      .default(1)
      .doc('Share of leads among matching distributions of the same order (3 gets ~3x the leads of 1)'),
    daily_cap_limit: f.integer().min(0).doc('Most leads sent per day (blank: no cap)'),
    active: f.boolean().default(true).doc('An inactive distribution is skipped'),
  },
});
