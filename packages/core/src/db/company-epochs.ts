import type { CommitSignals } from './commit-signals.js';
import type { Database } from './dialects/types.js';

/**
 * A number per company that moves whenever some configuration of the company changes, in any
 * process (triggers move it, whoever writes). What was read under one epoch is good only while it
 * stands. `current()` is undefined while it cannot be known: then nothing is recalled and nothing
 * is remembered. The routing and webhook epochs are two of these.
 */
export interface CompanyEpoch {
  current(companyId: number): number | undefined;
  /** A change this process made: forgotten at once, before any notice of it arrives. */
  moved(companyId: number): void;
}

export interface CompanyEpochSpec {
  /** SQLite: the table of `(company_id, n)` rows the triggers move. */
  table: string;
  /** PostgreSQL: the NOTIFY topic the triggers send for a company. */
  topic(companyId: number): string;
  /**
   * SQLite: read the row on every question (`question`), or at most once per event-loop turn and
   * again after each commit of this process (`turn`: where one turn asks many times, as a drain
   * of deliveries does, and a point read costs as much as the reads it saves).
   */
  reads: 'question' | 'turn';
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
 * SQLite: the company's row, read from committed state (see `reads`): the triggers move it in the
 * writer's transaction, so a change by the CLI or another server counts from its commit on.
 */
class StoredEpoch implements CompanyEpoch {
  private statement: { get(...p: unknown[]): unknown } | null | undefined;
  private readonly turn = new Map<number, number>();
  private turnCommits = -1;
  private forgetting = false;
  private readonly local = new LocalMoves();

  constructor(
    private readonly database: Database,
    private readonly spec: CompanyEpochSpec,
  ) {}

  current(companyId: number): number | undefined {
    if (this.statement === null) return undefined;
    if (this.spec.reads === 'question') {
      const n = this.read(companyId);
      return n === undefined ? undefined : n + this.local.of(companyId);
    }
    const commits = this.database.sqlite!.commits?.() ?? -2;
    if (commits !== this.turnCommits) {
      this.turn.clear();
      this.turnCommits = commits;
    }
    let n = this.turn.get(companyId);
    if (n === undefined) {
      n = this.read(companyId);
      if (n === undefined) return undefined;
      this.turn.set(companyId, n);
      if (!this.forgetting) {
        this.forgetting = true;
        setImmediate(() => {
          this.forgetting = false;
          this.turn.clear();
        }).unref();
      }
    }
    return n + this.local.of(companyId);
  }

  private read(companyId: number): number | undefined {
    try {
      this.statement ??= this.database.sqlite!.prepare(
        `select n from ${this.spec.table} where company_id = ?`,
      );
    } catch {
      // Not migrated (a database opened with migrate: false before the table's migration): nothing is remembered.
      this.statement = null;
      return undefined;
    }
    const row = this.statement.get(companyId) as { n: number } | undefined;
    return Number(row?.n ?? 0);
  }

  moved(companyId: number) {
    this.local.moved(companyId);
  }
}

/**
 * PostgreSQL: a counter per company moved by the triggers' NOTIFY, which every process LISTENs
 * for, so a question reads no row. Known only while the LISTEN connection is up (a lost
 * connection's return fires every topic); each company's topic is subscribed by its first
 * question, so a one-shot CLI command opens no connection.
 */
class HeardEpoch implements CompanyEpoch {
  private readonly heard = new Map<number, number>();
  private readonly local = new LocalMoves();

  constructor(
    private readonly signals: CommitSignals,
    private readonly spec: CompanyEpochSpec,
  ) {}

  current(companyId: number): number | undefined {
    let n = this.heard.get(companyId);
    if (n === undefined) {
      this.heard.set(companyId, (n = 0));
      this.signals.on(this.spec.topic(companyId), () => {
        this.heard.set(companyId, (this.heard.get(companyId) ?? 0) + 1);
      });
    }
    return this.signals.hearing() ? n + this.local.of(companyId) : undefined;
  }

  moved(companyId: number) {
    this.local.moved(companyId);
  }
}

/** A company epoch of this database; undefined (nothing remembered) without a row to read or notices to hear. */
export function companyEpoch(
  database: Database,
  signals: CommitSignals,
  spec: CompanyEpochSpec,
): CompanyEpoch {
  if (database.dialect === 'sqlite' && database.sqlite) return new StoredEpoch(database, spec);
  if (database.dialect === 'postgres' && database.signals) return new HeardEpoch(signals, spec);
  return { current: () => undefined, moved: () => undefined };
}
