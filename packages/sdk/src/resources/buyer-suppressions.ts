import type { APIPromise } from '../api-promise.js';
import type { EndpointAnswers } from '../generated/answers.js';
import type {
  BuyerSuppression,
  BuyerSuppressionCreateParams,
  EndpointParams,
} from '../generated/resources.js';
import { type RecordId, Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';
import type { Uploadable } from '../uploads.js';
import { type WaitForImportOptions, waitForImport } from './imports.js';

/** `create` of a suppression list: the declared fields, and optionally the CSV of its numbers. */
export interface BuyerSuppressionCreateWithFileParams extends BuyerSuppressionCreateParams {
  /**
   * A CSV of the numbers, imported in the background after the list is
   * created (`status` pending → started → succeeded | failed). A header row
   * is optional; `caller_id_column_name` names the column, else the first that
   * looks like phone numbers is read. Sends the call as multipart/form-data.
   */
  import_file?: Uploadable;
}

export type CallerChangeParams = Omit<EndpointParams['buyer_suppressions']['caller_block'], 'caller_ids'>;

/** What caller_block / caller_unblock did: the list, and how many numbers changed. */
export interface CallerChange {
  list: BuyerSuppression;
  /** Numbers added (block) or removed (unblock); with dry_run, that would be. */
  changed: number;
  /** Distinct numbers already on the list (block) or not on it (unblock). */
  unchanged: number;
  dryRun: boolean;
}

type CallerChangeBody =
  | EndpointAnswers['buyer_suppressions']['caller_block']
  | EndpointAnswers['buyer_suppressions']['caller_unblock'];

/**
 * `client.buyerSuppressions`: the standard six (superuser keys only), create
 * with a CSV to import, and the extra operations of spec 4.4. A caller_id
 * shorter than 5 digits fails the whole call with an UnprocessableEntityError
 * naming it (`caller_ids[3]`).
 *
 * @example
 *   const list = await client.buyerSuppressions.create({ name: 'DNC', import_file: await fs.openAsBlob('dnc.csv') });
 *   const done = await client.buyerSuppressions.waitForImport(list.id); // import_count, total_count
 *   const { changed } = await client.buyerSuppressions.callerBlock(12, ['+12125550100', '2125550101']);
 */
export class BuyerSuppressions extends Resource<'buyer_suppressions'> {
  protected override readonly fileParams = ['import_file'];

  /**
   * POST /buyer_suppressions. With `import_file`, the file is checked before
   * anything is written (a 422 names `import_file` or `caller_id_column_name`),
   * and the list is returned `pending` while its numbers are imported: wait
   * with `waitForImport`.
   */
  override create(
    params: BuyerSuppressionCreateWithFileParams,
    options?: RequestOptions,
  ): APIPromise<BuyerSuppression> {
    return super.create(params, options);
  }

  /**
   * Polls the list until its import ends: resolves with it once `succeeded`;
   * rejects with `ImportFailedError` on `failed`, `ImportTimeoutError` after
   * `timeoutMs` (default 15 minutes). A list created without a file is
   * already `succeeded`.
   */
  waitForImport(
    list: RecordId | { id: number },
    options?: WaitForImportOptions<BuyerSuppression>,
  ): Promise<BuyerSuppression> {
    const id = typeof list === 'object' ? list.id : list;
    return waitForImport((o) => this.show(id, {}, o), options);
  }
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
      changed: 'added_count' in m ? m.added_count : m.removed_count,
      unchanged: m.unchanged_count,
      dryRun: m.dry_run,
    };
  }
}
