import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import { boundRow, type PreparedQueries } from '../db/prepared.js';
import { newRowStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { encodeFieldValues } from '../kernel/encode-fields.js';
import type { CapCounters } from '../routing/cap-counters.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import type { CallEventType } from './call-events.resource.js';
import { callLogEntry } from './call-log-entries.js';

/** One step of a call's timeline, as written. */
export interface CallEventInput {
  type: CallEventType;
  buyerId?: number | null;
  reason?: string | null;
  detail?: Record<string, unknown>;
}

/** The call's offer and schedule, which each call_logs row carries. */
export type CallPlacement = { offer_id?: unknown; schedule_id?: unknown };

/** Longer traces (rare) are built each time rather than kept as shapes. */
const MAX_PREPARED_ROWS = 64;

/** One step as GET /calls/:id/events answers it. */
export interface CallEvent {
  id: number;
  type: CallEventType;
  created_at: string;
  buyer_id: number | null;
  reason: string | null;
  [detail: string]: unknown;
}

/**
 * The durable routing trace (call_events): written in the transaction of
 * the change it explains, so a trace never tells of a dial that did not
 * happen, and read back in order.
 */
export class CallTrace {
  constructor(
    private readonly deps: {
      dialect: DialectName;
      clock: Clock;
      def: () => ResourceDefinition;
      /** Counts each Dial as an attempt against the buyer's caps, in the trace's transaction. */
      counters?: Pick<CapCounters, 'dialed'>;
      /** call_logs: each step is also a row of the call's log (issue 32, item 13). */
      logDef?: () => ResourceDefinition | undefined;
      /** The inserts' SQL built once per number of rows: every answer and dial writes a trace. */
      prepared?: PreparedQueries;
    },
  ) {}

  /**
   * `call`: the call's offer and schedule as the caller's transaction just wrote them, for the
   * log rows; without it they are read from the calls row.
   */
  async write(
    db: Kysely<DB>,
    companyId: number,
    callId: number,
    events: readonly CallEventInput[],
    call?: CallPlacement,
  ) {
    if (events.length === 0) return;
    const now = this.deps.clock.now();
    const rows = events.map((e) => ({
      ...encodeFieldValues(
        this.deps.def(),
        {
          call_id: callId,
          event_type: e.type,
          buyer_id: e.buyerId ?? null,
          reason: e.reason ?? null,
          detail: e.detail ?? {},
        },
        this.deps.dialect,
      ),
      ...newRowStamps(now),
    }));
    const scope = new TenantScope(db, companyId);
    await this.insertRows(scope, db, companyId, 'call_events', rows);
    const dials = events.filter((e) => e.type === 'Dial' && e.buyerId !== null && e.buyerId !== undefined);
    await this.deps.counters?.dialed(
      db,
      companyId,
      dials.map((e) => ({ buyerId: e.buyerId!, at: now })),
    );
    await this.writeLog(scope, db, companyId, callId, events, now, call);
  }

  /** The same steps as call_logs rows, with the call's offer and schedule, in the same transaction. */
  private async writeLog(
    scope: TenantScope,
    db: Kysely<DB>,
    companyId: number,
    callId: number,
    events: readonly CallEventInput[],
    now: number,
    known: CallPlacement | undefined,
  ) {
    const logDef = this.deps.logDef?.();
    if (!logDef) return;
    const call =
      known ??
      (await scope
        .selectFrom('calls')
        .select(['offer_id', 'schedule_id'])
        .where('id', '=', callId)
        .executeTakeFirst());
    const rows = events.map((e) => {
      const log = callLogEntry(e);
      return {
        ...encodeFieldValues(
          logDef,
          {
            call_id: callId,
            log_type: log.logType,
            level: log.level,
            message: log.message,
            reason: log.reason,
            buyer_id: log.buyerId,
            offer_id: call?.offer_id ?? null,
            schedule_id: call?.schedule_id ?? null,
            data: { event_type: e.type, ...(e.detail ?? {}) },
            occurred_at: now,
          },
          this.deps.dialect,
        ),
        ...newRowStamps(now),
      };
    });
    await this.insertRows(scope, db, companyId, 'call_logs', rows);
  }

  /**
   * One multi-row insert. Prepared where wired: kysely builds a 20-row insert of 10 to 15
   * columns for every answer otherwise, which costs more than SQLite writing it. A shape is one
   * table, one column list and one number of rows; rows of other columns go through kysely.
   */
  private async insertRows(
    scope: TenantScope,
    db: Kysely<DB>,
    companyId: number,
    table: 'call_events' | 'call_logs',
    rows: Record<string, unknown>[],
  ) {
    const prepared = this.deps.prepared;
    const columns = Object.keys(rows[0]!);
    const width = columns.length;
    if (!prepared || rows.length > MAX_PREPARED_ROWS || rows.some((r) => Object.keys(r).length !== width)) {
      await scope.insertInto(table, rows as never).execute();
      return;
    }
    const args: unknown[] = [companyId];
    for (const r of rows) for (const c of columns) args.push(r[c]);
    const template = Object.fromEntries(columns.map((c) => [c, null]));
    await prepared.rows(
      `${table}.insert.${rows.length}.${columns.join(',')}`,
      args,
      (arg) =>
        new TenantScope(db, arg(0)).insertInto(
          table,
          rows.map((_, j) => boundRow(template, arg, 1 + j * width)) as never,
        ),
      db,
    );
  }

  async read(db: Kysely<DB>, companyId: number, callId: number, timeZone: string): Promise<CallEvent[]> {
    const rows = await new TenantScope(db, companyId)
      .selectFrom('call_events')
      .select(['id', 'event_type', 'created_at', 'buyer_id', 'reason', 'detail'])
      .where('call_id', '=', callId)
      .orderBy('id')
      .execute();
    return rows.map((r) => {
      const detail = decodeValue('json', r.detail);
      return {
        ...(detail && typeof detail === 'object' && !Array.isArray(detail) ? detail : {}),
        id: r.id,
        type: r.event_type as CallEventType,
        created_at: formatTime(r.created_at, timeZone) ?? '',
        buyer_id: r.buyer_id,
        reason: (r.reason as string | null) ?? null,
      };
    });
  }
}
