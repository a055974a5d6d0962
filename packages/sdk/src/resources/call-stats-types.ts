import type { CallListParams } from '../generated/resources.js';

/** What GET /calls/stats adds up. */
export type CallStat = 'count' | 'revenue' | 'profit' | 'cost' | 'payout';
/** What GET /calls/stats groups by: a local time bucket, or a category. */
export type CallStatsGroup =
  | 'created_at_five_minutes'
  | 'created_at_hour'
  | 'created_at_day'
  | 'created_at_week'
  | 'created_at_month'
  | 'buyer_converted'
  | 'offer_converted'
  | 'status'
  | 'offer'
  | 'buyer'
  | 'traffic_source'
  | 'schedule'
  | 'state';
export type StatsInterval = 'five_minutes' | 'hour' | 'day' | 'week' | 'month';

/** The filters of GET /calls, without paging. */
export type CallFilters = Omit<
  CallListParams,
  'page' | 'per_page' | 'cursor' | 'columns' | 'root' | 'order' | 'order_dir'
>;

export interface CallStatsParams extends CallFilters {
  group_by: CallStatsGroup;
  stat: CallStat;
  /** With a category group_by: each group's series by this bucket. */
  interval?: StatsInterval;
}

export interface StatsPoint {
  /** The bucket's local start, `YYYY-MM-DD HH:MM:SS +ZZZZ`. */
  at: string;
  label: string;
  value: number;
  calls_count: number;
}

export interface StatsGroup {
  key: string | number | boolean | null;
  label: string | null;
  value: number;
  calls_count: number;
  series?: StatsPoint[];
}

export interface CallStats {
  group_by: CallStatsGroup;
  stat: CallStat;
  interval: StatsInterval | null;
  time_zone: string;
  total: number;
  calls_count: number;
  groups: StatsGroup[];
}

export type CallReportGroup = 'offer' | 'buyer' | 'traffic_source' | 'schedule' | 'state' | 'status';

export interface CallFigures {
  calls_count: number;
  answered_count: number;
  converted_count: number;
  offer_converted_count: number;
  total_duration: number;
  answered_duration: number;
  revenue: number;
  payout: number;
  cost: number;
  profit: number;
  /** Percent. */
  conversion_rate: number;
  /** Percent. */
  answer_rate: number;
  /** Seconds. */
  average_handle_time: number;
  revenue_per_call: number;
}

export interface CallsReport {
  time_zone: string;
  totals: CallFigures;
  groups: Partial<
    Record<CallReportGroup, (CallFigures & { key: string | number | boolean | null; label: string | null })[]>
  >;
}
