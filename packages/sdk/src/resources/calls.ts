import type { Call, CallListParams } from '../generated/resources.js';
import type { ListPromise } from '../pagination.js';
import { type RecordId, Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';
import type {
  CallFilters,
  CallReportGroup,
  CallStats,
  CallStatsParams,
  CallsReport,
} from './call-stats-types.js';

/**
 * `client.calls`: list and show, the calls in progress, a number's calls, and
 * hanging a call up (spec 4.3).
 *
 * @example
 *   for await (const call of client.calls.live()) await client.calls.hangUp(call.id);
 */
export class Calls extends Resource<'calls'> {
  /** GET /calls/live_calls: calls queued, ringing or connected, paged like any list. */
  live(params: Omit<CallListParams, 'in_progress'> = {}, options?: RequestOptions): ListPromise<Call> {
    return this.listAt<Call>('/calls/live_calls', params as Record<string, unknown>, options);
  }

  /** GET /calls/:caller_number/by_caller_number: one number's calls (digits, with or without +). */
  byCallerNumber(
    callerNumber: string,
    params: Omit<CallListParams, 'caller_number'> = {},
    options?: RequestOptions,
  ): ListPromise<Call> {
    const path = `/calls/${encodeURIComponent(callerNumber)}/by_caller_number`;
    return this.listAt<Call>(path, params as Record<string, unknown>, options);
  }

  /** GET /calls/stats: one stat (count, revenue, profit, cost, payout) by a category or a local time bucket. */
  async stats(params: CallStatsParams, options?: RequestOptions): Promise<CallStats> {
    const query = params as unknown as Record<string, unknown>;
    const body = await this.request<{ stats: CallStats }>(
      { method: 'GET', path: '/calls/stats', query },
      options,
    );
    return body.stats;
  }

  /** GET /calls/reports: totals, answered, converted, durations, money and rates, per offer, buyer and source. */
  async reports(
    params: CallFilters & { group_by?: CallReportGroup[] } = {},
    options?: RequestOptions,
  ): Promise<CallsReport> {
    const query = { ...params, ...(params.group_by ? { group_by: params.group_by.join(',') } : {}) };
    const body = await this.request<{ reports: CallsReport }>(
      { method: 'GET', path: '/calls/reports', query: query as Record<string, unknown> },
      options,
    );
    return body.reports;
  }

  /** DELETE /calls/:id: ends the call at its carrier; the call as it now is. */
  async hangUp(id: RecordId, options?: RequestOptions): Promise<Call> {
    const body = await this.request<{ call: Call }>({ method: 'DELETE', path: this.path(id) }, options);
    return body.call;
  }
}
