/**
 * Locks every process on a PostgreSQL database sees, held by this process until it unlocks them
 * or its connection ends (a killed process frees its locks at once): session advisory locks on
 * one connection of their own, outside the pool, so a pooler in transaction mode (PgBouncer) is
 * not in the way when `listenUrl` points past it. Nothing is written: taking and giving back a
 * lock costs one round trip and no WAL.
 */
export interface SessionLocks {
  /** Takes lock `slot` of `name` if no process holds it: false when one does, undefined when the lock connection cannot be had. */
  tryLock(name: string, slot: number): Promise<boolean | undefined>;
  /** Gives back a lock this process took. */
  unlock(name: string, slot: number): Promise<void>;
  close(): Promise<void>;
}

/** What PostgresSessionLocks needs of a pg.Client. */
export interface LockClient {
  connect(): Promise<unknown>;
  query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
  on(event: 'error' | 'end', fn: (error?: Error) => void): unknown;
}

export class PostgresSessionLocks implements SessionLocks {
  private client: Promise<LockClient> | null = null;
  /** Locks this process holds or is taking (`name\0slot`). */
  private readonly held = new Set<string>();
  private closed = false;

  /** `namespace` keeps installations (and test schemas) sharing a database apart. */
  constructor(
    private readonly newClient: () => LockClient,
    private readonly namespace: string,
  ) {}

  async tryLock(name: string, slot: number): Promise<boolean | undefined> {
    // PostgreSQL lets a session take a lock it holds again: within this process, held is taken.
    const id = `${name}\u0000${slot}`;
    if (this.held.has(id)) return false;
    this.held.add(id);
    const client = await this.connection();
    let taken: boolean | undefined;
    try {
      if (client) {
        const { rows } = await client.query('select pg_try_advisory_lock($1, $2) as taken', [
          this.key(name),
          slot,
        ]);
        taken = rows[0]?.taken === true;
      }
    } catch {
      taken = undefined;
    }
    if (!taken) this.held.delete(id);
    return taken;
  }

  async unlock(name: string, slot: number): Promise<void> {
    const client = await this.connection();
    // A lost connection has given its locks back already.
    await client?.query('select pg_advisory_unlock($1, $2)', [this.key(name), slot]).catch(() => undefined);
    this.held.delete(`${name}\u0000${slot}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = await this.client?.catch(() => null);
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<LockClient | null> {
    if (this.closed) return Promise.resolve(null);
    this.client ??= (async () => {
      const client = this.newClient();
      const lost = () => {
        this.client = null;
        // The session's locks went with it.
        this.held.clear();
      };
      client.on('error', lost);
      client.on('end', lost);
      await client.connect();
      return client;
    })();
    return this.client.catch(() => {
      this.client = null;
      return null;
    });
  }

  /** A 32-bit key for the lock's name (FNV-1a), as the two-key form of advisory locks takes. */
  private key(name: string): number {
    let hash = 0x811c9dc5;
    const text = `${this.namespace}:${name}`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    return hash | 0;
  }
}
