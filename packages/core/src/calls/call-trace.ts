import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
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
    },
  ) {}

  async write(db: Kysely<DB>, companyId: number, callId: number, events: readonly CallEventInput[]) {
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
    await scope.insertInto('call_events', rows).execute();
    const dials = events.filter((e) => e.type === 'Dial' && e.buyerId !== null && e.buyerId !== undefined);
    await this.deps.counters?.dialed(
      db,
      companyId,
      dials.map((e) => ({ buyerId: e.buyerId!, at: now })),
    );
    await this.writeLog(scope, callId, events, now);
  }

  /** The same steps as call_logs rows, with the call's offer and schedule, in the same transaction. */
  private async writeLog(scope: TenantScope, callId: number, events: readonly CallEventInput[], now: number) {
    const logDef = this.deps.logDef?.();
    if (!logDef) return;
    const call = await scope
      .selectFrom('calls')
      .select(['offer_id', 'schedule_id'])
      .where('id', '=', callId)
      .executeTakeFirst();
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
    await scope.insertInto('call_logs', rows).execute();
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
