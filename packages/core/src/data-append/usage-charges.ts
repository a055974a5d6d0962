import type { Kysely } from 'kysely';
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

/**
 * The cost ledger (charge_rollups): one row per company, category, day,
 * provider, description and offer, its quantity and amount growing with each
 * use. Written in the caller's transaction, with what was bought.
 */
export async function chargeDataAppend(db: Kysely<any>, c: UsageCharge): Promise<void> {
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
