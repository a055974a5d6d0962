import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DialectName } from '../db/dialects/types.js';
import { boundRow, type PreparedQueries, preparedRows } from '../db/prepared.js';
import { newRowStamps, userChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import type { EventOutbox } from '../events/event-outbox.js';
import type { ChangeLogWriter, RequestMeta } from '../kernel/change-log.js';
import { diffRows } from '../kernel/change-log.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { encodeFieldValues, newFieldColumns } from '../kernel/encode-fields.js';
import type { CallRollups } from '../reporting/call-rollups.js';
import type { CapCounters } from '../routing/cap-counters.js';
import type { TenantContext } from '../tenancy/context.js';
import { type ScopedInsert, TenantScope } from '../tenancy/scope.js';
import { callEvents } from './call-write-events.js';
import { FINAL_CALL_STATUSES } from './calls.resource.js';

/** A calls row as stored. */
export type CallRow = Record<string, unknown>;

const FINAL: ReadonlySet<unknown> = new Set(FINAL_CALL_STATUSES);
const isFinalStatus = (status: unknown) => FINAL.has(status);

/**
 * Every write to the calls table, each with its change log (record_type Call)
 * in the same transaction, as leads have. Values are API values; this class
 * encodes them.
 */
export class CallStore {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      dialect: DialectName;
      clock: Clock;
      def: ResourceDefinition;
      logs: ChangeLogWriter;
      /** Where the call's events go, in the write's transaction. */
      outbox?: EventOutbox;
      /** Keeps the cap counters (routing/cap-counters.ts) in the write's transaction. */
      counters?: CapCounters;
      /** Keeps the report roll-ups (reporting/call-rollups.ts) in the write's transaction. */
      rollups?: CallRollups;
      /** Told, in the write's transaction, of a call that just ended (missed-call text-back). */
      onEnded?: (trx: Kysely<DB>, ctx: TenantContext, call: CallRow) => Promise<void>;
      /**
       * The insert, the locked read and the update built once per column list: kysely builds a
       * 60-column insert for every answer otherwise, at more cost than SQLite writing it.
       */
      prepared?: PreparedQueries;
    },
  ) {}

  /**
   * `callbackBase` is the origin the carrier reaches Leadline at: the call's
   * `callback_url` is `<base>/api/v1/secure/<secure_token>/calls/<uuid>`.
   */
  async insert(
    ctx: TenantContext,
    values: Record<string, unknown>,
    callbackBase: string,
    meta: RequestMeta,
    also?: (trx: Kysely<DB>, created: CallRow) => Promise<void>,
  ): Promise<CallRow> {
    const { db, dialect, clock, def } = this.deps;
    const now = clock.now();
    const stamps = newRowStamps(now);
    // The carrier's callbacks carry it: 128 random bits no one else has.
    const secureToken = randomBytes(16).toString('hex');
    const row: CallRow = {
      ...newFieldColumns(def, values, dialect),
      ...stamps,
      secure_token: secureToken,
      callback_url: `${callbackBase.replace(/\/+$/, '')}/api/v1/secure/${secureToken}/calls/${stamps.uuid}`,
    };
    return db.transaction().execute(async (trx) => {
      const columns = Object.keys(row);
      const [inserted] = await preparedRows<{ id: number }>(
        this.deps.prepared,
        `calls.insert.${columns.join(',')}`,
        [ctx.company.id, ...columns.map((c) => row[c])],
        (arg) =>
          new TenantScope(trx, arg(0))
            // The row is encoded from the declaration (its columns are the generated type's).
            .insertInto('calls', boundRow(row, arg, 1) as ScopedInsert<'calls'>)
            .returning('id'),
        trx,
      );
      if (!inserted) throw new Error('the calls insert returned no id');
      const created = { ...row, id: inserted.id, company_id: ctx.company.id };
      const changes = diffRows(def, null, created, ctx.company.time_zone);
      await this.log(trx, ctx, created.id, 'create', changes, meta);
      await this.deps.counters?.callChanged(trx, ctx, null, created);
      await this.deps.rollups?.callChanged(trx, ctx, null, created);
      await this.deps.outbox?.emitAll(trx, ctx.company.id, callEvents(null, created, changes));
      await also?.(trx, created);
      return created;
    });
  }

  /**
   * Reads the call locked (PostgreSQL; SQLite runs one writer at a time),
   * lets `decide` say what to change from what is there now, writes it and
   * logs it. Concurrent callbacks of one call are applied one after another.
   */
  async change(
    ctx: TenantContext,
    id: number,
    /** May read more in the transaction (`trx`): the router rechecks caps there, so they hold under load. */
    decide: (
      row: CallRow,
      trx: Kysely<DB>,
    ) => Record<string, unknown> | null | Promise<Record<string, unknown> | null>,
    meta: RequestMeta,
    /** More writes that belong with the change (a contact's counters), in its transaction. */
    also?: (trx: Kysely<DB>, before: CallRow, after: CallRow) => Promise<void>,
  ): Promise<CallRow | undefined> {
    const { db, dialect, clock, def } = this.deps;
    return db.transaction().execute(async (trx) => {
      const [before] = await preparedRows<CallRow>(
        this.deps.prepared,
        'calls.change.read',
        [ctx.company.id, id],
        (arg) => {
          const read = new TenantScope(trx, arg(0)).selectFrom('calls').selectAll().where('id', '=', arg(1));
          return dialect === 'postgres' ? read.forUpdate() : read;
        },
        trx,
      );
      if (!before) return undefined;
      const values = await decide(before, trx);
      if (!values) return before;
      const after: CallRow = { ...before, ...encodeFieldValues(def, values, dialect) };
      const changes = diffRows(def, before, after, ctx.company.time_zone);
      if (Object.keys(changes).length === 0) return before;
      const now = clock.now();
      const set: Record<string, unknown> = userChangeStamps(now);
      for (const k of Object.keys(after)) if (after[k] !== before[k]) set[k] = after[k];
      const columns = Object.keys(set);
      await preparedRows(
        this.deps.prepared,
        `calls.change.update.${columns.join(',')}`,
        [ctx.company.id, id, ...columns.map((c) => set[c])],
        (arg) =>
          new TenantScope(trx, arg(0))
            .updateTable('calls')
            .set(boundRow(set, arg, 2))
            .where('id', '=', arg(1)),
        trx,
      );
      await this.log(trx, ctx, id, 'update', changes, meta);
      const changed = { ...after, ...set };
      await this.deps.counters?.callChanged(trx, ctx, before, changed);
      await this.deps.rollups?.callChanged(trx, ctx, before, changed);
      await this.deps.outbox?.emitAll(trx, ctx.company.id, callEvents(before, changed, changes));
      if (this.deps.onEnded && !isFinalStatus(before.status) && isFinalStatus(changed.status)) {
        await this.deps.onEnded(trx, ctx, changed);
      }
      await also?.(trx, before, changed);
      return changed;
    });
  }

  /**
   * A change log entry for something done to the call that no column keeps
   * (the digits of a key press), so the call's history shows it.
   */
  async note(ctx: TenantContext, id: number, changes: Record<string, [unknown, unknown]>, meta: RequestMeta) {
    await this.deps.db.transaction().execute((trx) => this.log(trx, ctx, id, 'update', changes, meta));
  }

  private log(
    trx: Kysely<DB>,
    ctx: TenantContext,
    id: number,
    action: 'create' | 'update',
    changes: Record<string, [unknown, unknown]>,
    meta: RequestMeta,
  ) {
    return this.deps.logs.record(
      trx,
      ctx,
      { recordType: this.deps.def.type, recordId: id, action, changes },
      meta,
    );
  }
}
