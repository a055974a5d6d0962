import { defineEndpointGroup, type EndpointValue } from '../kernel/endpoints.js';
import {
  CALL_CATEGORY_VALUES,
  CALL_STAT_VALUES,
  INTERVAL_VALUES as INTERVALS,
} from './call-stats.endpoints.js';

export const DATASET_NAMES = ['calls', 'leads', 'billing', 'number_impressions'] as const;

/** What every dataset answers (core's `Dataset` is its type). */
export const DATASET = {
  type: 'object',
  description: 'A chart-ready dataset: one value per bucket in every series, empty buckets at 0',
  properties: {
    name: { type: 'enum', values: DATASET_NAMES, description: 'The dataset' },
    stat: { type: 'string', description: 'What was added up' },
    interval: { type: 'enum', values: INTERVALS, description: 'The bucket' },
    group_by: { type: 'string', nullable: true, description: 'One series per value of this category' },
    time_zone: { type: 'string', description: 'Zone of the buckets' },
    buckets: { type: 'strings', description: 'Bucket starts, YYYY-MM-DD HH:MM:SS +ZZZZ' },
    labels: { type: 'strings', description: 'The buckets as an axis prints them' },
    total: { type: 'decimal', description: 'The stat over every matching row' },
    count: { type: 'integer', description: 'Matching rows' },
    series: {
      type: 'objects',
      description: 'Largest total first; one series (key null) without group_by',
      properties: {
        key: { type: 'json', description: 'The id or value grouped by' },
        label: { type: 'string', nullable: true, description: "The record's name or the value" },
        total: { type: 'decimal', description: 'The series summed' },
        count: { type: 'integer', description: 'Rows in the series' },
        values: {
          type: 'array',
          description: 'One number per bucket',
          entries: { type: 'decimal', description: "The bucket's value" },
        },
      },
    },
  },
} as const satisfies EndpointValue;

/** An entry of GET /datasets (core's `DatasetInfo`). */
export const DATASET_INFO = {
  type: 'objects',
  description: 'The datasets',
  properties: {
    name: { type: 'enum', values: DATASET_NAMES, description: 'Dataset name' },
    path: { type: 'string', description: 'Where it is served' },
    description: { type: 'string', description: 'What it counts' },
    stats: { type: 'strings', description: 'Stats it adds up' },
    group_by: { type: 'strings', description: 'Categories it splits by' },
    intervals: { type: 'strings', description: 'Buckets it counts in' },
  },
} as const satisfies EndpointValue;

const common = (filtersOf: string, groups: readonly string[], intervals: readonly string[] = INTERVALS) => ({
  interval: { type: 'enum' as const, values: intervals, description: 'Bucket of the series (default day)' },
  group_by: { type: 'enum' as const, values: groups, description: 'One series per value of this category' },
  time_zone: { type: 'string' as const, description: 'IANA zone of the buckets (default the company zone)' },
  created_at_from: {
    type: 'time' as const,
    description: `First bucket; also every list filter of GET ${filtersOf}`,
  },
  created_at_to: { type: 'time' as const, description: 'Last bucket' },
});

const errors = [
  {
    code: 'validation_failed' as const,
    when: 'an unknown stat, interval or group_by, too many buckets, or a bad list parameter',
  },
];

/** GET /datasets and the datasets (issue 18); `server/src/routes/datasets.ts`, `core/src/reporting/datasets.ts`. */
export const datasetEndpoints = defineEndpointGroup({
  name: 'datasets',
  title: 'Datasets',
  description:
    'Chart-ready series of calls, leads, billing and number impressions: every bucket of the range in the ' +
    'requested zone, empty ones at 0, one series per category when grouped. Each takes the list filters of ' +
    'its records (GET /calls, /leads, /charge_rollups, /impressions).',
  endpoints: [
    {
      name: 'list',
      method: 'GET',
      path: '/datasets',
      summary: 'List the datasets, their stats, categories and intervals',
      response: {
        root: 'datasets',
        holds: DATASET_INFO,
      },
    },
    {
      name: 'calls',
      method: 'GET',
      path: '/datasets/calls/:stat',
      summary: 'Calls over time: count, revenue, profit, cost or payout',
      description: 'The figures of GET /calls/stats as series; every GET /calls filter applies.',
      params: {
        stat: { type: 'enum', values: CALL_STAT_VALUES, description: 'What to add up' },
        ...common('/calls', CALL_CATEGORY_VALUES),
      },
      response: { root: 'dataset', holds: DATASET },
      errors,
    },
    {
      name: 'leads',
      method: 'GET',
      path: '/datasets/leads/:stat',
      summary: 'Leads over time: count, revenue or payout',
      description:
        'Counted as GET /leads/reports counts them, with the same parameters; every GET /leads filter applies.',
      params: {
        stat: { type: 'enum', values: ['count', 'revenue', 'payout'], description: 'What to add up' },
        ...common('/leads', ['status', 'offer', 'schedule', 'state', 'traffic_source']),
      },
      response: { root: 'dataset', holds: DATASET },
      errors,
    },
    {
      name: 'billing',
      method: 'GET',
      path: '/datasets/billing',
      summary: 'What the platform cost, per day, week or month (charge_rollups)',
      description:
        'Carrier minutes and numbers when the carrier reports their cost, SMS and data appends, from the cost ' +
        'ledger, which sums by UTC day; created_at_from/to select by the day the usage was first charged.',
      params: {
        stat: {
          type: 'enum',
          values: ['amount', 'quantity', 'count'],
          description: 'What to add up (default amount)',
        },
        ...common('/charge_rollups', ['category', 'provider', 'offer'], ['day', 'week', 'month']),
      },
      response: { root: 'dataset', holds: DATASET },
      errors,
    },
    {
      name: 'number_impressions',
      method: 'GET',
      path: '/datasets/number_impressions',
      summary: 'Tracking numbers shown by dynamic number insertion, per number, pool or offer',
      params: {
        stat: {
          type: 'enum',
          values: ['count', 'calls'],
          description: 'Impressions, or those a call followed (default count)',
        },
        ...common('/impressions', ['number', 'phone_number', 'ring_pool', 'offer', 'traffic_source']),
      },
      response: { root: 'dataset', holds: DATASET },
      errors,
    },
  ],
});
