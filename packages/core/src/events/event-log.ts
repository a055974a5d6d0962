import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import { EVENT_CATALOG, type EventType } from './event-catalog.js';

/** An event as GET /events and the stream show it. */
export interface EventJson {
  id: string;
  /** Position in the company's event log: pass it back as `after` to read on. */
  sequence: number;
  type: EventType;
  record_type: string;
  record_id: number;
  created_at: string | null;
  changes: Record<string, [unknown, unknown]> | null;
  /** The record as delivered (null until dispatched: a moment after the change commits). */
  data: Record<string, unknown> | null;
}

export interface EventQuery {
  /** Only these types. */
  types?: readonly string[];
  /** Only events after this sequence (exclusive). */
  after?: number;
  /** At most this many (default 50, at most 500). */
  limit?: number;
}

/** Reads the company's recent events (the outbox rows), newest last when reading on, newest first otherwise. */
export class EventLog {
  constructor(private readonly db: Kysely<DB>) {}

  async list(ctx: TenantContext, q: EventQuery = {}): Promise<EventJson[]> {
    const limit = Math.min(Math.max(1, q.limit ?? 50), 500);
    const forward = q.after !== undefined;
    const rows = await new TenantScope(this.db, ctx.company.id)
      .selectFrom('events')
      .selectAll()
      .$if(forward, (qb) => qb.where('id', '>', q.after!))
      .$if(Boolean(q.types?.length), (qb) => qb.where('type', 'in', q.types!))
      .orderBy('id', forward ? 'asc' : 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.uuid,
      sequence: r.id,
      type: r.type as EventType,
      record_type: r.record_type,
      record_id: r.record_id,
      created_at: formatTime(r.created_at, ctx.company.time_zone),
      changes: (decodeValue('json', r.changes) as EventJson['changes']) ?? null,
      data: (decodeValue('json', r.payload) as EventJson['data']) ?? null,
    }));
  }

  /** The newest sequence of the company (a stream starts after it). */
  async latest(ctx: TenantContext): Promise<number> {
    const row = await new TenantScope(this.db, ctx.company.id)
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    return row?.max ?? 0;
  }
}

export const eventTypeList = () =>
  Object.entries(EVENT_CATALOG).map(([name, spec]) => ({
    name,
    description: spec.description,
    record: spec.record,
    subscribable: spec.subscribable,
    triggers: spec.triggers,
  }));
