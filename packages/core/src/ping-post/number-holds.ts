import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/** Who a reserved number's next call belongs to. */
export interface HoldFor {
  callerId: string | null;
  buyerId: number;
  webhookId: number;
  pingId: string | null;
  bidPrice: number | null;
  heldUntil: number;
  now: number;
}

/** Candidates tried per post before the pool counts as full (another post may take each first). */
const CANDIDATES = 10;

/**
 * Forwarding numbers reserved by accepted posts (migration 0006). A hold
 * ties the next call to a number to the buyer the post sold it to; the unique
 * `hold_key` lets concurrent posts race on insert or on taking over an
 * expired hold, never on a read, so each number goes to one post at a time.
 */
export class NumberHolds {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Reserves a number of the ring pool no live hold has, the longest idle
   * first; null when every number is held (or the pool has none).
   */
  async reserveFromPool(
    companyId: number,
    ringPoolId: number,
    hold: HoldFor,
  ): Promise<{ number: string; phoneNumberId: number } | null> {
    const candidates = await new TenantScope(this.db, companyId)
      .selectFrom('phone_numbers')
      .leftJoin('number_holds', 'number_holds.phone_number_id', 'phone_numbers.id')
      .select(['phone_numbers.id as id', 'phone_numbers.number as number', 'number_holds.id as hold_id'])
      .where('phone_numbers.ring_pool_id', '=', ringPoolId)
      .where((eb) =>
        eb.or([eb('number_holds.id', 'is', null), eb('number_holds.held_until', '<=', hold.now)]),
      )
      .orderBy((eb) => eb.fn.coalesce('number_holds.held_until', eb.lit(0)))
      .orderBy('phone_numbers.id')
      .limit(CANDIDATES)
      .execute();
    for (const c of candidates) {
      const phoneNumberId = c.id;
      const values = this.values(companyId, `n:${phoneNumberId}`, String(c.number), hold, phoneNumberId);
      const taken =
        c.hold_id === null
          ? await this.db
              .insertInto('number_holds')
              .values(values)
              .onConflict((oc) => oc.column('hold_key').doNothing())
              .returning('id')
              .executeTakeFirst()
          : Number(
              (
                await this.db
                  .updateTable('number_holds')
                  .set(values)
                  .where('hold_key', '=', values.hold_key)
                  .where('held_until', '<=', hold.now)
                  .executeTakeFirst()
              ).numUpdatedRows,
            ) === 1;
      if (taken) return { number: String(c.number), phoneNumberId };
    }
    return null;
  }

  /** Holds a static number for one caller: a later post for the same caller replaces the hold. */
  async holdStatic(companyId: number, number: string, hold: HoldFor & { callerId: string }): Promise<void> {
    const values = this.values(companyId, `s:${companyId}:${number}:${hold.callerId}`, number, hold, null);
    const { hold_key: _key, company_id: _company, ...update } = values;
    await this.db
      .insertInto('number_holds')
      .values(values)
      .onConflict((oc) => oc.column('hold_key').doUpdateSet(update))
      .execute();
  }

  private values(
    companyId: number,
    key: string,
    number: string,
    hold: HoldFor,
    phoneNumberId: number | null,
  ) {
    return {
      company_id: companyId,
      hold_key: key,
      phone_number_id: phoneNumberId,
      number,
      caller_id: hold.callerId,
      buyer_id: hold.buyerId,
      inbound_webhook_id: hold.webhookId,
      ping_id: hold.pingId,
      bid_price: hold.bidPrice,
      held_until: hold.heldUntil,
      created_at: hold.now,
    };
  }
}
