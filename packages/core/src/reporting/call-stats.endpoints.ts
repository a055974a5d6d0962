import type { EndpointInput, EndpointValue } from '../kernel/endpoints.js';
import { CALL_STATS, CATEGORY_GROUPS } from './call-groups.js';
import { INTERVALS } from './time-buckets.js';

// Kept beside calls.ts, which lists them. The stats, categories and intervals are the reporting
// domain's (reporting/call-groups.ts, time-buckets.ts), read here rather than repeated.
// GET /datasets/calls/:stat takes the same stats, categories and intervals.
export const CALL_STAT_VALUES = CALL_STATS;
export const CALL_CATEGORY_VALUES = Object.keys(CATEGORY_GROUPS) as (keyof typeof CATEGORY_GROUPS)[];
export const INTERVAL_VALUES = INTERVALS;
const STATS = CALL_STAT_VALUES;
const GROUPS = [...INTERVALS.map((i) => `created_at_${i}`), ...CALL_CATEGORY_VALUES];
/** Categories GET /calls/reports breaks the figures down by. */
export const REPORT_GROUPS = ['offer', 'buyer', 'traffic_source', 'schedule', 'state', 'status'] as const;

const point = {
  at: { type: 'time', description: "The bucket's local start" },
  label: {
    type: 'string',
    description: 'The bucket as an axis prints it (2026-11-24, 2026-11, 2026-11-24 13:05)',
  },
  value: { type: 'decimal', description: 'The stat in the bucket (0 when empty)' },
  calls_count: { type: 'integer', description: 'Calls in the bucket' },
} as const satisfies Record<string, EndpointValue>;

/** The figures of GET /calls/reports, in total and per group. */
const FIGURES = {
  calls_count: { type: 'integer', description: 'Calls' },
  answered_count: { type: 'integer', description: 'Calls answered' },
  converted_count: { type: 'integer', description: 'Calls a buyer conversion fired on (buyer_converted)' },
  offer_converted_count: {
    type: 'integer',
    description: 'Calls an offer conversion fired on (offer_converted)',
  },
  total_duration: { type: 'integer', description: 'Seconds, summed' },
  answered_duration: { type: 'integer', description: 'Seconds with a buyer, summed' },
  revenue: { type: 'decimal', description: 'Revenue' },
  payout: { type: 'decimal', description: 'Payout to traffic sources' },
  cost: { type: 'decimal', description: "Carriers' charges (provider_cost)" },
  profit: { type: 'decimal', description: 'revenue − payout − cost' },
  conversion_rate: { type: 'decimal', description: 'converted_count / calls_count, percent' },
  answer_rate: { type: 'decimal', description: 'answered_count / calls_count, percent' },
  average_handle_time: { type: 'decimal', description: 'answered_duration / answered_count, seconds' },
  revenue_per_call: { type: 'decimal', description: 'revenue / calls_count' },
} as const satisfies Record<string, EndpointValue>;

/** What GET /calls/stats answers (core's `CallStats` is its type). */
export const CALL_STATS_ANSWER = {
  type: 'object',
  description: 'The stat',
  properties: {
    group_by: { type: 'enum', values: GROUPS, description: 'As asked' },
    stat: { type: 'enum', values: STATS, description: 'As asked' },
    interval: {
      type: 'enum',
      values: INTERVALS,
      nullable: true,
      description: 'The time bucket, if any',
    },
    time_zone: { type: 'string', description: 'Zone of the buckets' },
    total: { type: 'decimal', description: 'The stat over every matching call' },
    calls_count: { type: 'integer', description: 'Matching calls' },
    groups: {
      type: 'objects',
      description: 'Largest value first; a time group_by: the buckets in order',
      properties: {
        key: {
          type: 'json',
          description: 'The id, status or true/false grouped by, or the bucket start',
        },
        label: {
          type: 'string',
          nullable: true,
          description: "The record's name, Converted, the local date",
        },
        value: { type: 'decimal', description: 'The stat' },
        calls_count: { type: 'integer', description: 'Calls in the group' },
        series: {
          type: 'objects',
          optional: true,
          description: 'With interval: the group per bucket',
          properties: point,
        },
      },
    },
  },
} as const satisfies EndpointValue;

/** What GET /calls/reports answers (core's `CallsReport` is its type). */
export const CALLS_REPORT = {
  type: 'object',
  description: 'The figures',
  properties: {
    time_zone: { type: 'string', description: 'Zone of the date filters' },
    totals: { type: 'object', description: 'Every matching call', properties: FIGURES },
    groups: {
      type: 'object',
      values: REPORT_GROUPS,
      description: 'The figures per category of group_by, most calls first',
      entries: {
        type: 'objects',
        description: 'One entry per offer, buyer, source…',
        properties: {
          key: { type: 'json', description: 'The id or value grouped by' },
          label: { type: 'string', nullable: true, description: "The record's name" },
          ...FIGURES,
        },
      },
    },
  },
} as const satisfies EndpointValue;

/** GET /calls/stats and GET /calls/reports (issue 18), implemented in server/src/routes/call-stats.ts. */
export const CALL_STATS_ENDPOINTS: readonly EndpointInput[] = [
  {
    name: 'stats',
    method: 'GET',
    path: '/calls/stats',
    summary: 'One stat of the calls by a category or a time bucket',
    description:
      'Over exactly the calls GET /calls would list with the same parameters. A time group_by counts by local ' +
      'buckets of time_zone, every bucket from created_at_from to created_at_to (else the first and last call) ' +
      "included, empty ones at 0. interval beside a category adds each group's series. profit is " +
      'revenue − payout − provider_cost; cost is provider_cost.',
    listParams: { include: 'filters' },
    params: {
      group_by: { type: 'enum', required: true, values: GROUPS, description: 'What to group by' },
      stat: { type: 'enum', required: true, values: STATS, description: 'What to add up' },
      interval: {
        type: 'enum',
        values: INTERVALS,
        description: "With a category group_by: each group's series by this bucket",
      },
    },
    response: {
      root: 'stats',
      holds: CALL_STATS_ANSWER,
    },
    errors: [
      {
        code: 'validation_failed',
        when: 'group_by or stat missing or unknown, a bad interval, too many buckets, or a bad list parameter',
      },
    ],
  },
  {
    name: 'reports',
    method: 'GET',
    path: '/calls/reports',
    summary:
      'Call figures: totals, answered, converted, durations, money, rates, per offer, buyer and source',
    description:
      'Over exactly the calls GET /calls would list with the same parameters: the totals, and the same figures ' +
      'per category of group_by (default offer, buyer, traffic_source), most calls first.',
    listParams: { include: 'filters' },
    params: {
      group_by: {
        type: 'strings',
        values: REPORT_GROUPS,
        description: 'Categories to break down by, comma-separated (default offer, buyer, traffic_source)',
      },
    },
    response: {
      root: 'reports',
      holds: CALLS_REPORT,
    },
    errors: [{ code: 'validation_failed', when: 'an unknown group_by category, or a bad list parameter' }],
  },
];
