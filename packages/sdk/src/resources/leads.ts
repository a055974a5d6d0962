import type { EndpointAnswers } from '../generated/answers.js';
import type { EndpointParams, Lead } from '../generated/resources.js';
import { type RecordId, Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

/**
 * A lead post (POST /leads, /leads/create_or_update): the parameters the endpoint declares
 * (core's leads/leads.resource.ts: lead_token, caller_id, the documented options), and any other
 * key, which the server keeps as a lead token (as does `data`).
 */
export type LeadSubmitParams = EndpointParams['leads']['submit'] & { [token: string]: unknown };

/** What a lead post answers (declared in core, as every answer type here). */
export type LeadSubmission = EndpointAnswers['leads']['submit'];

export type LeadBatch = EndpointAnswers['leads']['batch'];

/** One lead's answer in a batch, in the order sent. */
export type LeadBatchResult = LeadBatch['results'][number];

/** How a batch is taken (`leads` is the method's first argument). */
export type LeadBatchOptions = Omit<EndpointParams['leads']['batch'], 'leads'>;

/** Narrows a caller action to one offer or schedule. */
export type CallerScope = EndpointParams['leads']['caller_remove'];

export type BuyerAvailability = EndpointAnswers['leads']['buyer_is_available'];

export type LeadReportGroup = NonNullable<EndpointParams['leads']['reports']['group_by']>[number];

export type LeadReport = EndpointAnswers['leads']['reports']['reports'];

const time = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
const withTimes = (params: object) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, time(v)])) as Record<string, unknown>;

/**
 * `client.leads`: list, build, show and update from the declaration, and the
 * lead endpoints of spec 4.3. A duplicate post is an UnprocessableEntityError
 * whose body holds the open lead's `lead_id`.
 *
 * @example
 *   const { lead, action } = await client.leads.createOrUpdate({ lead_token, caller_id: '7193132645' });
 *   await client.leads.optOut(lead.caller_id);
 */
export class Leads extends Resource<'leads'> {
  /** POST /leads: a new lead; refused (422) when the caller has an open lead on the offer or schedule. */
  submit(params: LeadSubmitParams, options?: RequestOptions): Promise<LeadSubmission> {
    return this.request({ method: 'POST', path: '/leads', body: withTimes(params) }, options);
  }

  /** POST /leads/create_or_update: updates the caller's open lead, else creates one. */
  createOrUpdate(params: LeadSubmitParams, options?: RequestOptions): Promise<LeadSubmission> {
    return this.request(
      { method: 'POST', path: '/leads/create_or_update', body: withTimes(params) },
      options,
    );
  }

  /**
   * POST /leads/batch: up to 1,000 leads in one request, each answered in
   * `results` (a refused lead never fails the others). One request against
   * the rate limit.
   */
  batch(
    leads: LeadSubmitParams[],
    batch: LeadBatchOptions = {},
    options?: RequestOptions,
  ): Promise<LeadBatch> {
    return this.request(
      { method: 'POST', path: '/leads/batch', body: { ...batch, leads: leads.map(withTimes) } },
      options,
    );
  }

  /** PUT /leads/:caller_id/caller_opt_out: no more calls, texts or e-mails; returns the leads stopped. */
  async optOut(callerId: string, options?: RequestOptions): Promise<Lead[]> {
    return this.several({ method: 'PUT', path: this.callerPath(callerId, 'caller_opt_out') }, options);
  }

  /** POST /leads/:caller_id/caller_remove: ends the caller's open leads; returns them. */
  async remove(callerId: string, scope: CallerScope = {}, options?: RequestOptions): Promise<Lead[]> {
    return this.several(
      { method: 'POST', path: this.callerPath(callerId, 'caller_remove'), body: { ...scope } },
      options,
    );
  }

  /** PUT /leads/:caller_id/caller_move_to_end_of_schedule: completes the caller's schedule leads. */
  async moveToEndOfSchedule(
    callerId: string,
    scope: CallerScope = {},
    options?: RequestOptions,
  ): Promise<Lead[]> {
    const path = this.callerPath(callerId, 'caller_move_to_end_of_schedule');
    return this.several({ method: 'PUT', path, body: { ...scope } }, options);
  }

  /** GET /leads/:lead_token/:caller_number/by_caller_number. */
  async byCallerNumber(leadToken: string, callerNumber: string, options?: RequestOptions): Promise<Lead> {
    const path = `/leads/${encodeURIComponent(leadToken)}/${encodeURIComponent(callerNumber)}/by_caller_number`;
    const body = await this.request<{ lead: Lead }>({ method: 'GET', path }, options);
    return body.lead;
  }

  /** GET /leads/:id/buyer_is_available: yes or no, why, and each buyer's answer. */
  buyerIsAvailable(id: RecordId, options?: RequestOptions): Promise<BuyerAvailability> {
    return this.request({ method: 'GET', path: `${this.path(id)}/buyer_is_available` }, options);
  }

  /** GET /leads/reports: counts by status, offer, schedule, state and day; takes the list filters. */
  async reports(
    params: Record<string, unknown> & { group_by?: LeadReportGroup[] } = {},
    options?: RequestOptions,
  ): Promise<LeadReport> {
    const query = { ...params, ...(params.group_by ? { group_by: params.group_by.join(',') } : {}) };
    const body = await this.request<{ reports: LeadReport }>(
      { method: 'GET', path: '/leads/reports', query },
      options,
    );
    return body.reports;
  }

  /** DELETE /leads/:id/id: deletes the lead and returns it with deleted_at. */
  async destroyById(id: RecordId, options?: RequestOptions): Promise<Lead> {
    const body = await this.request<{ lead: Lead }>(
      { method: 'DELETE', path: `${this.path(id)}/id` },
      options,
    );
    return body.lead;
  }

  private callerPath(callerId: string, action: string) {
    return `/leads/${encodeURIComponent(callerId)}/${action}`;
  }

  private async several(req: Parameters<Resource<'leads'>['request']>[0], options?: RequestOptions) {
    const body = await this.request<{ leads: Lead[] }>(req, options);
    return body.leads;
  }
}
