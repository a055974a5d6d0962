import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';
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
export function chargeReportedUsage(db: Kysely<DB>, u: ReportedUsage): Promise<void> {
  return addToRollup(db, u, null);
}

/**
 * A data-append lookup in the cost ledger: one row per company, day,
 * provider, description, offer and rate (a lookup's price), counting the
 * lookups. Written in the caller's transaction, with what was bought.
 */
export function chargeDataAppend(db: Kysely<DB>, c: UsageCharge): Promise<void> {
  const use = { ...c, category: 'data_append', unit: 'lookup', quantity: 1, amount: c.rate };
  return addToRollup(db, use, c.rate);
}

interface RollupUse extends Omit<ReportedUsage, 'category'> {
  category: string;
}

/**
 * Adds a use to its day's charge_rollups row, or starts the row. `fixedRate`:
 * the unit price, which also keeps rows of different prices apart, and the
 * amount is quantity × rate; null: the amounts are summed and the rate is
 * their average.
 */
async function addToRollup(db: Kysely<DB>, u: RollupUse, fixedRate: number | null): Promise<void> {
  const periodStart = Math.floor(u.at / DAY_MS) * DAY_MS;
  const match = await new TenantScope(db, u.companyId)
    .selectFrom('charge_rollups')
    .select('id')
    .where('category', '=', u.category)
    .where('period', '=', 'day')
    .where('period_start', '=', periodStart)
    .where('provider', '=', u.provider)
    .where('description', '=', u.description)
    .$if(fixedRate !== null, (qb) => qb.where('rate', '=', fixedRate))
    .where((eb) => (u.offerId === null ? eb('offer_id', 'is', null) : eb('offer_id', '=', u.offerId)))
    .orderBy('id')
    .executeTakeFirst();
  if (match) {
    // Summed in SQL, so concurrent uses never overwrite each other.
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
    const amount = fixedRate === null ? Number(summed.amount) : quantity * fixedRate;
    await db
      .updateTable('charge_rollups')
      .set({ amount: round(amount), rate: fixedRate ?? (quantity ? round(amount / quantity) : 0) })
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
      rate: fixedRate ?? (u.quantity ? round(u.amount / u.quantity) : 0),
      amount: round(u.amount),
      currency: 'USD',
      provider: u.provider,
      offer_id: u.offerId,
    })
    .execute();
}

/** Money to a hundredth of a cent: rates like $0.008 a lookup add up without float noise. */
const round = (v: number) => Math.round(v * 10_000) / 10_000;
