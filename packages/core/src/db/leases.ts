import { type Kysely, sql } from 'kysely';
import type { DB } from './tables.js';

/**
 * Named leases in the shared database: `take(name, holder, now, ms)` is true for one holder at a
 * time until its lease runs out (or it takes it again), whichever process asks. One upsert that
 * writes only when the lease is free or already the caller's, so two processes asking at once
 * cannot both win.
 */
export class Leases {
  constructor(private readonly db: Kysely<DB>) {}

  async take(name: string, holder: string, now: number, ms: number): Promise<boolean> {
    const row = await this.db
      .insertInto('leases')
      .values({ name, holder, held_until: now + ms })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ holder, held_until: now + ms })
          .where((eb) => eb.or([eb('leases.held_until', '<=', now), eb('leases.holder', '=', holder)])),
      )
      .returning(sql<string>`holder`.as('holder'))
      .executeTakeFirst();
    return row?.holder === holder;
  }

  /** Gives a lease back before it runs out (only the holder's own). */
  async release(name: string, holder: string): Promise<void> {
    await this.db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
  }
}
