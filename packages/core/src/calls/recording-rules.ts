import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow } from './call-store.js';

/**
 * Whether a call is recorded: the first active call_recording_rules row (by
 * sortable_order) whose offer, traffic source and buyer match the call
 * (blank matches every one) decides with `record_calls`; no rule, no
 * recording. The same rule says whether the recording is transcribed.
 */
export class RecordingRules {
  constructor(private readonly db: Kysely<DB>) {}

  async wanted(ctx: TenantContext, call: CallRow, buyerId: number | null): Promise<boolean> {
    const rule = await this.first(ctx, call, buyerId);
    return rule ? decodeValue('boolean', rule.record_calls) === true : false;
  }

  /** Whether the call's recording is transcribed: the same first matching rule, recording and `transcribe` set. */
  async transcribes(ctx: TenantContext, call: CallRow, db: Kysely<DB> = this.db): Promise<boolean> {
    const rule = await this.first(ctx, call, call.buyer_id == null ? null : Number(call.buyer_id), db);
    return (
      rule !== undefined &&
      decodeValue('boolean', rule.record_calls) === true &&
      decodeValue('boolean', rule.transcribe) === true
    );
  }

  /** `db`: the caller's transaction, where it holds one (SQLite has one connection). */
  private async first(ctx: TenantContext, call: CallRow, buyerId: number | null, db: Kysely<DB> = this.db) {
    const rows = await new TenantScope(db, ctx.company.id)
      .selectFrom('call_recording_rules')
      .select(['offer_id', 'traffic_source_id', 'buyer_id', 'active', 'record_calls', 'transcribe'])
      .where('deleted_at', 'is', null)
      .orderBy('sortable_order')
      .orderBy('id')
      .execute();
    const same = (rule: unknown, value: unknown) =>
      rule == null || (value != null && Number(rule) === Number(value));
    return rows.find(
      (r) =>
        decodeValue('boolean', r.active) === true &&
        same(r.offer_id, call.offer_id) &&
        same(r.traffic_source_id, call.traffic_source_id) &&
        same(r.buyer_id, buyerId),
    );
  }
}
