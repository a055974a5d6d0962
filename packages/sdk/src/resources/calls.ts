import type { EndpointAnswers } from '../generated/answers.js';
import type { Call, CallListParams, EndpointParams } from '../generated/resources.js';
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
import type { MakeCallParams } from './schedules.js';

/**
 * Numbers and booleans may also be sent as the strings form posts carry
 * (`'12.50'`, `'true'`): the server reads both.
 */
type FormValues<T> = {
  [K in keyof T]: NonNullable<T[K]> extends number | boolean ? T[K] | string : T[K];
};

/**
 * A call update (TrackDrive's): set or add to revenue and payout, the
 * conversions (booleans), tokens merged into the call's token_values.
 * `revenue` and `add_revenue` (likewise payout) are one or the other.
 */
export type CallUpdateParams = FormValues<EndpointParams['calls']['update_call']>;

/** Which call update_by_caller_id changes: the caller's latest on the offer with this token. */
export type UpdateByCallerIdParams = FormValues<EndpointParams['calls']['update_by_caller_id']>;

/** Key presses for a live call, as declared; the call's id may also be given as a number. */
export type KeyPressParams = Omit<EndpointParams['calls']['send_key_press'], 'id'> & { id: RecordId };

/** What a buyer holding a call's secure token may change (PUT /secure/:secure_token/calls/:uuid). */
export type SecureCallUpdateParams = FormValues<EndpointParams['secure']['call_update']>;

/** The call as a secure endpoint shows it: its state, not the whole record. */
export type SecureCallView = EndpointAnswers['secure']['call_update']['call'];

/**
 * `client.calls`: list and show, the calls in progress, a number's calls,
 * hanging a call up, placing one, updates and postbacks, key presses, and the
 * secure endpoints a buyer reaches with the call's token (spec 4.3).
 *
 * @example
 *   for await (const call of client.calls.live()) await client.calls.hangUp(call.id);
 *   await client.calls.postback(uuid, { buyer_converted: true, revenue: 12.5 });
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

  /** POST /calls: places an outbound call, as schedules.makeCall does; the call as recorded. */
  makeCall(params: MakeCallParams, options?: RequestOptions): Promise<Call> {
    return this.call('POST', '/calls', { ...params }, options);
  }

  /** POST /calls/:id (id or uuid): the call as it now is. */
  updateCall(id: RecordId, params: CallUpdateParams, options?: RequestOptions): Promise<Call> {
    return this.call('POST', this.path(id), { ...params }, options);
  }

  /** POST /calls/update_call/:uuid, the URL TrackDrive postbacks use. */
  postback(uuid: string, params: CallUpdateParams, options?: RequestOptions): Promise<Call> {
    return this.call('POST', `/calls/update_call/${encodeURIComponent(uuid)}`, { ...params }, options);
  }

  /** POST /calls/update_by_caller_id/:caller_id: the caller's latest call on the offer of `offer_token`. */
  updateByCallerId(
    callerId: string,
    params: UpdateByCallerIdParams,
    options?: RequestOptions,
  ): Promise<Call> {
    const path = `/calls/update_by_caller_id/${encodeURIComponent(callerId.replace(/^\+/, ''))}`;
    return this.call('POST', path, { ...params }, options);
  }

  /** POST /calls/send_key_press: DTMF into the live call at its carrier. */
  sendKeyPress(params: KeyPressParams, options?: RequestOptions): Promise<Call> {
    return this.call('POST', '/calls/send_key_press', { ...params }, options);
  }

  /** PUT /secure/:secure_token/calls/:uuid: a buyer's update, with the call's token as the credential. */
  async secureUpdate(
    secureToken: string,
    uuid: string,
    params: SecureCallUpdateParams,
    options?: RequestOptions,
  ): Promise<SecureCallView> {
    const path = securePath(secureToken, uuid);
    return (
      await this.request<{ call: SecureCallView }>({ method: 'PUT', path, body: { ...params } }, options)
    ).call;
  }

  /** DELETE /secure/:secure_token/calls/:uuid: hangs the call up. */
  async secureHangUp(secureToken: string, uuid: string, options?: RequestOptions): Promise<SecureCallView> {
    const path = securePath(secureToken, uuid);
    return (await this.request<{ call: SecureCallView }>({ method: 'DELETE', path }, options)).call;
  }

  /** GET /secure/:secure_token/calls/:uuid/data: the call's uuid and tokens. */
  secureData(
    secureToken: string,
    uuid: string,
    options?: RequestOptions,
  ): Promise<{ uuid: string; data: Record<string, unknown> }> {
    const path = `${securePath(secureToken, uuid)}/data`;
    return this.request<{ uuid: string; data: Record<string, unknown> }>({ method: 'GET', path }, options);
  }

  private async call(
    method: 'POST' | 'PUT',
    path: string,
    body: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<Call> {
    return (await this.request<{ call: Call }>({ method, path, body }, options)).call;
  }

  /** GET /calls/:id/events: the call's timeline (legs, buyers considered and why, dials, conversions, recordings). */
  async events(id: RecordId, options?: RequestOptions): Promise<CallEvent[]> {
    const body = await this.request<{ events: CallEvent[] }>(
      { method: 'GET', path: `${this.path(id)}/events` },
      options,
    );
    return body.events;
  }

  /** POST /calls/simulate: the simulated carrier places an inbound call to a tracking number and plays it through. */
  async simulate(params: SimulateCallParams, options?: RequestOptions): Promise<Call> {
    const body = await this.request<{ call: Call }>(
      { method: 'POST', path: '/calls/simulate', body: { ...params } },
      options,
    );
    return body.call;
  }
}

/** One step of a call's timeline; each kind carries its own fields beside the declared ones. */
export type CallEvent = EndpointAnswers['calls']['events']['events'][number] & { [field: string]: unknown };

/** How a simulated inbound call goes. */
export type SimulateCallParams = EndpointParams['calls']['simulate'];

const securePath = (token: string, uuid: string) =>
  `/secure/${encodeURIComponent(token)}/calls/${encodeURIComponent(uuid)}`;
