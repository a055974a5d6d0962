import { CompiledQuery, type Kysely } from 'kysely';
import type { DialectName } from './dialects/types.js';
import { inRequestTransaction, outsideRequestTransaction } from './request-transaction.js';
import type { DB } from './tables.js';

/** Runs work in a transaction and answers its result. */
export type Transactor = <T>(work: (trx: Kysely<DB>) => Promise<T>) => Promise<T>;

const SAVEPOINT = CompiledQuery.raw('savepoint unit');
const RELEASE = CompiledQuery.raw('release unit');
const ROLLBACK_TO = CompiledQuery.raw('rollback to unit');

/** Most units one commit carries: bounds how long the first of them waits. */
const MAX_BATCH = 256;

interface Unit {
  work: (trx: Kysely<DB>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SQLite. SQLite has one writer, and a commit (with the WAL
 * pages it writes) costs more than the inserts before it: one commit per lead
 * caps intake near a thousand a second (lead writes, webhook dispatches and
 * attempts all go through here). Units share a transaction, each
 * inside its own savepoint, so one unit's failure rolls back only that unit.
 *
 * better-sqlite3 is synchronous, so a request runs from its socket event to
 * its commit without ever yielding to the event loop: a batch started at once
 * would always hold one unit. A batch therefore starts in the event loop's
 * check phase (setImmediate), and not the first one but the next: the poll
 * phase in between reads the requests that arrived while the first turn's
 * were handled. At rest that adds two loop turns (microseconds); under load
 * a batch gathers twice the leads, and lead intake went from 4,800 to 5,300
 * a second on the bench machine with a lower p99.
 *
 * A unit's result is delivered only after its batch commits, so nothing is
 * answered that is not durable; a failed commit fails every unit of it.
 */
export class GroupCommit {
  private queue: Unit[] = [];
  private running = false;
  private scheduled = false;

  constructor(private readonly db: Kysely<DB>) {}

  run: Transactor = <T>(work: (trx: Kysely<DB>) => Promise<T>) => {
    // A request in a transaction of its own (an idempotent write) holds the writer until it
    // answers: its unit runs there, as a savepoint, so its key and its lead commit together.
    if (inRequestTransaction()) return this.db.transaction().execute(work);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
      if (!this.running && !this.scheduled) {
        this.scheduled = true;
        // The batch belongs to every request in it, not to the one that scheduled it.
        outsideRequestTransaction(() =>
          setImmediate(() =>
            setImmediate(() => {
              this.scheduled = false;
              void this.drain();
            }),
          ),
        );
      }
    });
  };

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, MAX_BATCH);
        const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
        if (batch.length === 1) {
          await this.alone(batch[0]!);
          continue;
        }
        try {
          await this.db.transaction().execute(async (trx) => {
            for (const unit of batch) {
              await trx.executeQuery(SAVEPOINT);
              try {
                outcomes.push({ ok: true, value: await unit.work(trx) });
                await trx.executeQuery(RELEASE);
              } catch (error) {
                await trx.executeQuery(ROLLBACK_TO);
                await trx.executeQuery(RELEASE);
                outcomes.push({ ok: false, error });
              }
            }
          });
        } catch (error) {
          for (const unit of batch) unit.reject(error);
          continue;
        }
        batch.forEach((unit, i) => {
          const o = outcomes[i]!;
          if (o.ok) unit.resolve(o.value);
          else unit.reject(o.error);
        });
      }
    } finally {
      this.running = false;
    }
  }

  /**
   * A batch of one (a quiet moment: most batches at rest) needs no savepoint: its failure
   * rolls back the whole transaction, which holds nothing else. Two statements fewer.
   */
  private async alone(unit: Unit): Promise<void> {
    try {
      unit.resolve(await this.db.transaction().execute((trx) => unit.work(trx)));
    } catch (error) {
      unit.reject(error);
    }
  }
}

/**
 * How small hot writes (leads, webhook dispatches and attempts) reach the
 * database: grouped commits on SQLite (one writer), a transaction per write on
 * PostgreSQL (many connections write at once; sharing a transaction there made
 * deliveries slower, 89 against 110 a second).
 */
export function groupedTransactor(db: Kysely<DB>, dialect: DialectName): Transactor {
  if (dialect === 'sqlite') return new GroupCommit(db).run;
  return (work) => db.transaction().execute(work);
}
