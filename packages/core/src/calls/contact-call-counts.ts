import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallStatus } from './call-progress.js';

type Counter = 'calls_count' | 'outbound_call_failure_count' | 'outbound_no_answer_count';

/**
 * The contact's call counters (domain notes: contact columns), kept in the
 * transaction of the call change that moves them. A number with no contact
 * (none was ever created for it) has nothing to count on.
 */
export async function countOnContact(
  trx: Kysely<DB>,
  companyId: number,
  number: string,
  counter: Counter,
): Promise<void> {
  await new TenantScope(trx, companyId)
    .updateTable('contacts')
    .set((eb) => ({ [counter]: eb(eb.fn.coalesce(counter, eb.lit(0)), '+', 1) }))
    .where('number', '=', number)
    .execute();
}

/** The counter an outbound call's end moves: failed calls, and calls nobody took (busy, no answer). */
export function endCounter(status: CallStatus): Counter | null {
  if (status === 'failed') return 'outbound_call_failure_count';
  if (status === 'no_answer' || status === 'busy') return 'outbound_no_answer_count';
  return null;
}
