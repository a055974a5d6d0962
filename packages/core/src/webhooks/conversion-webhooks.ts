import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { UrlGuard } from '../net/url-guard.js';
import { maskUrlCredentials } from '../secrets/credential-parts.js';
import { TenantScope } from '../tenancy/scope.js';
import { type BuyerEntry, readBuyerList } from './buyer-list.js';
import type { HostLimiter } from './host-limiter.js';
import { renderRequest } from './request-template.js';
import type { ResponseParsers } from './response-parsers.js';
import { sendAttempt } from './send-attempt.js';
import { successCodes } from './success-codes.js';
import { readValuePath } from './value-path.js';
import { attemptColumns, type WebhookLogWriter } from './webhook-log-writer.js';
import type { WebhookSecrets } from './webhook-secrets.js';

/** What a buyer's conversion webhook decided about a call. */
export interface ConversionDecision {
  converted: boolean;
  /** webhook_path_revenue read from the answer, when the conversion names one. */
  revenue: number | null;
  /** webhook_path_duration read from the answer. */
  duration: number | null;
  /** The webhook_logs record of the request (or of the cached answer reused). */
  logId: number;
  readFromCache: boolean;
}

/** `"Name: value"` lines (the buyer conversion's webhook_headers) as a header object. */
export function headerLines(text: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of String(text ?? '').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}

/** webhook_body_success_match: a `/regex/` or a value compared as text (case-insensitive). */
export function matchesSuccess(value: unknown, match: string | null | undefined): boolean {
  if (match === null || match === undefined || match === '')
    return value !== undefined && value !== null && value !== false && value !== '';
  const text = value === undefined || value === null ? '' : String(value);
  const re = /^\/(.*)\/([a-z]*)$/.exec(match);
  if (re) {
    try {
      return new RegExp(re[1]!, re[2]).test(text);
    } catch {
      return false;
    }
  }
  return text.toLowerCase() === match.toLowerCase();
}

const numberOrNull = (v: unknown) =>
  v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);

/**
 * Buyer conversions of type `webhook`/`postback` (domain notes 2.1): the
 * conversion's request, filled with the call's tokens, is sent through the
 * same machinery as outgoing webhooks (SSRF-guarded, logged as a
 * BuyerConversion webhook_log, response parsers applied); the call converts
 * when the status is a success code and, if `webhook_body_success_path` is
 * set, the value there matches `webhook_body_success_match`. An answer to
 * the same request within `cache_result_for_seconds` is reused (its log is
 * marked read_from_cache). The routing engine calls `decide`; a ping asks
 * the same request for a live bid (`ping-post/dynamic-bids.ts`), with a
 * shorter wait and its own log trigger.
 */
