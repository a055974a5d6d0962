import type { Kysely } from 'kysely';
import { chargeReportedUsage } from '../data-append/usage-charges.js';
import type { DB } from '../db/tables.js';

/**
 * Books what the carrier charged for a call into the cost ledger, in the
 * transaction that records it on the call (provider_cost): inbound or
 * outbound minutes (billed whole minutes, at least one), per offer. A cost
 * reported again books only the difference.
 */
export async function chargeCallCost(
  trx: Kysely<DB>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  at: number,
): Promise<void> {
  const added = Number(after.provider_cost ?? 0) - Number(before.provider_cost ?? 0);
  if (!Number.isFinite(added) || added === 0) return;
  const firstCharge = Number(before.provider_cost ?? 0) === 0;
  const seconds = Number(after.total_duration ?? 0);
  const inbound = after.direction === 'inbound';
  const provider = String(after.provider ?? 'carrier');
  await chargeReportedUsage(trx, {
    companyId: Number(after.company_id),
    category: inbound ? 'inbound_minutes' : 'outbound_minutes',
    unit: 'minute',
    // The minutes count once, with the first cost reported.
    quantity: firstCharge ? Math.max(1, Math.ceil(seconds / 60)) : 0,
    amount: added,
    description: `${inbound ? 'Inbound' : 'Outbound'} minutes, ${provider}`,
    provider,
    offerId: after.offer_id === null || after.offer_id === undefined ? null : Number(after.offer_id),
    at,
  });
}
