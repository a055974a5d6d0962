import type { Call, CallListParams } from '../generated/resources.js';
import type { ListPromise } from '../pagination.js';
import { type RecordId, Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

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

  /** DELETE /calls/:id: ends the call at its carrier; the call as it now is. */
  async hangUp(id: RecordId, options?: RequestOptions): Promise<Call> {
    const body = await this.request<{ call: Call }>({ method: 'DELETE', path: this.path(id) }, options);
    return body.call;
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

/** One step of a call's timeline; each kind carries its own fields beside these. */
export interface CallEvent {
  id: number;
  type:
    | 'Leg'
    | 'BuyerConsidered'
    | 'Dial'
    | 'DialResult'
    | 'ExceptionRule'
    | 'Conversion'
    | 'CallRecording'
    | 'WebhookLog';
  created_at: string;
  buyer_id: number | null;
  /** What excluded a buyer, how a dial ended, an exception rule's trigger. */
  reason: string | null;
  [field: string]: unknown;
}

/** How a simulated inbound call goes. */
export interface SimulateCallParams {
  /** The tracking number called (one of the company's phone numbers). */
  number: string;
  caller_id: string;
  /** Keys the caller presses (the call's digits token). */
  digits?: string;
  /** How each ring ends, in order: completed, busy, no-answer, failed, canceled (default completed). */
  dial_results?: string[];
  /** Seconds the answering buyer talks (default 60). */
  duration?: number;
  caller_state?: string;
  caller_zip?: string;
}
