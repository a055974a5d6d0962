import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { newUuid } from '../util/ids.js';

const DAY_MS = 86_400_000;

export interface UsageCharge {
  companyId: number;
  description: string;
  provider: string;
  /** Price of one unit; 0 when the integration names none (usage is still counted). */
  rate: number;
  offerId: number | null;
  at: number;
}

/** A use whose cost the carrier reported (a call's minutes, a text): its amount is summed as it is. */
export interface ReportedUsage {
  companyId: number;
  category: 'inbound_minutes' | 'outbound_minutes' | 'text_messages' | 'phone_numbers';
  unit: string;
  quantity: number;
  /** What the carrier charged for this use. */
  amount: number;
  description: string;
  provider: string;
  offerId: number | null;
  at: number;
}

/**
 * The cost ledger for usage the carrier prices itself: one row per company,
 * category, UTC day, provider, description and offer, its quantity and amount
 * summed in SQL (so concurrent uses never overwrite each other) and its rate
 * the day's average. Written in the caller's transaction, with the use.
 */
export async function chargeReportedUsage(db: Kysely<DB>, u: ReportedUsage): Promise<void> {
  const periodStart = Math.floor(u.at / DAY_MS) * DAY_MS;
  const match = await db
    .selectFrom('charge_rollups')
    .select('id')
    .where('company_id', '=', u.companyId)
    .where('category', '=', u.category)
    .where('period', '=', 'day')
    .where('period_start', '=', periodStart)
    .where('provider', '=', u.provider)
    .where('description', '=', u.description)
    .where((eb) => (u.offerId === null ? eb('offer_id', 'is', null) : eb('offer_id', '=', u.offerId)))
    .orderBy('id')
    .executeTakeFirst();
  if (match) {
    const summed = await db
      .updateTable('charge_rollups')
      .set((eb) => ({
        quantity: eb('quantity', '+', u.quantity),
        amount: eb('amount', '+', u.amount),
        updated_at: u.at,
      }))
      .where('id', '=', match.id)
      .returning(['quantity', 'amount'])
      .executeTakeFirstOrThrow();
    const quantity = Number(summed.quantity);
    await db
      .updateTable('charge_rollups')
      .set({
        amount: round(Number(summed.amount)),
        rate: quantity ? round(Number(summed.amount) / quantity) : 0,
      })
      .where('id', '=', match.id)
      .execute();
    return;
  }
  await db
    .insertInto('charge_rollups')
    .values({
      uuid: newUuid(),
      company_id: u.companyId,
      created_at: u.at,
      updated_at: u.at,
      category: u.category,
      description: u.description,
      period: 'day',
      period_start: periodStart,
      period_end: periodStart + DAY_MS,
      quantity: u.quantity,
      unit: u.unit,
      rate: u.quantity ? round(u.amount / u.quantity) : 0,
      amount: round(u.amount),
      currency: 'USD',
      provider: u.provider,
      offer_id: u.offerId,
    })
    .execute();
}

/**
 * The cost ledger (charge_rollups): one row per company, category, day,
 * provider, description and offer, its quantity and amount growing with each
 * use. Written in the caller's transaction, with what was bought.
 */
export async function chargeDataAppend(db: Kysely<DB>, c: UsageCharge): Promise<void> {
  const periodStart = Math.floor(c.at / DAY_MS) * DAY_MS;
  const match = await db
    .selectFrom('charge_rollups')
    .select('id')
    .where('company_id', '=', c.companyId)
    .where('category', '=', 'data_append')
    .where('period', '=', 'day')
    .where('period_start', '=', periodStart)
    .where('provider', '=', c.provider)
    .where('description', '=', c.description)
    .where('rate', '=', c.rate)
    .where((eb) => (c.offerId === null ? eb('offer_id', 'is', null) : eb('offer_id', '=', c.offerId)))
    .orderBy('id')
    .executeTakeFirst();
  if (match) {
    // Counted in SQL, so concurrent lookups never overwrite each other's count.
    const counted = await db
      .updateTable('charge_rollups')
      .set((eb) => ({ quantity: eb('quantity', '+', 1), updated_at: c.at }))
      .where('id', '=', match.id)
      .returning('quantity')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('charge_rollups')
      .set({ amount: round(Number(counted.quantity) * c.rate) })
      .where('id', '=', match.id)
      .execute();
    return;
  }
  await db
    .insertInto('charge_rollups')
    .values({
      uuid: newUuid(),
      company_id: c.companyId,
      created_at: c.at,
      updated_at: c.at,
      category: 'data_append',
      description: c.description,
      period: 'day',
      period_start: periodStart,
      period_end: periodStart + DAY_MS,
      quantity: 1,
      unit: 'lookup',
      rate: c.rate,
      amount: round(c.rate),
      currency: 'USD',
      provider: c.provider,
      offer_id: c.offerId,
    })
    .execute();
}

/** Money to a hundredth of a cent: rates like $0.008 a lookup add up without float noise. */
const round = (v: number) => Math.round(v * 10_000) / 10_000;
