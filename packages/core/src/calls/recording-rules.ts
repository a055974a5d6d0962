import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow } from './call-store.js';

/** What the recording rule that applies to a call asks: record it, on two channels, kept how long, transcribed. */
export interface RecordingRule {
  id: number;
  record: boolean;
  dualChannel: boolean;
  /** Days after the call its recording is deleted (null: kept forever). */
  retentionDays: number | null;
  transcribe: boolean;
}

/**
 * Whether a call is recorded: the first active call_recording_rules row (by
 * sortable_order) whose offer, traffic source and buyer match the call
 * (blank matches every one) decides with `record_calls`; no rule, no
 * recording. The same rule says whether on two channels, how long the
 * recording is kept, and whether it is transcribed.
 */
export class RecordingRules {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The rule that applies to the call forwarded to `buyerId`, or null when none does.
   */
  async ruleFor(ctx: TenantContext, call: CallRow, buyerId: number | null): Promise<RecordingRule | null> {
    const rows = await new TenantScope(this.db, ctx.company.id)
      .selectFrom('call_recording_rules')
      .select([
        'id',
        'offer_id',
        'traffic_source_id',
        'buyer_id',
        'active',
        'record_calls',
        'dual_channel',
        'retention_days',
        'transcribe',
      ])
      .where('deleted_at', 'is', null)
      .orderBy('sortable_order')
      .orderBy('id')
      .execute();
    const same = (rule: unknown, value: unknown) =>
      rule == null || (value != null && Number(rule) === Number(value));
    const rule = rows.find(
      (r) =>
        decodeValue('boolean', r.active) === true &&
        same(r.offer_id, call.offer_id) &&
        same(r.traffic_source_id, call.traffic_source_id) &&
        same(r.buyer_id, buyerId),
    );
    if (!rule) return null;
    const days = rule.retention_days == null ? null : Number(rule.retention_days);
    return {
      id: Number(rule.id),
      record: decodeValue('boolean', rule.record_calls) === true,
      dualChannel: decodeValue('boolean', rule.dual_channel) === true,
      retentionDays: days !== null && Number.isFinite(days) && days > 0 ? days : null,
      transcribe: decodeValue('boolean', rule.transcribe) === true,
    };
  }
}
