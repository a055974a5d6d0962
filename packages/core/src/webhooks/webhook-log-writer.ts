import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialects/types.js';
import { boundRow, type PreparedQueries } from '../db/prepared.js';
import { newRowStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { newFieldColumns } from '../kernel/encode-fields.js';
import { maskUrlCredentials } from '../secrets/credential-parts.js';
import { maskHeaders, type RenderedRequest } from './request-template.js';
import type { AttemptOutcome } from './send-attempt.js';

/** One attempt as the webhook_logs record keeps it (API values). */
export interface WebhookLogValues {
  owner_type: 'OutgoingWebhook' | 'Subscription' | 'BuyerConversion' | 'OauthConnection';
  owner_id: number;
  outgoing_webhook_id?: number | null;
  outgoing_webhook_url_id?: number | null;
  subscription_id?: number | null;
  webhook_manual_fire_id?: number | null;
  trigger: string;
  /** The event (webhook-id) the attempt delivered. */
  event_id?: string | null;
  call_id?: number | null;
  lead_id?: number | null;
  attempt: number;
  request_method: string;
  request_url: string;
  request_headers: Record<string, string>;
  request_body: string;
  code: number | null;
  response_headers: Record<string, string> | null;
  response_body: string | null;
  latency_ms: number;
  success: boolean;
  error_message: string | null;
  next_attempt_at: number | null;
  read_from_cache?: boolean;
}

/** Writes steps of a call's timeline (calls/call-trace.ts CallTrace.write), in the caller's transaction. */
/**
 * A log's request and answer columns for one attempt, written alike by every
 * sender (deliveries, pre-action gates, conversion webhooks, OAuth): headers
 * masked, the reason for a failure as the caller words it.
 */
export function attemptColumns(
  request: RenderedRequest,
  outcome: AttemptOutcome,
  result: { success: boolean; error: string | null; nextAt?: number | null },
) {
  return {
    request_method: request.method,
    request_url: maskUrlCredentials(request.url),
    request_headers: maskHeaders(request.headers),
    request_body: request.body,
    code: outcome.code,
    response_headers: outcome.responseHeaders,
    response_body: outcome.responseBody,
    latency_ms: outcome.latencyMs,
    success: result.success,
    error_message: result.error,
    next_attempt_at: result.nextAt ?? null,
  } satisfies Partial<WebhookLogValues>;
}

export type CallTraceWriter = (
  trx: Kysely<DB>,
  companyId: number,
  callId: number,
  events: { type: 'WebhookLog'; reason: string; detail: Record<string, unknown> }[],
) => Promise<void>;

/** The longest response body a timeline step repeats (the webhook_logs record keeps it whole). */
const TRACE_BODY_CHARS = 2000;

/**
 * A logged request about a call as a step of its timeline, in TrackDrive's
 * WebhookLog shape (domain notes 3.6: owner_type, request_url, code,
 * response_body, request_method, read_from_cache) plus the log's id.
 */
export function webhookLogStep(logId: number, values: WebhookLogValues) {
  const body = values.response_body;
  return {
    type: 'WebhookLog' as const,
    reason: values.trigger,
    detail: {
      webhook_log_id: logId,
      owner_type: values.owner_type,
      owner_id: values.owner_id,
      trigger: values.trigger,
      event_id: values.event_id ?? null,
      attempt: values.attempt,
      request_url: values.request_url,
      request_method: values.request_method.toLowerCase(),
      code: values.code,
      success: values.success,
      response_body: body !== null && body.length > TRACE_BODY_CHARS ? body.slice(0, TRACE_BODY_CHARS) : body,
      error_message: values.error_message,
      latency_ms: values.latency_ms,
      read_from_cache: values.read_from_cache ?? false,
    },
  };
}

/**
 * Writes webhook_logs rows (the engine's own table: the API only lists and
 * shows them). A request about a call is also a step of the call's timeline,
 * written in the same transaction as its log.
 */
export class WebhookLogWriter {
  constructor(
    private readonly deps: {
      dialect: DialectName;
      def: () => ResourceDefinition;
      now: () => number;
      trace?: CallTraceWriter;
      /** A prepared insert per column set: one log row per attempt, and kysely's build costs more than it. */
      prepared?: PreparedQueries;
    },
  ) {}

  async write(trx: Kysely<DB>, companyId: number, values: WebhookLogValues): Promise<number> {
    const { dialect, def, now } = this.deps;
    const at = now();
    const row_ = {
      ...newFieldColumns(def(), { ...values, request_method: values.request_method.toLowerCase() }, dialect),
      ...newRowStamps(at),
      company_id: companyId,
    };
    const build = (arg: (i: number) => any) =>
      trx.insertInto('webhook_logs').values(boundRow(row_, arg)).returning('id');
    const args = Object.values(row_);
    const [row] = this.deps.prepared
      ? await this.deps.prepared.rows<{ id: unknown }>(
          `webhook_logs.insert:${Object.keys(row_).join(',')}`,
          args,
          build,
          trx,
        )
      : await build((i) => args[i]).execute();
    const id = Number(row!.id);
    const callId = values.call_id;
    if (this.deps.trace && typeof callId === 'number' && Number.isFinite(callId) && callId > 0) {
      await this.deps.trace(trx, companyId, callId, [webhookLogStep(id, values)]);
    }
    return id;
  }
}
