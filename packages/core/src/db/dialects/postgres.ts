import { type DatabaseIntrospector, Kysely, PostgresDialect, sql } from 'kysely';
import { QueryObservers } from '../query-observers.js';
import { RequestTransactionDialect } from '../request-transaction.js';
import type { DB } from '../tables.js';
import { CurrentSchemaIntrospector } from './current-schema-introspector.js';
import { PostgresSessionLocks } from './session-locks.js';
import type { DatabaseSignals } from './signals.js';
import type { Database } from './types.js';

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use as search_path (tests give each database its own). */
  schema?: string;
  poolSize?: number;
  statementTimeoutMs?: number;
  applicationName?: string;
  /** A session (not transaction-pooled) connection for LISTEN; default `connectionString`. */
  listenUrl?: string;
}

/** PostgreSQL as kysely speaks it, with introspection of the connection's own schema only. */
class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * pg is loaded on first use. Our bigint columns hold ids and epoch
 * milliseconds, all far below 2^53, so they are parsed to numbers rather than
 * left as strings.
 */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pg = (await import('pg')).default;
  const toNumber = (v: string) => Number(v);
  const applicationName = options.applicationName ?? 'leadline';
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    application_name: applicationName,
    // Sent at connect time; a pooler in transaction mode refuses it (docs/deploy.md: set it on the role there).
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID ? toNumber : pg.types.getTypeParser(oid, format)) as any,
    },
  });
  const dialect = new RequestTransactionDialect(new CurrentSchemaPostgresDialect({ pool }), {
    guardWrites: true,
  });
  const queries = new QueryObservers();
  const db = new Kysely<DB>({ dialect, log: queries.log });
  const signals = new PostgresSignals(
    () =>
      new pg.Client({
        connectionString: options.listenUrl ?? options.connectionString,
        application_name: `${applicationName} listen`.slice(0, 63),
      }),
    channelOf(options.schema),
  );
  const sessionLocks = new PostgresSessionLocks(
    () =>
      new pg.Client({
        connectionString: options.listenUrl ?? options.connectionString,
        application_name: `${applicationName} locks`.slice(0, 63),
      }),
    channelOf(options.schema),
  );
  return {
    db,
    queries,
    sessionLocks,
    dialect: 'postgres',
    location: redact(options.connectionString) + (options.schema ? ` (schema ${options.schema})` : ''),
    signals,
    beginRequestTransaction: () => dialect.driver.begin(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.poolSize ?? 10,
    }),
    close: async () => {
      await signals.close();
      await sessionLocks.close();
      await db.destroy();
    },
  };
}

/**
 * NOTIFY's channel: one per schema, so installations (and test schemas) sharing a database do not
 * wake each other. The credentials trigger (migration 0040) spells it the same way in SQL.
 */
function channelOf(schema: string | undefined): string {
  const suffix = schema && schema !== 'public' ? `_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}` : '';
  return `leadline${suffix}`.slice(0, 63);
}

/** What PostgresSignals needs of a pg.Client. */
interface ListenClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', fn: (msg: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', fn: (error?: Error) => void): unknown;
}

/** How long a lost LISTEN connection waits before it connects again. */
const RECONNECT_MS = 1_000;

/**
 * LISTEN/NOTIFY: `notify` runs `pg_notify` in the caller's transaction, so
 * PostgreSQL sends it on commit (and never on rollback), to every process
 * listening on the database. Listening takes one connection of its own,
 * outside the pool, opened with the first listener and reopened if lost.
 */
class PostgresSignals implements DatabaseSignals {
  private readonly handlers = new Set<(topic: string) => void>();
  private client: ListenClient | null = null;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly newClient: () => ListenClient,
    private readonly channel: string,
  ) {}

  async notify(db: Kysely<DB>, topics: readonly string[]): Promise<void> {
    if (topics.length === 0) return;
    await sql`select pg_notify(${this.channel}, t) from unnest(${[...topics]}::text[]) as t`.execute(db);
  }

  hearing(): boolean {
    return this.client !== null;
  }

  async listen(handler: (topic: string) => void): Promise<() => Promise<void>> {
    this.handlers.add(handler);
    await this.connect();
    return async () => {
      this.handlers.delete(handler);
      if (this.handlers.size === 0) await this.disconnect();
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    await this.disconnect();
  }

  private connect(): Promise<void> {
    if (this.client || this.closed || this.handlers.size === 0) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = this.newClient();
      const lost = () => {
        if (this.client !== client) return;
        this.client = null;
        void client.end().catch(() => undefined);
        this.scheduleReconnect();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (msg) => {
        if (msg.channel === this.channel) this.fire(msg.payload ?? '*');
      });
      try {
        await client.connect();
        await client.query(`LISTEN "${this.channel}"`);
        this.client = client;
      } catch {
        void client.end().catch(() => undefined);
        this.scheduleReconnect();
      }
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private scheduleReconnect() {
    if (this.closed || this.handlers.size === 0 || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      // Notices sent while no connection listened are lost: tell listeners to look for everything.
      void this.connect().then(() => this.client && this.fire('*'));
    }, RECONNECT_MS);
    this.retry.unref();
  }

  private async disconnect() {
    clearTimeout(this.retry);
    this.retry = undefined;
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private fire(topic: string) {
    for (const h of this.handlers) h(topic);
  }
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}
