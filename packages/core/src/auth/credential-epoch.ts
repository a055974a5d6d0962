import type { CommitSignals } from '../db/commit-signals.js';
import type { Database } from '../db/dialects/types.js';

/** The topic the credentials trigger (migration 0040) sends on PostgreSQL. */
export const CREDENTIALS_TOPIC = 'credentials';

/**
 * A number that moves whenever a key, token, membership or company changes, in any process
 * (triggers of migration 0040 move it, whoever writes). A verification remembered under one
 * epoch is good only while the epoch stands. `current()` is undefined while it cannot be known:
 * then nothing is recalled and nothing is remembered.
 */
export interface CredentialEpoch {
  current(): number | undefined;
}

/** How long another process's change to a credential may go unheard here (SQLite). */
export const EPOCH_READ_MS = 20;

/**
 * SQLite: the `credential_epoch` row, read from committed state. Every process on the file reads
 * the committed row, so a change made by the CLI or another server counts from its commit on.
 * A statement costs 10–20 µs on a loaded virtual machine (SQLite's WAL read locks are system
 * calls), as much as the record a GET reads: so the row is read at most once per
 * EPOCH_READ_MS, and again at once when this process commits a write. A request in the
 * EPOCH_READ_MS after another process commits is as if it had come a moment earlier; the
 * next read hears the change. (It was read once per event-loop turn: under load a turn
 * answers one or two requests, so that was one more statement for nearly every GET.)
 */
class StoredEpoch implements CredentialEpoch {
  private statement: { get(): unknown } | undefined;
  private memo: number | undefined;
  private memoCommits = -1;

  constructor(private readonly database: Database) {}

  current(): number | undefined {
    const sqlite = this.database.sqlite!;
    const commits = sqlite.commits?.() ?? -2;
    if (this.memo !== undefined && commits === this.memoCommits) return this.memo;
    this.statement ??= sqlite.prepare('select n from credential_epoch where id = 1');
    const row = this.statement.get() as { n: number } | undefined;
    if (row === undefined) return undefined;
    if (this.memo === undefined) setTimeout(() => this.forget(), EPOCH_READ_MS).unref();
    this.memo = row.n;
    this.memoCommits = commits;
    return this.memo;
  }

  private forget() {
    this.memo = undefined;
  }
}

/**
 * PostgreSQL: a counter moved by the trigger's NOTIFY, which every process LISTENs for, so a
 * request reads no row. Known only while the LISTEN connection is up (notices sent while it is
 * down are lost); the connection is opened by the first request that asks, not at start, so a
 * one-shot CLI command opens none.
 */
class HeardEpoch implements CredentialEpoch {
  private n = 0;
  private subscribed = false;

  constructor(private readonly signals: CommitSignals) {}

  current(): number | undefined {
    if (!this.subscribed) {
      this.subscribed = true;
      // A lost connection's return fires every topic: what was missed meanwhile is forgotten too.
      this.signals.on(CREDENTIALS_TOPIC, () => {
        this.n++;
      });
    }
    return this.signals.hearing() ? this.n : undefined;
  }
}

/** The epoch of this database; undefined when it has neither a stored row to read nor notices to hear. */
export function credentialEpoch(database: Database, signals: CommitSignals): CredentialEpoch {
  if (database.dialect === 'sqlite' && database.sqlite) return new StoredEpoch(database);
  if (database.dialect === 'postgres' && database.signals) return new HeardEpoch(signals);
  return { current: () => undefined };
}
