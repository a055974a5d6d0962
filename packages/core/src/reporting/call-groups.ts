import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

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

/** Category groups: the column each reads, and the record whose name labels it. */
export const CATEGORY_GROUPS = {
  buyer_converted: { column: 'calls.buyer_converted' },
  offer_converted: { column: 'calls.offer_converted' },
  status: { column: 'calls.status' },
  offer: { column: 'calls.offer_id', names: { table: 'offers', column: 'name' } },
  buyer: { column: 'calls.buyer_id', names: { table: 'buyers', column: 'name' } },
  traffic_source: {
    column: 'calls.traffic_source_id',
    names: { table: 'traffic_sources', column: 'company_name' },
  },
  schedule: { column: 'calls.schedule_id', names: { table: 'schedules', column: 'name' } },
  // Calls carry no state: the state of the call's lead (calls without a lead count under null).
  state: { column: 'leads.state_province', join: 'leads' },
} as const satisfies Record<string, CategoryGroup>;
export type CategoryGroupName = keyof typeof CATEGORY_GROUPS;

interface CategoryGroup {
  column: string;
  names?: { table: string; column: string };
  join?: 'leads';
}

export const CALL_GROUPS = [
  ...Object.keys(TIME_GROUPS),
  ...Object.keys(CATEGORY_GROUPS),
] as readonly string[];

const n = (column: string) => sql`coalesce(${sql.ref(`calls.${column}`)}, 0)`;

/** The SQL aggregate of a stat over the grouped calls. */
export function statExpression(stat: CallStat): RawBuilder<unknown> {
  switch (stat) {
    case 'count':
      return sql`count(*)`;
    case 'revenue':
      return sql`sum(${n('revenue')})`;
    case 'payout':
      return sql`sum(${n('payout')})`;
    case 'cost':
      return sql`sum(${n('provider_cost')})`;
    case 'profit':
      // The call record's profit (calls.ts callProfit), summed.
      return sql`sum(${n('revenue')} - ${n('payout')} - ${n('provider_cost')})`;
  }
}

/** Joins what a category reads beyond the call row (the lead, for state). */
export function withGroupSource(
  qb: SelectQueryBuilder<any, any, any>,
  group: CategoryGroupName | null,
): SelectQueryBuilder<any, any, any> {
  if (!group || !('join' in CATEGORY_GROUPS[group])) return qb;
  return qb.leftJoin('leads', (join) =>
    join.onRef('leads.id', '=', 'calls.lead_id').onRef('leads.company_id', '=', 'calls.company_id'),
  );
}

/** A group's key as the API shows it: booleans as booleans, ids as numbers. */
export function groupKey(group: CategoryGroupName, raw: unknown): string | number | boolean | null {
  if (raw === null || raw === undefined) return null;
  if (group === 'buyer_converted' || group === 'offer_converted') {
    return raw === true || raw === 1 || raw === '1' || raw === 't';
  }
  if (group === 'offer' || group === 'buyer' || group === 'traffic_source' || group === 'schedule') {
    return Number(raw);
  }
  return String(raw);
}
