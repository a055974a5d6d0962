import { type Kysely, sql } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow } from './call-store.js';
import type { CallEventInput } from './call-trace.js';

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
 * rule, by sortable_order, whose `duration` the connected seconds reach
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
): Promise<Booking> {
  const scope = new TenantScope(db, companyId);
  const values: Record<string, unknown> = {};
  const events: CallEventInput[] = [];
  const seconds = connectedSeconds ?? 0;
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

  let revenue = money(call.revenue);
  if (!truthy(call.buyer_converted) && call.buyer_id != null) {
    const owners: [string, number][] = [['Buyer', Number(call.buyer_id)]];
    const rules = await scope
      .selectFrom('buyer_conversions')
      .selectAll()
      .where('owner_type', '=', 'Buyer')
      .where('owner_id', '=', owners[0]![1])
      .where('conversion_type', '=', 'revenue')
      .where('deleted_at', 'is', null)
      .orderBy('sortable_order')
      .orderBy('id')
      .execute();
    const rule = rules.find((r) => truthy(r.active) && Number(r.duration ?? 0) <= seconds);
    if (rule) {
      const timeframe = Number(rule.duplicate_timeframe ?? 0);
      if (await repeat('buyer_id', call.buyer_id, 'buyer_converted', timeframe)) {
        values.buyer_repeat_caller = true;
      } else {
        revenue = money(rule.revenue);
        Object.assign(values, { buyer_converted: true, revenue, buyer_conversion_id: Number(rule.id) });
        events.push({
          type: 'Conversion',
          buyerId: Number(call.buyer_id),
          reason: 'buyer_conversion',
          detail: { buyer_conversion_id: Number(rule.id), revenue, connected_seconds: seconds },
        });
      }
    }
  }

  const buyerConverted = truthy(call.buyer_converted) || values.buyer_converted === true;
  if (!truthy(call.offer_converted) && call.offer_id != null) {
    const rules = await scope
      .selectFrom('offer_conversions')
      .selectAll()
      .where('offer_id', '=', Number(call.offer_id))
      .where('deleted_at', 'is', null)
      .orderBy('sortable_order')
      .orderBy('id')
      .execute();
    const tokens = (decodeValue('json', call.token_values) ?? {}) as Record<string, unknown>;
    const rule = rules.find(
      (r) =>
        truthy(r.active) &&
        (r.traffic_source_id == null || Number(r.traffic_source_id) === Number(call.traffic_source_id)) &&
        Number(r.duration ?? 0) <= seconds &&
        (r.payout_type !== 'buyer_conversion_percent' || buyerConverted) &&
        tokenListMatches(r.record_token_filter_list, tokens),
    );
    if (rule) {
      const timeframe = Number(rule.duplicate_timeframe ?? 0);
      if (await repeat('offer_id', call.offer_id, 'offer_converted', timeframe)) {
        values.offer_repeat_caller = true;
      } else {
        const payout =
          rule.payout_type === 'buyer_conversion_percent'
            ? money((revenue * Number(rule.revenue_percentage ?? 0)) / 100)
            : money(rule.payout);
        Object.assign(values, { offer_converted: true, payout, offer_conversion_id: Number(rule.id) });
        events.push({
          type: 'Conversion',
          reason: 'offer_conversion',
          detail: { offer_conversion_id: Number(rule.id), payout, connected_seconds: seconds },
        });
      }
    }
  }
  return { values, events };
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
