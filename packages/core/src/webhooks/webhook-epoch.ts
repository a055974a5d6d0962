import type { CommitSignals } from '../db/commit-signals.js';
import type { Database } from '../db/dialects/types.js';
import { webhookConfigTopic } from './webhook-config-triggers.js';

/**
 * A number per company that moves whenever its subscriptions, outgoing webhooks, their URLs and
 * links or its replaced signing secrets change, in any process (`webhook-config-triggers.ts` moves
 * it, whoever writes; an endpoint's health columns do not). What a dispatch or delivery read under
 * one epoch is good only while it stands. `current()` is undefined while it cannot be known: then
 * nothing is recalled and nothing is remembered.
 */
export interface WebhookEpoch {
  current(companyId: number): number | undefined;
  /** A change this process made: forgotten at once, before any notice or next turn. */
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
 * SQLite: the company's `webhook_epochs` row, read from committed state at most once per
 * event-loop turn and again after any commit of this process (a point read costs 10–20 µs on the
 * 2-core VM, as much as the reads it saves when a turn runs several deliveries). A change by the
 * CLI or another server counts from the next turn after its commit; one made here from its commit
 * (an endpoint deactivated by its failures), or at once through the resource engines (`moved`).
 */
class StoredWebhookEpoch implements WebhookEpoch {
  private statement: { get(...p: unknown[]): unknown } | null | undefined;
  private readonly turn = new Map<number, number>();
  private turnCommits = -1;
  private forgetting = false;
  private readonly local = new LocalMoves();

  constructor(private readonly database: Database) {}

  current(companyId: number): number | undefined {
    if (this.statement === null) return undefined;
    const commits = this.database.sqlite!.commits?.() ?? -2;
    if (commits !== this.turnCommits) {
      this.turn.clear();
      this.turnCommits = commits;
    }
    let n = this.turn.get(companyId);
    if (n === undefined) {
      try {
        this.statement ??= this.database.sqlite!.prepare('select n from webhook_epochs where company_id = ?');
      } catch {
        // Not migrated (a database opened with migrate: false before 0061): nothing is remembered.
        this.statement = null;
        return undefined;
      }
      const row = this.statement.get(companyId) as { n: number } | undefined;
      n = Number(row?.n ?? 0);
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

  moved(companyId: number) {
    this.local.moved(companyId);
  }
}

/**
 * PostgreSQL: a counter per company moved by the triggers' NOTIFY (`webhooks:<company>`), which
 * every process LISTENs for, so a delivery reads no row. Known only while the LISTEN connection
 * is up (a lost connection's return fires every topic); each company's topic is subscribed by
 * its first question.
 */
class HeardWebhookEpoch implements WebhookEpoch {
  private readonly heard = new Map<number, number>();
  private readonly local = new LocalMoves();

  constructor(private readonly signals: CommitSignals) {}

  current(companyId: number): number | undefined {
    let n = this.heard.get(companyId);
    if (n === undefined) {
      this.heard.set(companyId, (n = 0));
      this.signals.on(webhookConfigTopic(companyId), () => {
        this.heard.set(companyId, (this.heard.get(companyId) ?? 0) + 1);
      });
    }
    return this.signals.hearing() ? n + this.local.of(companyId) : undefined;
  }

  moved(companyId: number) {
    this.local.moved(companyId);
  }
}

/** The webhook epoch of this database; undefined (nothing remembered) without a row to read or notices to hear. */
export function webhookEpoch(database: Database, signals: CommitSignals): WebhookEpoch {
  if (database.dialect === 'sqlite' && database.sqlite) return new StoredWebhookEpoch(database);
  if (database.dialect === 'postgres' && database.signals) return new HeardWebhookEpoch(signals);
  return { current: () => undefined, moved: () => undefined };
}
