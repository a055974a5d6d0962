import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/** A saved response is replayed for this long after the first request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * PostgreSQL: how long a request waits for another one holding the same key
 * (its claim is not committed yet) before it is answered 409. SQLite has one
 * writer, so there the second request waits its turn and replays.
 */
export const IDEMPOTENCY_WAIT_MS = 10_000;
/**
 * How long a key whose request is waiting on a third party (its writes so
 * far committed, see `suspend`) answers 409 to a second request. Past it the
 * first request is taken to have died, and its saved interim answer is
 * replayed: never run again, never in progress for longer than this.
 */
export const IDEMPOTENCY_OUTBOUND_LEASE_MS = 30_000;
/** The status an interim answer is replayed with: what the third party did is not known. */
export const INTERRUPTED_STATUS = 502;
/** Expired keys are deleted at most this often per process, never on every request. */
const PURGE_INTERVAL_MS = 60_000;

/** Keys are per company and per credential: two key pairs may use the same key for different requests. */
export interface IdempotencyScope {
  companyId: number;
  /** Who sent the request, e.g. `api_key:12` or `user:3`. */
  credential: string;
  key: string;
}

export type IdempotencyClaim =
  /** First use: run the request, then `complete` in the same transaction. */
  | { state: 'claimed' }
  /** Seen before with the same request: answer with the saved response. */
  | { state: 'replay'; status: number; response: string }
  /** Seen before with a different request. */
  | { state: 'mismatch' }
  /** The first request with this key has not finished yet (PostgreSQL, after IDEMPOTENCY_WAIT_MS). */
  | { state: 'in_progress' };

export interface IdempotencyOptions {
  /** PostgreSQL: how long a second request waits for the first to commit before its 409 (IDEMPOTENCY_WAIT_MS). */
  waitMs?: number;
}

interface Row {
  id: number | string;
  fingerprint: string;
  status: number | null;
  response: string | null;
  created_at: number | string;
}

/** PostgreSQL's lock_not_available: the wait for the other request's claim ran out. */
const LOCK_TIMEOUT = '55P03';

/**
 * The saved outcomes of requests sent with an `Idempotency-Key`. Every call
 * runs inside the request's own transaction (Database.beginRequestTransaction):
 * the key is claimed first (a unique row, so a second request with the key
 * waits for the first to commit or roll back), the request's writes follow,
 * and its response is saved last, all in one commit. A crash before the
 * commit leaves neither the writes nor the key; after it, both.
 */
