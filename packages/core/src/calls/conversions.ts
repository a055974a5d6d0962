import { type Kysely, sql } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { configRead } from '../routing/config-reads.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow } from './call-store.js';
import type { CallEventInput } from './call-trace.js';
import { buyerRepeatCaller } from './repeat-callers.js';

/**
 * What a buyer conversion of type `webhook`/`postback` answered about a call
 * (webhooks/conversion-webhooks.ts decides it): converted or not, and the
 * revenue its answer names (dynamic bids).
 */
export interface WebhookConversionDecision {
  converted: boolean;
  revenue: number | null;
  logId: number;
  readFromCache: boolean;
}

/** Asks a webhook/postback conversion about a call (the call with its tokens decoded). */
export type ConversionAsker = (
  companyId: number,
  conversionId: number,
  call: Record<string, unknown>,
) => Promise<WebhookConversionDecision>;

const WEBHOOK_TYPES = ['webhook', 'postback'];

/** The buyer's active conversions, in the order the first matching one fires. */
async function buyerRules(db: Kysely<DB>, companyId: number, buyerId: number) {
  const rules = await configRead(db, companyId, `buyer_conversions:${buyerId}`, () =>
    new TenantScope(db, companyId)
      .selectFrom('buyer_conversions')
      .selectAll()
      .where('owner_type', '=', 'Buyer')
      .where('owner_id', '=', buyerId)
      .where('deleted_at', 'is', null)
      .orderBy('sortable_order')
      .orderBy('id')
      .execute(),
  );
  return rules.filter((r) => truthy(r.active));
}

/**
 * Asks the buyer's webhook/postback conversions about a finished buyer leg,
 * before the call's transaction (an HTTP request never holds the call's
 * locks): in the order conversions fire, each whose duration the seconds
 * reach is asked until one says the call converted; a `revenue` conversion
 * met first fires without asking anyone. `bookConversions` reads the answers.
 */
export async function askWebhookConversions(
  db: Kysely<DB>,
  companyId: number,
  call: CallRow,
  connectedSeconds: number,
  ask: ConversionAsker,
): Promise<Map<number, WebhookConversionDecision>> {
  const decisions = new Map<number, WebhookConversionDecision>();
  if (truthy(call.buyer_converted) || call.buyer_id == null) return decisions;
  const tokens = decodeValue('json', call.token_values) ?? {};
  const subject = {
    ...call,
    id: Number(call.id),
    lead_id: call.lead_id == null ? null : Number(call.lead_id),
    buyer_id: Number(call.buyer_id),
    token_values: tokens,
    answered_duration: connectedSeconds,
  };
  for (const rule of await buyerRules(db, companyId, Number(call.buyer_id))) {
    if ((rule.duration ?? 0) > connectedSeconds) continue;
    if (!WEBHOOK_TYPES.includes(String(rule.conversion_type))) break;
    const decision = await ask(companyId, rule.id, subject);
    decisions.set(rule.id, decision);
    if (decision.converted) break;
  }
  return decisions;
}

/** What booking changes on the call, and the trace of it. */
export interface Booking {
  values: Record<string, unknown>;
  events: CallEventInput[];
}

const truthy = (v: unknown) => decodeValue('boolean', v) === true;
const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

/**
 * Books the money of a call, once: the buyer conversion (revenue) and the
 * offer conversion (payout to the traffic source), each the first active
 * rule, by sortable_order, whose `duration` the connected seconds reach (a
 * `webhook`/`postback` buyer conversion only when `decisions`, asked by
 * `askWebhookConversions` before the transaction, say its answer converted)
 * (`connectedSeconds` null: the buyer is only being dialled, so only rules of
 * duration 0 fire). A caller who converted for the same buyer (or offer)
 * inside the rule's duplicate_timeframe converts no more: the call is a
 * repeat caller instead. `buyer_conversion_percent` payouts are a share of
 * the call's revenue, so they wait for the buyer conversion. Runs in the
 * transaction of the call's change (`db`), so caps that count conversions
 * and revenue see it at once; a post-call update can call it again and it
 * books only what has not been booked.
 */
