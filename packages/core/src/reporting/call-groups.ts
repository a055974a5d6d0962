import { sql } from 'kysely';
import type { SeriesSource } from './aggregate.js';

/** What GET /calls/stats adds up (TrackDrive's four, and payout). */
export const CALL_STATS = ['count', 'revenue', 'profit', 'cost', 'payout'] as const;
export type CallStat = (typeof CALL_STATS)[number];

/** TrackDrive's time groups (domain notes 2.1), and created_at_hour beside them. */
export const TIME_GROUPS = {
  created_at_five_minutes: 'five_minutes',
  created_at_hour: 'hour',
  created_at_day: 'day',
  created_at_week: 'week',
  created_at_month: 'month',
} as const;
export type TimeGroup = keyof typeof TIME_GROUPS;

const n = (column: string) => sql`coalesce(${sql.ref(`calls.${column}`)}, 0)`;

/** The calls as reports read them: the stats, and the categories with the records naming them. */
export const CALL_SOURCE = {
  table: 'calls',
  time: 'created_at',
  stats: {
    count: sql`count(*)`,
    revenue: sql`sum(${n('revenue')})`,
    payout: sql`sum(${n('payout')})`,
    cost: sql`sum(${n('provider_cost')})`,
    // The call record's profit (calls.ts callProfit), summed.
    profit: sql`sum(${n('revenue')} - ${n('payout')} - ${n('provider_cost')})`,
  },
  groups: {
    buyer_converted: { column: 'calls.buyer_converted', kind: 'boolean' },
    offer_converted: { column: 'calls.offer_converted', kind: 'boolean' },
    status: { column: 'calls.status', kind: 'text' },
    offer: { column: 'calls.offer_id', kind: 'id', names: { table: 'offers', column: 'name' } },
    buyer: { column: 'calls.buyer_id', kind: 'id', names: { table: 'buyers', column: 'name' } },
    traffic_source: {
      column: 'calls.traffic_source_id',
      kind: 'id',
      names: { table: 'traffic_sources', column: 'company_name' },
    },
    schedule: { column: 'calls.schedule_id', kind: 'id', names: { table: 'schedules', column: 'name' } },
    // Calls carry no state: the state of the call's lead (calls without a lead count under null).
    state: {
      column: 'leads.state_province',
      kind: 'text',
      join: (qb) =>
        qb.leftJoin('leads', (join) =>
          join.onRef('leads.id', '=', 'calls.lead_id').onRef('leads.company_id', '=', 'calls.company_id'),
        ),
    },
  },
} satisfies SeriesSource;

export type CategoryGroupName = keyof typeof CALL_SOURCE.groups;
export const CATEGORY_GROUPS = CALL_SOURCE.groups;
export const CALL_GROUPS = [
  ...Object.keys(TIME_GROUPS),
  ...Object.keys(CALL_SOURCE.groups),
] as readonly string[];
