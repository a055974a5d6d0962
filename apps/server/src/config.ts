import {
  type PrivateUrlAllowance,
  parsePrivateUrlAllowance,
  parseSqliteSynchronous,
  type SqliteSynchronous,
} from '@leadline/core';

/** Every setting the deployable reads, from the environment, in one place (documented in the README). */
export interface ServerConfig {
  databaseUrl: string;
  port: number;
  host: string;
  logLevel: string;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** Origin carriers reach the server at for call callbacks (blank: each request's own origin). */
  publicUrl?: string;
  /** LEADLINE_ALLOW_PRIVATE_URLS: `true` or CIDRs the server may fetch from (default: none private). */
  allowPrivateUrls: PrivateUrlAllowance | null;
  /** LEADLINE_SECRET_KEYS: the keyring, `<id>:<base64 key>` comma-separated, current first. */
  secretKeys?: string;
  /** LEADLINE_SECRET_KEY_FILE: a key file (created when missing); default beside the SQLite file. */
  secretKeyFile?: string;
  /** LEADLINE_SQLITE_SYNCHRONOUS: normal (default) or full (power-loss safe). */
  sqliteSynchronous?: SqliteSynchronous;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const int = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got ${raw}`);
    return n;
  };
  return {
    databaseUrl: env.DATABASE_URL || './leadline.db',
    port: int('PORT', 3000),
    host: env.HOST || '0.0.0.0',
    logLevel: env.LOG_LEVEL || 'info',
    rateLimitPerMinute: int('LEADLINE_RATE_LIMIT_PER_MINUTE', 6000),
    trustProxy: env.LEADLINE_TRUST_PROXY === 'true' || env.LEADLINE_TRUST_PROXY === '1',
    bodyLimitBytes: int('LEADLINE_BODY_LIMIT_BYTES', 10 * 1024 * 1024),
    ...(env.LEADLINE_PUBLIC_URL ? { publicUrl: env.LEADLINE_PUBLIC_URL } : {}),
    allowPrivateUrls: parsePrivateUrlAllowance(env.LEADLINE_ALLOW_PRIVATE_URLS),
    ...(env.LEADLINE_SECRET_KEYS ? { secretKeys: env.LEADLINE_SECRET_KEYS } : {}),
    ...(env.LEADLINE_SECRET_KEY_FILE ? { secretKeyFile: env.LEADLINE_SECRET_KEY_FILE } : {}),
    ...withSynchronous(parseSqliteSynchronous(env.LEADLINE_SQLITE_SYNCHRONOUS)),
  };
}

const withSynchronous = (value: SqliteSynchronous | undefined) => (value ? { sqliteSynchronous: value } : {});
