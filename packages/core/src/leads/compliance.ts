import type { Kysely } from 'kysely';
import type { OptOutChannel } from '../contacts/contact.js';
import type { DB } from '../db/tables.js';
import type { BlockedCheck } from '../suppression/check-log.js';
import type { Assessment, SuppressionQuery, SuppressionVerdict } from '../suppression/suppression-service.js';
import type { TenantContext } from '../tenancy/context.js';

/**
 * What leads need from contacts and suppression, as structural types:
 * `leadline.contacts` and `leadline.suppression` satisfy them, and leads
 * depend on nothing else of theirs (tests may hand in their own).
 */
/** What a lead mirrors of its contact. */
export interface ContactFlags {
  id: number;
  /** On the company blacklist. */
  blocked: boolean;
  /** Opted out of calls and e-mail (texts too, unless only sms_opt_out_at is set). */
  opt_out: boolean;
}

export interface ContactsPort {
  /** The company's one contact for the number, created when missing (race-safe). */
  ensure(ctx: TenantContext, number: string): Promise<ContactFlags>;
  /** The same port writing through `db` (the caller's transaction). */
  withDb(db: Kysely<DB>): Pick<ContactsPort, 'ensure'>;
  block(ctx: TenantContext, number: string): Promise<unknown>;
  unblock(ctx: TenantContext, number: string): Promise<unknown>;
  /** Every channel when none are named. */
  optOut(ctx: TenantContext, number: string, channels?: readonly OptOutChannel[]): Promise<unknown>;
}

export interface SuppressionPort {
  /** Blacklist, opt-outs and the suppression lists of the offer, schedule or buyer; logs blocks. */
  check(ctx: TenantContext, query: SuppressionQuery): Promise<SuppressionVerdict>;
  /** The verdict with its block log left to the caller. */
  assess(ctx: TenantContext, query: SuppressionQuery): Promise<Assessment>;
  /** Writes the block log assess() answered, in the caller's transaction. */
  recordBlock(trx: Kysely<DB>, block: BlockedCheck): Promise<void>;
}

/**
 * The same context with write access to contacts: a key allowed to write
 * leads may opt a lead's number out or block it, and that is a contact change.
 */
export function withContactsAccess(ctx: TenantContext): TenantContext {
  return {
    ...ctx,
    permissions: {
      ...ctx.permissions,
      access: { ...ctx.permissions.access, contacts: 'write' },
    },
  };
}
