import type { Insertable, Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { encodeValue } from '../db/column-types.js';
import { type CommitSignals, DUE_JOBS } from '../db/commit-signals.js';
import type { DialectName } from '../db/dialects/types.js';
import type { EventsTable } from '../db/infra-tables.js';
import type { PreparedQueries } from '../db/prepared.js';
import { boundRow } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import { jobKind } from '../jobs/job.js';
import type { JobStore } from '../jobs/job-store.js';
import { newUuid } from '../util/ids.js';
import { EVENT_CATALOG, type EventType, RECORD_TYPES } from './event-catalog.js';

/** The job that turns one committed event into deliveries. */
export const DISPATCH_JOB = jobKind<{ eventId: number }>('events.dispatch');

export interface EmittedEvent {
  type: EventType;
  recordId: number;
  /** What changed, `{field: [before, after]}` (change-log values), for *_changed events. */
  changes?: Record<string, [unknown, unknown]> | null;
}

/**
 * The transactional outbox: `emit(trx, companyId, event)` writes the event
 * and the job that dispatches it in the caller's transaction, so a change
 * that rolls back sends nothing and one that commits is delivered even if the
 * process dies a moment later (the job outlives it).
 */
export class EventOutbox {
  constructor(
    private readonly deps: {
      dialect: DialectName;
      clock: Clock;
      jobs: JobStore;
      /** Commit notices: the dispatch job wakes the workers of every process once the caller commits. */
      signals?: CommitSignals;
      prepared?: PreparedQueries;
    },
  ) {}

  /** Returns the event's id (`evt_…`), stable across every delivery attempt. */
  async emit(trx: Kysely<DB>, companyId: number, event: EmittedEvent): Promise<string> {
    const { dialect, clock, jobs, prepared } = this.deps;
    const uuid = `evt_${newUuid().replace(/-/g, '')}`;
    const values: Insertable<EventsTable> = {
      company_id: companyId,
      uuid,
      type: event.type,
      record_type: RECORD_TYPES[EVENT_CATALOG[event.type].record],
      record_id: event.recordId,
      changes: event.changes ? encodeValue('json', event.changes, dialect) : null,
      created_at: clock.now(),
    };
    const insert = (arg: (i: number) => unknown) =>
      trx.insertInto('events').values(boundRow(values, arg)).returning('id');
    const args = Object.values(values);
    // Once per lead and call write: the statement is built once, not per event.
    const [row] = prepared
      ? await prepared.rows('events.insert', args, insert, trx)
      : await insert((i) => args[i]).execute();
    await jobs.enqueue(
      DISPATCH_JOB,
      { eventId: Number(row!.id) },
      { companyId, db: trx, maxAttempts: 10, prepared },
    );
    await this.deps.signals?.notify(trx, DUE_JOBS);
    return uuid;
  }

  /** Emits several events of one change, in order. */
  async emitAll(trx: Kysely<DB>, companyId: number, events: readonly EmittedEvent[]): Promise<void> {
    for (const e of events) await this.emit(trx, companyId, e);
  }
}
