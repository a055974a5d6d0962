import { type RawBuilder, sql } from 'kysely';
import type { SeriesSource } from './aggregate.js';
import { CALL_SOURCE } from './call-groups.js';
import type { DATASET_NAMES } from './dataset.endpoints.js';
import { INTERVALS, type Interval } from './time-buckets.js';

const sum = (table: string, column: string) => sql`sum(coalesce(${sql.ref(`${table}.${column}`)}, 0))`;
const offers = { table: 'offers', column: 'name' };
const schedules = { table: 'schedules', column: 'name' };
const sources = { table: 'traffic_sources', column: 'company_name' };

/** The leads as GET /leads/reports counts them: its categories, and lead money. */
export const LEAD_SOURCE = {
  table: 'leads',
  time: 'created_at',
  stats: { count: sql`count(*)`, revenue: sum('leads', 'revenue'), payout: sum('leads', 'payout') },
  groups: {
    status: { column: 'leads.status', kind: 'text' },
    offer: { column: 'leads.offer_id', kind: 'id', names: offers },
    schedule: { column: 'leads.schedule_id', kind: 'id', names: schedules },
    state: { column: 'leads.state_province', kind: 'text' },
    traffic_source: { column: 'leads.traffic_source_id', kind: 'id', names: sources },
  },
} satisfies SeriesSource;

/** The cost ledger (charge_rollups): one row per company, category, UTC day, provider and offer. */
export const BILLING_SOURCE = {
  table: 'charge_rollups',
  time: 'period_start',
  stats: {
    amount: sum('charge_rollups', 'amount'),
    quantity: sum('charge_rollups', 'quantity'),
    count: sql`count(*)`,
  } as Record<string, RawBuilder<unknown>>,
  groups: {
    category: { column: 'charge_rollups.category', kind: 'text' },
    provider: { column: 'charge_rollups.provider', kind: 'text' },
    offer: { column: 'charge_rollups.offer_id', kind: 'id', names: offers },
  },
} satisfies SeriesSource;

/** Numbers shown by dynamic number insertion (impressions). */
export const IMPRESSION_SOURCE = {
  table: 'impressions',
  time: 'created_at',
  stats: { count: sql`count(*)`, calls: sql`count(${sql.ref('impressions.call_id')})` },
  groups: {
    number: { column: 'impressions.number', kind: 'text' },
    phone_number: {
      column: 'impressions.phone_number_id',
      kind: 'id',
      names: { table: 'phone_numbers', column: 'number' },
    },
    ring_pool: {
      column: 'impressions.ring_pool_id',
      kind: 'id',
      names: { table: 'ring_pools', column: 'name' },
    },
    offer: { column: 'impressions.offer_id', kind: 'id', names: offers },
    traffic_source: { column: 'impressions.traffic_source_id', kind: 'id', names: sources },
  },
} satisfies SeriesSource;

/** One dataset of GET /datasets: where it reads, and what it takes. */
export interface DatasetSpec {
  name: (typeof DATASET_NAMES)[number];
  /** The resource whose list filters it takes. */
  resource: string;
  source: SeriesSource;
  path: string;
  description: string;
  intervals: readonly Interval[];
}

/** The catalog GET /datasets serves. */
export const DATASETS: readonly DatasetSpec[] = [
  {
    name: 'calls',
    resource: 'calls',
    source: CALL_SOURCE,
    path: '/api/v1/datasets/calls/:stat',
    description: 'Calls over time: the stats of GET /calls/stats, under the call list filters',
    intervals: INTERVALS,
  },
  {
    name: 'leads',
    resource: 'leads',
    source: LEAD_SOURCE,
    path: '/api/v1/datasets/leads/:stat',
    description: 'Leads over time, counted as GET /leads/reports counts them, under the lead list filters',
    intervals: INTERVALS,
  },
  {
    name: 'billing',
    resource: 'charge_rollups',
    source: BILLING_SOURCE,
    path: '/api/v1/datasets/billing',
    description:
      'What the platform cost (charge_rollups: carrier minutes and numbers, SMS, data appends), per day',
    // The ledger sums by UTC day: finer buckets would invent a spread it does not know.
    intervals: ['day', 'week', 'month'],
  },
  {
    name: 'number_impressions',
    resource: 'impressions',
    source: IMPRESSION_SOURCE,
    path: '/api/v1/datasets/number_impressions',
    description: 'Tracking numbers shown by dynamic number insertion, per number, pool or offer',
    intervals: INTERVALS,
  },
];
