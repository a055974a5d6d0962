import type { CommitSignals } from '../db/commit-signals.js';
import type { Database } from '../db/dialects/types.js';
import { routingTopic } from './routing-triggers.js';

/**
 * A number per company that moves whenever its buyers, buyer groups or their links change, in
 * any process (`routing-triggers.ts` moves it, whoever writes). An offer's buyers compiled under
 * one epoch are good only while it stands. `current()` is undefined while it cannot be known:
 * then nothing is recalled and nothing is remembered.
 */
export interface RoutingEpoch {
  current(companyId: number): number | undefined;
  /** A change this process made: forgotten at once, before any notice of it arrives. */
  moved(companyId: number): void;
}

/** Changes made through this process, per company (they move the epoch too). */
class LocalMoves {
  private readonly n = new Map<number, number>();
  moved(companyId: number) {
    this.n.set(companyId, (this.n.get(companyId) ?? 0) + 1);
  }
  of(companyId: number) {
    return this.n.get(companyId) ?? 0;
  }
}

/**
 * SQLite: the company's `routing_epochs` row, read from committed state on every question (a
 * point read of 10–20 µs beside a decision of a millisecond): the triggers move it in the
 * writer's transaction, so a change by the CLI or another server counts from its commit on.
 */
class StoredRoutingEpoch implements RoutingEpoch {
  private statement: { get(...p: unknown[]): unknown } | null | undefined;
  private readonly local = new LocalMoves();

  constructor(private readonly database: Database) {}

  current(companyId: number): number | undefined {
    if (this.statement === null) return undefined;
    try {
      this.statement ??= this.database.sqlite!.prepare('select n from routing_epochs where company_id = ?');
    } catch {
      // Not migrated (a database opened with migrate: false before 0042): nothing is remembered.
      this.statement = null;
      return undefined;
    }
    const row = this.statement.get(companyId) as { n: number } | undefined;
    return Number(row?.n ?? 0) + this.local.of(companyId);
  }

  moved(companyId: number) {
    this.local.moved(companyId);
  }
}

/**
 * PostgreSQL: a counter per company moved by the triggers' NOTIFY (`routing:<company>`), which
 * every process LISTENs for, so a decision reads no row. Known only while the LISTEN connection
 * is up (a lost connection's return fires every topic); each company's topic is subscribed by
 * its first question, so a one-shot CLI command opens no connection.
 */
class HeardRoutingEpoch implements RoutingEpoch {
  private readonly heard = new Map<number, number>();
  private readonly local = new LocalMoves();

  constructor(private readonly signals: CommitSignals) {}

  current(companyId: number): number | undefined {
    let n = this.heard.get(companyId);
    if (n === undefined) {
      this.heard.set(companyId, (n = 0));
      this.signals.on(routingTopic(companyId), () => {
        this.heard.set(companyId, (this.heard.get(companyId) ?? 0) + 1);
      });
    }
    return this.signals.hearing() ? n + this.local.of(companyId) : undefined;
  }

  moved(companyId: number) {
    this.local.moved(companyId);
  }
}

/** The routing epoch of this database; undefined (nothing remembered) without a row to read or notices to hear. */
export function routingEpoch(database: Database, signals: CommitSignals): RoutingEpoch {
  if (database.dialect === 'sqlite' && database.sqlite) return new StoredRoutingEpoch(database);
  if (database.dialect === 'postgres' && database.signals) return new HeardRoutingEpoch(signals);
  return { current: () => undefined, moved: () => undefined };
}
