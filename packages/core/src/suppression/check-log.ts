import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { PreparedQueries } from '../db/prepared.js';
import { boundRow } from '../db/prepared.js';
import { newRowStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import { type ScopedInsert, TenantScope } from '../tenancy/scope.js';
import type { DNC_REASONS } from './dnc-check-logs.resource.js';

export type DncReason = (typeof DNC_REASONS)[number];
export type DncCheckType =
  | 'inbound_call'
  | 'outbound_call'
  | 'buyer_forward'
  | 'text_message'
  | 'lead_submission';

export interface BlockedCheck {
  companyId: number;
  number: string;
  checkType: DncCheckType;
  reason: DncReason;
  listIds: number[];
  leadId: number | null;
  callId: number | null;
  offerId: number | null;
  scheduleId: number | null;
  buyerId: number | null;
}

/**
 * Writes one dnc_check_logs row per blocked check (allowed checks are not
 * logged: they are the hot path and say nothing an auditor needs), with the
 * lists that held the number as its buyer_suppression_ids.
 */
export class CheckLog {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly links: RecordLinks,
    private readonly prepared: PreparedQueries,
  ) {}

  /** In its own transaction, or in `trx` when the caller's change and its log commit together. */
  async blocked(entry: BlockedCheck, trx?: Kysely<DB>): Promise<void> {
    if (!trx) return this.db.transaction().execute((t) => this.blocked(entry, t));
    const now = this.clock.now();
    const values: ScopedInsert<'dnc_check_logs'> = {
      ...newRowStamps(now),
      number: entry.number,
      check_type: entry.checkType,
      result: 'blocked',
      reason: entry.reason,
      provider: null,
      lead_id: entry.leadId,
      call_id: entry.callId,
      offer_id: entry.offerId,
      schedule_id: entry.scheduleId,
      buyer_id: entry.buyerId,
    };
    // Written with every blocked lead: its SQL is built once.
    const [row] = await this.prepared.rows<{ id: unknown }>(
      'dnc_check_logs.insert',
      [entry.companyId, ...Object.values(values)],
      (arg) =>
        new TenantScope(trx, arg(0)).insertInto('dnc_check_logs', boundRow(values, arg, 1)).returning('id'),
      trx,
    );
    await this.links.add(
      trx,
      entry.companyId,
      'dnc_check_logs',
      Number(row!.id),
      'buyer_suppression_ids',
      entry.listIds,
    );
  }
}
