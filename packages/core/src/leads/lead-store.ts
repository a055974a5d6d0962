import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DialectName } from '../db/dialects/types.js';
import type { PreparedQueries } from '../db/prepared.js';
import { boundRow } from '../db/prepared.js';
import { newRowStamps, userChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import type { EventOutbox } from '../events/event-outbox.js';
import { type ChangeLogWriter, diffRows, type RequestMeta } from '../kernel/change-log.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { encodeFieldValues, newFieldColumns } from '../kernel/encode-fields.js';
import type { TenantContext } from '../tenancy/context.js';
import { type ScopedInsert, TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import { changedTokenKeys, leadEvents } from './lead-events.js';
import { isOpen } from './statuses.js';

/** A leads row as stored (driver encoding: 0/1 booleans and JSON text on SQLite). */
export type LeadRow = Record<string, unknown>;

/**
 * The place a lead holds while open: one per caller per schedule (schedule
 * leads) or per offer (offer leads). Null once the lead ends or is deleted,
 * which frees the place; the unique (company_id, dedupe_key) index enforces it.
 */
export function dedupeKey(row: LeadRow): string | null {
  if (!isOpen(row.status) || row.deleted_at !== null) return null;
  if (row.schedule_id !== null && row.schedule_id !== undefined)
    return `s:${row.schedule_id}:${row.caller_id}`;
  return `o:${row.offer_id}:${row.caller_id}`;
}

/**
 * Every write to the leads table, each with its change log in the same
 * transaction. Callers pass the transaction; this class never opens one.
 */
export class LeadStore {
  constructor(
    private readonly def: ResourceDefinition,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
    private readonly logs: ChangeLogWriter,
    private readonly prepared: PreparedQueries,
    /** Where the lead's events go, in the write's transaction (none: an engine without the outbox). */
    private readonly outbox?: EventOutbox,
  ) {}

  private scope(trx: Kysely<DB>, ctx: TenantContext) {
    return new TenantScope(trx, ctx.company.id);
  }

  /**
   * The open lead holding a place, locked until the transaction ends on
   * PostgreSQL (SQLite runs one writer at a time already).
   */
  async findOpen(
    trx: Kysely<DB>,
    ctx: TenantContext,
    key: string,
    lock = true,
  ): Promise<LeadRow | undefined> {
    const forUpdate = lock && this.dialect === 'postgres';
    const rows = await this.prepared.rows(
      `leads.findOpen|${forUpdate}`,
      [ctx.company.id, key],
      (arg) => {
        const qb = new TenantScope(trx, arg(0))
          .selectFrom('leads')
          .selectAll()
          .where('dedupe_key', '=', arg(1));
        return forUpdate ? qb.forUpdate() : qb;
      },
      trx,
    );
    return rows[0];
  }

  /** Open leads of a number, narrowed by offer or schedule; locked like findOpen. */
  async findOpenByCaller(
    trx: Kysely<DB>,
    ctx: TenantContext,
    callerId: string,
    where: { offerId?: number | null; scheduleId?: number | null } = {},
    lock = true,
  ): Promise<LeadRow[]> {
    let qb = this.scope(trx, ctx)
      .selectFrom('leads')
      .selectAll()
      .where('caller_id', '=', callerId)
      .where('dedupe_key', 'is not', null)
      .orderBy('id');
    for (const [column, value] of [
      ['offer_id', where.offerId],
      ['schedule_id', where.scheduleId],
    ] as const) {
      if (value === null) qb = qb.where(column, 'is', null);
      else if (value !== undefined) qb = qb.where(column, '=', value);
    }
    if (lock && this.dialect === 'postgres') qb = qb.forUpdate();
    return (await qb.execute()) as LeadRow[];
  }

  /** A lead row by id, locked like findOpen. */
  async lock(trx: Kysely<DB>, ctx: TenantContext, id: number): Promise<LeadRow | undefined> {
    let qb = this.scope(trx, ctx)
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null);
    if (this.dialect === 'postgres') qb = qb.forUpdate();
    return (await qb.executeTakeFirst()) as LeadRow | undefined;
  }

  /** A new row with the declaration's defaults under the given values (API values, not yet encoded). */
  newRow(ctx: TenantContext, values: Record<string, unknown>): LeadRow {
    const now = this.clock.now();
    const row: LeadRow = {
      ...newRowStamps(now),
      company_id: ctx.company.id,
      deleted_at: null,
      external_record_id: null,
      ...newFieldColumns(this.def, values, this.dialect),
    };
    row.dedupe_key = dedupeKey(row);
    return row;
  }

  /**
   * Inserts unless another open lead already holds the place (ON CONFLICT DO
   * NOTHING: on PostgreSQL a concurrent insert of the same key waits for the
   * first to commit, then does nothing). Returns the row with its id, or
   * undefined when the place was taken.
   */
  async insert(trx: Kysely<DB>, ctx: TenantContext, row: LeadRow, meta: RequestMeta) {
    const { company_id: _company, ...values } = row;
    const columns = Object.keys(values);
    // The hottest statement of lead intake: its SQL is built once per column list, not per lead.
    const inserted = await this.prepared.rows(
      `leads.insert|${columns.join(',')}`,
      [ctx.company.id, ...columns.map((c) => values[c])],
      (arg) =>
        new TenantScope(trx, arg(0))
          // The row is encoded from the declaration (its columns are the generated type's).
          .insertInto('leads', boundRow(values, arg, 1) as ScopedInsert<'leads'>)
          .onConflict((oc) => oc.columns(['company_id', 'dedupe_key']).doNothing())
          .returning('id'),
      trx,
    );
    if (!inserted[0]) return undefined;
    const created = { ...row, id: Number(inserted[0].id) };
    const changes = diffRows(this.def, null, created, ctx.company.time_zone);
    await this.log(trx, ctx, created.id, 'create', changes, meta);
    await this.outbox?.emitAll(trx, ctx.company.id, leadEvents(null, created, changes));
    return created;
  }

  /**
   * Applies API values to a row (encoding them), re-derives its place, and
   * logs what changed. Returns the row as it now is. Nothing is written when
   * nothing changed.
   */
  async update(
    trx: Kysely<DB>,
    ctx: TenantContext,
    before: LeadRow,
    values: Record<string, unknown>,
    meta: RequestMeta,
  ): Promise<LeadRow> {
    const after: LeadRow = { ...before, ...encodeFieldValues(this.def, values, this.dialect) };
    if ('deleted_at' in values) after.deleted_at = values.deleted_at;
    after.dedupe_key = dedupeKey(after);
    const changes = diffRows(this.def, before, after, ctx.company.time_zone);
    if (Object.keys(changes).length === 0 && after.deleted_at === before.deleted_at) return before;
    const now = this.clock.now();
    Object.assign(after, userChangeStamps(now));
    const set: Record<string, unknown> = userChangeStamps(now);
    for (const k of Object.keys(after)) if (after[k] !== before[k]) set[k] = after[k];
    await this.scope(trx, ctx).updateTable('leads').set(set).where('id', '=', Number(before.id)).execute();
    const deleted = after.deleted_at !== null && before.deleted_at === null;
    if (deleted) changes.deleted_at = [null, formatTime(Number(after.deleted_at), ctx.company.time_zone)];
    await this.log(trx, ctx, Number(before.id), deleted ? 'destroy' : 'update', changes, meta);
    if (!deleted && this.outbox) {
      const events = leadEvents(before, after, changes);
      const fields = 'tokens' in changes ? await this.contactFieldsChanged(trx, ctx, before, after) : [];
      if (fields.length) {
        events.push({
          type: 'lead_contact_fields_changed',
          recordId: Number(after.id),
          changes: { tokens: changes.tokens! },
        });
      }
      await this.outbox.emitAll(trx, ctx.company.id, events);
    }
    return after;
  }

  /** The changed tokens that are contact fields (contact_fields keys of the lead's offer or of every offer). */
  private async contactFieldsChanged(
    trx: Kysely<DB>,
    ctx: TenantContext,
    before: LeadRow,
    after: LeadRow,
  ): Promise<string[]> {
    const keys = changedTokenKeys(before, after);
    if (keys.length === 0) return [];
    const offerId = after.offer_id == null ? null : Number(after.offer_id);
    const rows = await this.scope(trx, ctx)
      .selectFrom('contact_fields')
      .select('key')
      .where('key', 'in', keys)
      .where('deleted_at', 'is', null)
      .where((eb) =>
        offerId === null
          ? eb('offer_id', 'is', null)
          : eb.or([eb('offer_id', 'is', null), eb('offer_id', '=', offerId)]),
      )
      .execute();
    return rows.map((r) => String(r.key));
  }

  private log(
    trx: Kysely<DB>,
    ctx: TenantContext,
    id: number,
    action: 'create' | 'update' | 'destroy',
    changes: Record<string, [unknown, unknown]>,
    meta: RequestMeta,
  ) {
    return this.logs.record(trx, ctx, { recordType: this.def.type, recordId: id, action, changes }, meta);
  }
}
