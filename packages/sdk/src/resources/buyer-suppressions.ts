import type { BuyerSuppression } from '../generated/resources.js';
import { type RecordId, Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

export interface CallerChangeParams {
  /** Count what would change, write nothing. */
  dry_run?: boolean;
}

/** What caller_block / caller_unblock did: the list, and how many numbers changed. */
export interface CallerChange {
  list: BuyerSuppression;
  /** Numbers added (block) or removed (unblock); with dry_run, that would be. */
  changed: number;
  /** Distinct numbers already on the list (block) or not on it (unblock). */
  unchanged: number;
  dryRun: boolean;
}

interface CallerChangeBody {
  buyer_suppression: BuyerSuppression;
  metadata: { added_count?: number; removed_count?: number; unchanged_count: number; dry_run: boolean };
}

/**
 * `client.buyerSuppressions`: the standard six (superuser keys only) and the
 * extra operations of spec 4.4. A caller_id shorter than 5 digits fails the
 * whole call with an UnprocessableEntityError naming it (`caller_ids[3]`).
 *
 * @example
 *   const { changed } = await client.buyerSuppressions.callerBlock(12, ['+12125550100', '2125550101']);
 */
export class BuyerSuppressions extends Resource<'buyer_suppressions'> {
  /** POST /buyer_suppressions/:id/caller_block: adds the numbers; other entries are untouched. */
  async callerBlock(
    id: RecordId,
    callerIds: readonly string[],
    params: CallerChangeParams = {},
    options?: RequestOptions,
  ): Promise<CallerChange> {
    return this.change(id, 'caller_block', callerIds, params, options);
  }

  /** POST /buyer_suppressions/:id/caller_unblock: removes the numbers from the list. */
  async callerUnblock(
    id: RecordId,
    callerIds: readonly string[],
    params: CallerChangeParams = {},
    options?: RequestOptions,
  ): Promise<CallerChange> {
    return this.change(id, 'caller_unblock', callerIds, params, options);
  }

  private async change(
    id: RecordId,
    action: 'caller_block' | 'caller_unblock',
    callerIds: readonly string[],
    params: CallerChangeParams,
    options?: RequestOptions,
  ): Promise<CallerChange> {
    const body = await this.request<CallerChangeBody>(
      { method: 'POST', path: `${this.path(id)}/${action}`, body: { caller_ids: [...callerIds], ...params } },
      options,
    );
    const m = body.metadata;
    return {
      list: body.buyer_suppression,
      changed: m.added_count ?? m.removed_count ?? 0,
      unchanged: m.unchanged_count,
      dryRun: m.dry_run,
    };
  }
}
