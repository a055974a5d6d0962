import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/** The same number is dialled at most once in this long, per company (domain notes: make_call). */
export const REDIAL_GAP_MS = 30_000;
/** Each process deletes run-out slots at most this often, as it takes slots: no scheduler needed. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The "recently dialled" rule as one atomic statement: taking a number's slot
 * inserts its row, or moves `until` on only when the old slot has run out.
 * When nothing comes back the number was dialled less than 30 s ago, on
 * either database and however many requests race.
 */
export class DialGuards {
  private lastPruned = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: Kysely<DB>) {}

  /** Takes the number's slot until `now + 30 s`; null when taken, else the time it is held until. */
  async take(companyId: number, number: string, now: number): Promise<number | null> {
    await this.maybePrune(now);
    const until = now + REDIAL_GAP_MS;
    const row = await this.db
      .insertInto('dial_guards')
      .values({ company_id: companyId, number, until })
      .onConflict((oc) =>
        oc.columns(['company_id', 'number']).doUpdateSet({ until }).where('dial_guards.until', '<=', now),
      )
      .returning('id')
      .executeTakeFirst();
    return row ? until : null;
  }

  /**
   * A run-out slot says nothing (the next take overwrites it), so slots are
   * deleted once run out: otherwise a dialler would leave a row per number it
   * ever called.
   */
  private async maybePrune(now: number): Promise<void> {
    if (now - this.lastPruned < PRUNE_EVERY_MS) return;
    this.lastPruned = now;
    await this.db.deleteFrom('dial_guards').where('until', '<=', now).execute();
  }

  /** When the number may be dialled again (for the refusal's message). */
  async heldUntil(companyId: number, number: string): Promise<number | null> {
    const row = await new TenantScope(this.db, companyId)
      .selectFrom('dial_guards')
      .select('until')
      .where('number', '=', number)
      .executeTakeFirst();
    return row ? row.until : null;
  }

  /** Gives back a slot this request took (the call never went out), unless a later one replaced it. */
  async release(companyId: number, number: string, until: number): Promise<void> {
    await new TenantScope(this.db, companyId)
      .deleteFrom('dial_guards')
      .where('number', '=', number)
      .where('until', '=', until)
      .execute();
  }
}
