import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import { type PreparedQueries, preparedRows } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import { EVENT_CATALOG, type EventType } from '../events/event-catalog.js';
import type { ResourceService } from '../kernel/service.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext } from '../tenancy/context.js';

/** A stored event, as deliveries read it. */
export interface StoredEvent {
  id: number;
  uuid: string;
  companyId: number;
  type: EventType;
  recordType: string;
  recordId: number;
  changes: Record<string, [unknown, unknown]> | null;
  /** The record as first dispatched (null before). */
  payload: Record<string, unknown> | null;
  createdAt: number;
}

export function eventFromRow(row: Record<string, unknown>): StoredEvent {
  return {
    id: Number(row.id),
    uuid: String(row.uuid),
    companyId: Number(row.company_id),
    type: row.type as EventType,
    recordType: String(row.record_type),
    recordId: Number(row.record_id),
    changes: (decodeValue('json', row.changes) as StoredEvent['changes']) ?? null,
    payload: (decodeValue('json', row.payload) as StoredEvent['payload']) ?? null,
    createdAt: Number(row.created_at),
  };
}

/** Where events and their records are read from. */
export interface EventSource {
  db: Kysely<DB>;
  companies: CompanyService;
  resource(plural: string): ResourceService;
  /** Prepared statements for the reads every dispatch and delivery makes. */
  prepared?: PreparedQueries;
}

export async function loadEvent(source: EventSource, id: number): Promise<StoredEvent | undefined> {
  const [row] = await preparedRows(source.prepared, 'events.load', [id], (arg) =>
    source.db.selectFrom('events').selectAll().where('id', '=', arg(0)),
  );
  return row ? eventFromRow(row) : undefined;
}

/** The event's record, serialised as the API shows it (a deleted record: its id alone). */
export async function snapshot(source: EventSource, event: StoredEvent): Promise<Record<string, unknown>> {
  const company = await source.companies.get(event.companyId);
  const plural = EVENT_CATALOG[event.type].record;
  try {
    return await source.resource(plural).show(systemContext(company), event.recordId);
  } catch {
    return { id: event.recordId };
  }
}
