import type { Kysely } from 'kysely';
import { decodeValue, encodeValue } from '../db/column-types.js';
import type { ResourceBaseColumns } from '../db/stored-values.js';
import type { DB } from '../db/tables.js';
import type { EventOutbox } from '../events/event-outbox.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService, type WriteRequest } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { DispositionActions } from './disposition-actions.js';

/** What an applied disposition copies from the disposition: its column there, and here. */
type Disposition = keyof DB['call_dispositions'];
/** Its own fields: the base columns are the engine's. */
type Applied = Exclude<keyof DB['agent_call_dispositions'], keyof ResourceBaseColumns>;

const COPIED: readonly [Disposition, Applied][] = [
  ['key', 'key'],
  ['name', 'name'],
  ['context_menu_name', 'short_name'],
  ['text_color', 'text_color'],
  ['background_color', 'background_color'],
];
const FLAGS: readonly [Disposition, Applied][] = [
  ['apply_call_answered', 'call_answered'],
  ['apply_agent_handled', 'agent_handled'],
  ['apply_buyer_handled', 'buyer_handled'],
  ['apply_qualified', 'qualified'],
  ['apply_end_of_schedule', 'end_of_schedule'],
  ['apply_block_caller', 'block_caller'],
];

/**
 * agent_call_dispositions: a disposition applied to a call. The key, name,
 * colours and outcome flags are copied from the disposition (spec 2.3), and
 * the call's `call_disposition_changed` event (outgoing-webhook trigger
 * disposition_changed) is written in the same transaction, on create and
 * whenever an update changes what was applied.
 */
export class CallDispositionResource extends ResourceService {
  private readonly dialect: EngineDeps['dialect'];

  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    private readonly services: {
      outbox: Pick<EventOutbox, 'emit'>;
      readonly dispositionActions?: Pick<DispositionActions, 'apply'>;
    },
  ) {
    super(def, deps);
    this.dialect = deps.dialect;
  }

  /** Applying a disposition runs its actions once, after the record is saved. */
  override async create(
    ctx: TenantContext,
    raw: Record<string, unknown>,
    request?: WriteRequest,
  ): Promise<ApiRecord> {
    const record = await super.create(ctx, raw, request);
    await this.act(ctx, record);
    return record;
  }

  /** Only a change of call_disposition_id applies again: notes alone run nothing. */
  override async update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    meta?: RequestMeta,
  ): Promise<ApiRecord> {
    const before = await this.findRow(ctx, ref, ['call_disposition_id']);
    const record = await super.update(ctx, ref, raw, meta);
    if (String(before.call_disposition_id ?? '') !== String(record.call_disposition_id ?? '')) {
      await this.act(ctx, record);
    }
    return record;
  }

  private async act(ctx: TenantContext, record: ApiRecord): Promise<void> {
    const callId = record.call_id;
    const dispositionId = record.call_disposition_id;
    if (typeof callId !== 'number' || typeof dispositionId !== 'number') return;
    await this.services.dispositionActions?.apply(ctx, callId, dispositionId);
  }

  protected override async afterWrite(
    ctx: TenantContext,
    db: Kysely<DB>,
    id: number,
    created: boolean,
  ): Promise<void> {
    const scope = new TenantScope(db, ctx.company.id);
    const row = await scope
      .selectFrom('agent_call_dispositions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const disposition =
      row.call_disposition_id == null
        ? undefined
        : await scope
            .selectFrom('call_dispositions')
            .selectAll()
            .where('id', '=', row.call_disposition_id)
            .executeTakeFirst();
    const dialect = this.dialect;
    const set: Partial<Record<Applied, unknown>> = {};
    for (const [from, to] of COPIED) set[to] = disposition?.[from] ?? null;
    for (const [from, to] of FLAGS) {
      set[to] = encodeValue('boolean', decodeValue('boolean', disposition?.[from]) === true, dialect);
    }
    const changed = Object.entries(set).some(([k, v]) => String(row[k as Applied] ?? '') !== String(v ?? ''));
    if (changed) {
      await scope.updateTable('agent_call_dispositions').set(set).where('id', '=', id).execute();
    }
    const callId = row.call_id ?? null;
    if (callId !== null && (changed || created)) {
      await this.services.outbox.emit(db, ctx.company.id, {
        type: 'call_disposition_changed',
        recordId: callId,
      });
    }
  }
}