export async function bookConversions(
  db: Kysely<DB>,
  companyId: number,
  call: CallRow,
  connectedSeconds: number | null,
  now: number,
  decisions: ReadonlyMap<number, WebhookConversionDecision> = new Map(),
  /** `durationMet`: something other than time proved the conversion (a transcript's keyword): rules' `duration` is not waited for. */
  options: { durationMet?: boolean } = {},
): Promise<Booking> {
  const scope = new TenantScope(db, companyId);
  const values: Record<string, unknown> = {};
  const events: CallEventInput[] = [];
  const seconds = connectedSeconds ?? 0;
  const reached = (duration: number | null) => options.durationMet === true || (duration ?? 0) <= seconds;
  const caller = String(call.caller_number ?? '');
  const repeat = async (column: 'buyer_id' | 'offer_id', id: unknown, flag: string, timeframe: number) => {
    if (timeframe <= 0) return false;
    const earlier = await scope
      .selectFrom('calls')
      .select('id')
      .where('caller_number', '=', caller)
      .where(column, '=', Number(id))
      .where(sql<boolean>`${sql.ref(flag)}`)
      .where('id', '!=', Number(call.id))
      .where('created_at', '>=', now - timeframe * 1000)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return earlier !== undefined;
  };

  // The caller reached this buyer before, converted or not: a repeat caller for the buyer too.
  if (!truthy(call.buyer_repeat_caller) && (await buyerRepeatCaller(db, companyId, call, now))) {
    values.buyer_repeat_caller = true;
  }
  let revenue = money(call.revenue);
  if (!truthy(call.buyer_converted) && call.buyer_id != null) {
    const rules = await buyerRules(db, companyId, Number(call.buyer_id));
    const rule = rules.find(
      (r) =>
        reached(r.duration) &&
        (!WEBHOOK_TYPES.includes(String(r.conversion_type)) || decisions.get(r.id)?.converted === true),
    );
    if (rule) {
      const decision = decisions.get(rule.id);
      const timeframe = rule.duplicate_timeframe ?? 0;
      if (await repeat('buyer_id', call.buyer_id, 'buyer_converted', timeframe)) {
        values.buyer_repeat_caller = true;
      } else {
        revenue = money(
          decision?.revenue == null
            ? rule.revenue
            : withinBid(decision.revenue, rule.revenue_min, rule.revenue_max),
        );
        Object.assign(values, { buyer_converted: true, revenue, buyer_conversion_id: rule.id });
        events.push({
          type: 'Conversion',
          buyerId: Number(call.buyer_id),
          reason: 'buyer_conversion',
          detail: {
            buyer_conversion_id: rule.id,
            conversion_type: rule.conversion_type ?? 'revenue',
            revenue,
            connected_seconds: seconds,
            ...(decision ? { webhook_log_id: decision.logId, read_from_cache: decision.readFromCache } : {}),
          },
        });
      }
    }
  }

  const buyerConverted = truthy(call.buyer_converted) || values.buyer_converted === true;
  if (!truthy(call.offer_converted) && call.offer_id != null) {
    const offerId = Number(call.offer_id);
    const rules = await configRead(db, companyId, `offer_conversions:${offerId}`, () =>
      scope
        .selectFrom('offer_conversions')
        .selectAll()
        .where('offer_id', '=', offerId)
        .where('deleted_at', 'is', null)
        .orderBy('sortable_order')
        .orderBy('id')
        .execute(),
    );
    const tokens = (decodeValue('json', call.token_values) ?? {}) as Record<string, unknown>;
    const rule = rules.find(
      (r) =>
        truthy(r.active) &&
        (r.traffic_source_id == null || r.traffic_source_id === Number(call.traffic_source_id)) &&
        reached(r.duration) &&
        (r.payout_type !== 'buyer_conversion_percent' || buyerConverted) &&
        tokenListMatches(r.record_token_filter_list, tokens),
    );
    if (rule) {
      const timeframe = rule.duplicate_timeframe ?? 0;
      if (await repeat('offer_id', call.offer_id, 'offer_converted', timeframe)) {
        values.offer_repeat_caller = true;
      } else {
        const payout =
          rule.payout_type === 'buyer_conversion_percent'
            ? money((revenue * (rule.revenue_percentage ?? 0)) / 100)
            : money(rule.payout);
        Object.assign(values, { offer_converted: true, payout, offer_conversion_id: rule.id });
        events.push({
          type: 'Conversion',
          reason: 'offer_conversion',
          detail: { offer_conversion_id: rule.id, payout, connected_seconds: seconds },
        });
      }
    }
  }
  return { values, events };
}

/** A webhook's bid, held within the conversion's revenue_min and revenue_max when they are set. */
function withinBid(bid: number, min: unknown, max: unknown): number {
  let out = bid;
  if (min != null && min !== '') out = Math.max(out, Number(min));
  if (max != null && max !== '') out = Math.min(out, Number(max));
  return out;
}

/** record_token_filter_list: `key:value` strings, every one equal to the call's token. */
function tokenListMatches(stored: unknown, tokens: Record<string, unknown>): boolean {
  const list = decodeValue('json', stored);
  if (!Array.isArray(list)) return true;
  return list.every((item) => {
    const at = String(item).indexOf(':');
    if (at < 0) return true;
    return String(tokens[String(item).slice(0, at)] ?? '') === String(item).slice(at + 1);
  });
}
