import type { Kysely } from 'kysely';
import { encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import { type PreparedQueries, preparedRows } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/** How an attempt went for the endpoint it was made to, and what the endpoint tolerates. */
export interface EndpointVerdict {
  table: 'outgoing_webhooks' | 'subscriptions';
  id: number;
  /** Consecutive failures that deactivate it (0: never). */
  limit: number;
  success: boolean;
  /** Why it failed, for the deactivation's reason. */
  reason: string;
  /** The column that records the last success. */
  lastColumn: 'last_fired_at' | 'last_delivered_at';
}

/**
 * The health of a delivery endpoint (an outgoing webhook or a subscription):
 * a success clears its failure count and stamps its last success, a failure
 * counts, and past its limit the endpoint is deactivated with the reason.
 * Runs inside the transaction that logs the attempt.
 */
export async function recordEndpointHealth(
  trx: Kysely<DB>,
  dialect: DialectName,
  companyId: number,
  endpoint: EndpointVerdict,
  now: number,
  prepared?: PreparedQueries,
): Promise<void> {
  const scope = new TenantScope(trx, companyId);
  // One of two tables with the same health columns: the builder is typed for either.
  const where = (qb: any) => qb.where('id', '=', endpoint.id);
  if (endpoint.success) {
    // Every successful attempt writes this: one prepared shape per table.
    await preparedRows(
      prepared,
      `health.success.${endpoint.table}`,
      [companyId, endpoint.id, now],
      (arg) =>
        (new TenantScope(trx, arg(0)).updateTable(endpoint.table) as any)
          .set({ consecutive_failure_count: 0, [endpoint.lastColumn]: arg(2) })
          .where('id', '=', arg(1)),
      trx,
    );
    return;
  }
  const counted = await where(scope.updateTable(endpoint.table))
    .set((eb: any) => ({ consecutive_failure_count: eb('consecutive_failure_count', '+', 1) }))
    .returning(['consecutive_failure_count'])
    .executeTakeFirst();
  const failures = Number(counted?.consecutive_failure_count ?? 0);
  if (endpoint.limit > 0 && failures >= endpoint.limit) {
    await where(scope.updateTable(endpoint.table))
      .set({
        active: encodeValue('boolean', false, dialect),
        disabled_at: now,
        disabled_reason:
          `Deactivated after ${failures} consecutive failed attempts; the last: ${endpoint.reason}`.slice(
            0,
            2000,
          ),
        updated_at: now,
      })
      .execute();
  }
}
