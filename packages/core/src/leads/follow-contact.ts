import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DB } from '../db/tables.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { TenantContext } from '../tenancy/context.js';
import { type ContactsPort, type SuppressionPort, withContactsAccess } from './compliance.js';
import { followVerdict } from './intake-values.js';
import type { LeadRow, LeadStore } from './lead-store.js';

/**
 * Makes every open lead of a number agree with its contact after the
 * contact's blacklist or opt-out changed: each lead is checked against its
 * own offer's and schedule's lists, then stops (blocked, opt_out, dnc) or
 * returns to work, with a change log. This is what makes a block or an
 * opt-out show on the leads at once, not only when their next action runs.
 */
export class ContactFollower {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      clock: Clock;
      store: LeadStore;
      contacts: ContactsPort;
      suppression: SuppressionPort;
    },
  ) {}

  async follow(
    ctx: TenantContext,
    number: string,
    meta: RequestMeta = {},
    skipIds: readonly number[] = [],
  ): Promise<LeadRow[]> {
    const { db, store, suppression, contacts, clock } = this.deps;
    const leads = (await store.findOpenByCaller(db, ctx, number, {}, false)).filter(
      (l) => !skipIds.includes(Number(l.id)),
    );
    if (leads.length === 0) return [];
    const contact = await contacts.ensure(withContactsAccess(ctx), number);
    // Checks first (each logs its own block); the writes then go in one transaction.
    const verdicts = new Map<number, Awaited<ReturnType<SuppressionPort['check']>>>();
    for (const l of leads) {
      verdicts.set(
        Number(l.id),
        await suppression.check(ctx, {
          number,
          leadId: Number(l.id),
          offerId: l.offer_id === null ? null : Number(l.offer_id),
          scheduleId: l.schedule_id === null ? null : Number(l.schedule_id),
          checkType: 'lead_submission',
        }),
      );
    }
    return db.transaction().execute(async (trx) => {
      const out: LeadRow[] = [];
      for (const id of verdicts.keys()) {
        const lead = await store.lock(trx, ctx, id);
        if (!lead) continue;
        const verdict = verdicts.get(id)!;
        const values = {
          opt_out: contact.opt_out,
          blocked: contact.blocked,
          ...followVerdict(lead, verdict, { now: clock.now() }),
        };
        const after = await store.update(trx, ctx, lead, values, meta);
        if (after !== lead) out.push(after);
      }
      return out;
    });
  }
}