export class ConversionWebhooks {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      clock: Clock;
      urls: UrlGuard;
      limiter: HostLimiter;
      logs: WebhookLogWriter;
      parsers: ResponseParsers;
      secrets: WebhookSecrets;
    },
  ) {}

  async decide(
    companyId: number,
    conversionId: number,
    call: Record<string, unknown>,
    tokens: Record<string, unknown>,
    options: { timeoutMs?: number; trigger?: string } = {},
  ): Promise<ConversionDecision> {
    const { db, clock, urls, limiter, logs, parsers, secrets } = this.deps;
    const c = await new TenantScope(db, companyId)
      .selectFrom('buyer_conversions')
      .selectAll()
      .where('id', '=', conversionId)
      .executeTakeFirstOrThrow();
    const request = renderRequest(
      {
        url: String((await secrets.receiverCredentials(companyId, 'url', c.webhook_url)) ?? ''),
        method: c.webhook_method ?? 'post',
        headers: headerLines(await secrets.receiverCredentials(companyId, 'header_lines', c.webhook_headers)),
        content_type: 'application/json',
        body: (c.webhook_body as string | null) ?? null,
      },
      tokens,
    );
    const now = clock.now();
    const cacheSeconds = c.cache_result_for_seconds ?? 0;
    const cached =
      cacheSeconds > 0
        ? await new TenantScope(db, companyId)
            .selectFrom('webhook_logs')
            .selectAll()
            .where('owner_type', '=', 'BuyerConversion')
            .where('owner_id', '=', conversionId)
            // The log keeps the URL with its credentials masked.
            .where('request_url', '=', maskUrlCredentials(request.url))
            .where('code', 'is not', null)
            .where('created_at', '>=', now - cacheSeconds * 1000)
            .orderBy('id', 'desc')
            .executeTakeFirst()
        : undefined;
    const outcome = cached
      ? {
          code: Number(cached.code),
          responseHeaders: null,
          responseBody: (cached.response_body as string | null) ?? '',
          latencyMs: 0,
          error: null,
        }
      : await sendAttempt(
          urls,
          limiter,
          request,
          Math.min((c.webhook_read_timeout ?? 5) * 1000, options.timeoutMs ?? Number.POSITIVE_INFINITY),
        );
    const body = outcome.responseBody ?? '';
    const codeOk =
      outcome.code !== null && successCodes(c.webhook_response_success_codes as string | null)(outcome.code);
    const path = c.webhook_body_success_path as string | null;
    const match = c.webhook_body_success_match as string | null;
    const best = codeOk ? bestOfMany(c, body) : undefined;
    const converted =
      best !== undefined
        ? best !== null
        : codeOk && (!path || matchesSuccess(readValuePath(body, path), match));
    const read = (column: 'webhook_path_revenue' | 'webhook_path_duration') =>
      best ? numberOrNull(best[column]) : c[column] ? numberOrNull(readValuePath(body, c[column])) : null;
    const logId = await db.transaction().execute((trx) =>
      logs.write(trx, companyId, {
        owner_type: 'BuyerConversion',
        owner_id: conversionId,
        trigger: options.trigger ?? 'buyer_conversion',
        call_id: typeof call.id === 'number' ? call.id : null,
        lead_id: typeof call.lead_id === 'number' ? call.lead_id : null,
        attempt: 1,
        ...attemptColumns(request, outcome, {
          success: converted,
          error: outcome.error ?? (converted ? null : 'The answer did not say the call converted'),
        }),
        read_from_cache: Boolean(cached),
      }),
    );
    if (outcome.code !== null && typeof call.id === 'number') {
      await parsers.apply(companyId, { buyerConversionId: conversionId }, outcome.code, body, {
        kind: 'calls',
        id: call.id,
      });
    }
    return {
      converted,
      revenue: read('webhook_path_revenue'),
      duration: read('webhook_path_duration'),
      logId,
      readFromCache: Boolean(cached),
    };
  }
}

/**
 * An answer for several buyers (`webhook_contains_many_buyers`, docs/ping-post.md): the
 * entry of its buyer list that says yes (its success path matches) with the highest
 * revenue. Undefined when the conversion does not answer for many buyers or the answer
 * holds no list (read as one buyer's); null when no entry says yes with a revenue.
 */
function bestOfMany(
  c: {
    webhook_contains_many_buyers?: unknown;
    webhook_path_revenue?: string | null;
    webhook_path_duration?: string | null;
    webhook_body_success_path?: string | null;
    webhook_body_success_match?: string | null;
  },
  body: string,
): BuyerEntry | null | undefined {
  if (decodeValue('boolean', c.webhook_contains_many_buyers) !== true || !c.webhook_path_revenue)
    return undefined;
  const entries = readBuyerList(body, c.webhook_path_revenue, {
    webhook_path_revenue: c.webhook_path_revenue,
    webhook_path_duration: c.webhook_path_duration ?? null,
    success: c.webhook_body_success_path ?? null,
  });
  if (!entries) return undefined;
  let best: BuyerEntry | null = null;
  for (const entry of entries) {
    if (c.webhook_body_success_path && !matchesSuccess(entry.success, c.webhook_body_success_match ?? null))
      continue;
    const revenue = numberOrNull(entry.webhook_path_revenue);
    if (revenue === null) continue;
    if (!best || revenue > Number(best.webhook_path_revenue)) best = entry;
  }
  return best;
}
