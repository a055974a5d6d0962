import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/** A saved response is replayed for this long after the first request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A key still marked in progress after this long belonged to a request whose process died; it is free again. */
export const IDEMPOTENCY_LOCK_MS = 5 * 60 * 1000;
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
  /** First use: run the request, then `complete` or `release`. */
  | { state: 'claimed' }
  /** Seen before with the same request: answer with the saved response. */
  | { state: 'replay'; status: number; response: string }
  /** Seen before with a different request. */
  | { state: 'mismatch' }
  /** The first request with this key has not finished yet. */
  | { state: 'in_progress' };

interface Row {
  id: number | string;
  fingerprint: string;
  status: number | null;
  response: string | null;
  created_at: number | string;
}

/**
 * The saved outcomes of requests sent with an `Idempotency-Key`. A request
 * claims its key before it runs (a unique row, so two concurrent requests
 * cannot both run), then saves its response or releases the key.
 */
export class IdempotencyKeys {
  private lastPurge = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** `fingerprint` identifies the request (method, path, body): the same key with another request is refused. */
  async claim(scope: IdempotencyScope, fingerprint: string): Promise<IdempotencyClaim> {
    await this.purgeExpired();
    const existing = await this.find(scope);
    if (existing) return this.judge(existing, fingerprint);
    try {
      await this.tenant(scope)
        .insertInto('idempotency_keys', {
          credential: scope.credential,
          key: scope.key,
          fingerprint,
          status: null,
          response: null,
          created_at: this.clock.now(),
        })
        .execute();
      return { state: 'claimed' };
    } catch (error) {
      // Another request claimed the key between our read and our insert.
      const raced = await this.find(scope);
      if (raced) return this.judge(raced, fingerprint);
      throw error;
    }
  }

  /** Saves the response of a claimed key, to be replayed for IDEMPOTENCY_TTL_MS. */
  async complete(scope: IdempotencyScope, status: number, response: string): Promise<void> {
    await this.where(this.tenant(scope).updateTable('idempotency_keys').set({ status, response }), scope)
      .where('status', 'is', null)
      .execute();
  }

  /** Frees a claimed key without saving anything, so a retry runs the request again. */
  async release(scope: IdempotencyScope): Promise<void> {
    await this.where(this.tenant(scope).deleteFrom('idempotency_keys'), scope)
      .where('status', 'is', null)
      .execute();
  }

  /** The live row of a key; an expired or abandoned one is deleted and treated as never used. */
  private async find(scope: IdempotencyScope): Promise<Row | undefined> {
    const row = (await this.where(this.tenant(scope).selectFrom('idempotency_keys'), scope)
      .select(['id', 'fingerprint', 'status', 'response', 'created_at'])
      .executeTakeFirst()) as Row | undefined;
    if (!row) return undefined;
    const age = this.clock.now() - Number(row.created_at);
    if (age < IDEMPOTENCY_TTL_MS && (row.status !== null || age < IDEMPOTENCY_LOCK_MS)) return row;
    await this.tenant(scope).deleteFrom('idempotency_keys').where('id', '=', Number(row.id)).execute();
    return undefined;
  }

  private judge(row: Row, fingerprint: string): IdempotencyClaim {
    if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
    if (row.status === null) return { state: 'in_progress' };
    return { state: 'replay', status: Number(row.status), response: row.response ?? '' };
  }

  private async purgeExpired(): Promise<void> {
    const now = this.clock.now();
    if (now - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = now;
    await this.db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', now - IDEMPOTENCY_TTL_MS)
      .execute();
  }

  private tenant(scope: IdempotencyScope) {
    return new TenantScope(this.db, scope.companyId);
  }

  private where<Q extends { where: (...args: any[]) => any }>(qb: Q, scope: IdempotencyScope): Q {
    return qb.where('credential', '=', scope.credential).where('key', '=', scope.key);
  }
}
