import { Kysely, PostgresDialect } from 'kysely';
import { RequestTransactionDialect } from '../request-transaction.js';
import type { Database } from './types.js';

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use as search_path (tests give each database its own). */
  schema?: string;
  poolSize?: number;
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
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID ? toNumber : pg.types.getTypeParser(oid, format)) as any,
    },
  });
  const dialect = new RequestTransactionDialect(new PostgresDialect({ pool }), { guardWrites: true });
  const db = new Kysely<any>({ dialect });
  return {
    db,
    dialect: 'postgres',
    location: redact(options.connectionString) + (options.schema ? ` (schema ${options.schema})` : ''),
    beginRequestTransaction: () => dialect.driver.begin(),
    close: () => db.destroy(),
  };
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