export class IdempotencyKeys {
  private lastPurge = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
    private readonly options: IdempotencyOptions = {},
  ) {}

  /** `fingerprint` identifies the request (method, path, body): the same key with another request is refused. */
  async claim(scope: IdempotencyScope, fingerprint: string): Promise<IdempotencyClaim> {
    let inserted: boolean;
    try {
      inserted = await this.insert(scope, fingerprint);
    } catch (error) {
      if ((error as { code?: string }).code === LOCK_TIMEOUT) return { state: 'in_progress' };
      throw error;
    }
    if (inserted) return { state: 'claimed' };
    const row = await this.find(scope);
    // The holder committed (we waited for it): its answer is replayed.
    if (row) return this.judge(row, fingerprint);
    const waiting = await this.findWaiting(scope);
    if (waiting) {
      if (waiting.fingerprint !== fingerprint) return { state: 'mismatch' };
      if (this.clock.now() - Number(waiting.created_at) < IDEMPOTENCY_OUTBOUND_LEASE_MS)
        return { state: 'in_progress' };
      return { state: 'replay', status: INTERRUPTED_STATUS, response: waiting.response ?? '' };
    }
    // Expired, or a claim left by an older version that committed keys before their writes.
    await this.where(this.tenant(scope).deleteFrom('idempotency_keys'), scope).execute();
    if (await this.insert(scope, fingerprint)) return { state: 'claimed' };
    throw new Error('idempotency key claimed twice in one transaction');
  }

  /** Saves the response of a claimed key, to be replayed for IDEMPOTENCY_TTL_MS. */
  async complete(scope: IdempotencyScope, status: number, response: string): Promise<void> {
    await this.where(this.tenant(scope).updateTable('idempotency_keys').set({ status, response }), scope)
      .where('status', 'is', null)
      .execute();
  }

  /**
   * The request is about to call a third party with its writes so far
   * committed (request-transaction.ts, whileOutbound): `interim` is the
   * answer a retry gets if the process dies before the request ends. The key
   * stays in progress (status null) until `complete` saves the real answer.
   */
  async suspend(scope: IdempotencyScope, interim: string): Promise<void> {
    await this.where(
      this.tenant(scope)
        .updateTable('idempotency_keys')
        .set({ response: interim, created_at: this.clock.now() }),
      scope,
    )
      .where('status', 'is', null)
      .execute();
  }

  /** Gives the key up inside the request's transaction: its writes commit, but nothing will be replayed. */
  async release(scope: IdempotencyScope): Promise<void> {
    await this.where(this.tenant(scope).deleteFrom('idempotency_keys'), scope)
      .where('status', 'is', null)
      .execute();
  }

  /** Deletes expired keys, at most once a minute per process; run outside any request transaction. */
  async purgeExpired(): Promise<void> {
    const now = this.clock.now();
    if (now - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = now;
    await this.db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', now - IDEMPOTENCY_TTL_MS)
      .execute();
  }

  /** False when the key has a row already (committed: an uncommitted one is waited for). */
  private async insert(scope: IdempotencyScope, fingerprint: string): Promise<boolean> {
    const postgres = this.dialect === 'postgres';
    const wait = this.options.waitMs ?? IDEMPOTENCY_WAIT_MS;
    if (postgres) await sql`set local lock_timeout = ${sql.lit(`${wait}ms`)}`.execute(this.db);
    const rows = await this.tenant(scope)
      .insertInto('idempotency_keys', {
        credential: scope.credential,
        key: scope.key,
        fingerprint,
        status: null,
        response: null,
        created_at: this.clock.now(),
      })
      .onConflict((oc) => oc.columns(['company_id', 'credential', 'key']).doNothing())
      .returning('id')
      .execute();
    // The request's own statements wait for their locks as long as they would without a key.
    if (postgres) await sql`set local lock_timeout to default`.execute(this.db);
    return rows.length > 0;
  }

  /** The saved answer of a key, unless it expired. */
  private async find(scope: IdempotencyScope): Promise<Row | undefined> {
    const row = (await this.where(this.tenant(scope).selectFrom('idempotency_keys'), scope)
      .select(['id', 'fingerprint', 'status', 'response', 'created_at'])
      .executeTakeFirst()) as Row | undefined;
    if (!row || row.status === null) return undefined;
    return this.clock.now() - Number(row.created_at) < IDEMPOTENCY_TTL_MS ? row : undefined;
  }

  /** A key whose request committed part of its writes and waits on a third party (or died doing so). */
  private async findWaiting(scope: IdempotencyScope): Promise<Row | undefined> {
    const row = (await this.where(this.tenant(scope).selectFrom('idempotency_keys'), scope)
      .select(['id', 'fingerprint', 'status', 'response', 'created_at'])
      .where('status', 'is', null)
      .where('response', 'is not', null)
      .executeTakeFirst()) as Row | undefined;
    return row;
  }

  private judge(row: Row, fingerprint: string): IdempotencyClaim {
    if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
    return { state: 'replay', status: Number(row.status), response: row.response ?? '' };
  }

  private tenant(scope: IdempotencyScope) {
    return new TenantScope(this.db, scope.companyId);
  }

  private where<Q extends { where: (...args: any[]) => any }>(qb: Q, scope: IdempotencyScope): Q {
    return qb.where('credential', '=', scope.credential).where('key', '=', scope.key);
  }
}
