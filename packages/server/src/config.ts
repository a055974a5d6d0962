import {
  type FileStorage,
  parsePrivateUrlAllowance,
  parseRetention,
  parseSqliteSynchronous,
} from '@leadline/core';
import { parseListenAddress } from './metrics/metrics-listener.js';
import { ROLES } from './roles.js';

/**
 * Every setting a Leadline server reads, in one table. `leadline serve` and
 * apps/server both read it (`readConfig`), so a setting cannot work in one and
 * not the other; the README's configuration table is `settingsMarkdown()`
 * (a test keeps them equal). Adding a setting is one line in SETTINGS; then
 * use `config.<key>` where it takes effect (`start.ts` passes settings on).
 */

interface Setting<T> {
  env: string;
  /** The default as the README shows it. */
  shown: string;
  meaning: string;
  parse(raw: string | undefined, name: string): T;
}

const text =
  (fallback: string) =>
  (raw: string | undefined): string =>
    raw === undefined || raw === '' ? fallback : raw;

const optionalText = (raw: string | undefined): string | undefined => (raw ? raw : undefined);

const wholeNumber =
  (fallback: number) =>
  (raw: string | undefined, name: string): number => {
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number, got ${raw}`);
    return n;
  };

/** A whole number of at least 1, or undefined (each user keeps its own default). */
const optionalCount = (raw: string | undefined, name: string): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new ConfigError(`${name} must be a whole number from 1, got ${raw}`);
  return n;
};

const flag =
  (fallback: boolean) =>
  (raw: string | undefined, name: string): boolean => {
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
    throw new ConfigError(`${name} must be true or false, got ${raw}`);
  };

const oneOf =
  <T extends string>(values: readonly T[], fallback: T | undefined) =>
  (raw: string | undefined, name: string): T | undefined => {
    if (raw === undefined || raw === '') return fallback;
    if (!(values as readonly string[]).includes(raw)) {
      throw new ConfigError(`${name} must be one of ${values.join(', ')}, got ${raw}`);
    }
    return raw as T;
  };

/** A parser of core's (which throws a plain Error) whose message names the variable. */
const parsedBy =
  <T>(parse: (raw: string | undefined) => T) =>
  (raw: string | undefined, name: string): T => {
    try {
      return parse(raw);
    } catch (error) {
      throw new ConfigError(`${name}: ${(error as Error).message}`);
    }
  };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The table: one line per setting. */
export const SETTINGS = {
  databaseUrl: {
    env: 'DATABASE_URL',
    shown: '`./leadline.db`',
    meaning:
      'SQLite file path, or a `postgres://` URL; TLS with `?sslmode=verify-full` (and `&sslrootcert=<ca file>` for a private CA), see docs/deploy.md',
    parse: text('./leadline.db'),
  },
  databasePoolSize: {
    env: 'LEADLINE_DATABASE_POOL_SIZE',
    shown: '`10`',
    meaning: 'PostgreSQL connections this process keeps open at most',
    parse: optionalCount,
  },
  databaseStatementTimeoutMs: {
    env: 'LEADLINE_DATABASE_STATEMENT_TIMEOUT_MS',
    shown: 'none',
    meaning:
      'PostgreSQL cancels a statement running longer (`statement_timeout`); behind PgBouncer set it on the role instead',
    parse: optionalCount,
  },
  databaseApplicationName: {
    env: 'LEADLINE_DATABASE_APPLICATION_NAME',
    shown: '`leadline-<role>`',
    meaning: "This process's name in PostgreSQL's `pg_stat_activity`",
    parse: optionalText,
  },
  databaseListenUrl: {
    env: 'LEADLINE_DATABASE_LISTEN_URL',
    shown: '`DATABASE_URL`',
    meaning:
      'A direct (session) PostgreSQL URL for LISTEN, when `DATABASE_URL` goes through PgBouncer in transaction mode',
    parse: optionalText,
  },
  role: {
    env: 'LEADLINE_ROLE',
    shown: '`all`',
    meaning:
      'What this process runs: `api` (the HTTP API), `worker` (jobs: deliveries, imports, exports), `scheduler` (schedule leads), or `all`; see docs/deploy.md',
    parse: (raw: string | undefined, name: string) => oneOf(ROLES, 'all')(raw, name) ?? 'all',
  },
  drainMs: {
    env: 'LEADLINE_DRAIN_MS',
    shown: '`10000`',
    meaning: 'On SIGTERM, how long running jobs may finish before they are handed back to another worker',
    parse: wholeNumber(10_000),
  },
  webhookHostConcurrency: {
    env: 'LEADLINE_WEBHOOK_HOST_CONCURRENCY',
    shown: '`4`',
    meaning:
      'Requests in flight to one host from webhooks, conversions and pre-action asks; on PostgreSQL the bound holds across every process (docs/webhooks.md)',
    parse: optionalCount,
  },
  retentionDays: {
    env: 'LEADLINE_RETENTION_DAYS',
    shown: 'none (kept forever)',
    meaning:
      'Days the append-only logs keep their rows, as `table=days` pairs such as `webhook_logs=30,events=90`; pruned hourly by a job (docs/deploy.md)',
    parse: parsedBy(parseRetention),
  },
  fileStorage: {
    env: 'LEADLINE_FILE_STORAGE',
    shown: '`database`',
    meaning:
      'Where uploads and exports keep their bytes: `database`, `local` (`LEADLINE_FILE_DIR`) or `s3` (`LEADLINE_FILE_S3_*`); the database keeps their metadata either way (docs/deploy.md)',
    parse: (raw: string | undefined, name: string) =>
      oneOf(['database', 'local', 's3'] as const, 'database')(raw, name) ?? 'database',
  },
  fileDir: {
    env: 'LEADLINE_FILE_DIR',
    shown: 'none',
    meaning: 'The directory of `local` file storage; every API and worker process must see the same one',
    parse: optionalText,
  },
  fileS3Bucket: {
    env: 'LEADLINE_FILE_S3_BUCKET',
    shown: 'none',
    meaning: 'The bucket of `s3` file storage',
    parse: optionalText,
  },
  fileS3Region: {
    env: 'LEADLINE_FILE_S3_REGION',
    shown: '`us-east-1`',
    meaning: 'Its region',
    parse: text('us-east-1'),
  },
  fileS3Endpoint: {
    env: 'LEADLINE_FILE_S3_ENDPOINT',
    shown: 'none (AWS)',
    meaning: 'An S3-compatible endpoint such as `http://minio:9000` (then path-style addressing)',
    parse: parsedBy((raw) => {
      if (!raw) return undefined;
      const { protocol } = new URL(raw);
      if (protocol !== 'http:' && protocol !== 'https:')
        throw new Error(`must be an http(s) URL, got ${raw}`);
      return raw;
    }),
  },
  fileS3Prefix: {
    env: 'LEADLINE_FILE_S3_PREFIX',
    shown: 'none',
    meaning: 'Prepended to every object key, such as `leadline/`',
    parse: optionalText,
  },
  fileS3AccessKeyId: {
    env: 'LEADLINE_FILE_S3_ACCESS_KEY_ID',
    shown: 'none',
    meaning: 'Access key id of `s3` file storage',
    parse: optionalText,
  },
  fileS3SecretAccessKey: {
    env: 'LEADLINE_FILE_S3_SECRET_ACCESS_KEY',
    shown: 'none',
    meaning: 'Its secret access key',
    parse: optionalText,
  },
  metricsToken: {
    env: 'LEADLINE_METRICS_TOKEN',
    shown: 'none (no `/metrics` on the API port)',
    meaning: 'Serves Prometheus `GET /metrics` on the API port to `Authorization: Bearer <token>`',
    parse: optionalText,
  },
  metricsListen: {
    env: 'LEADLINE_METRICS_LISTEN',
    shown: 'none',
    meaning: 'Serves `GET /metrics` without a token on an address of its own, such as `127.0.0.1:9464`',
    parse: parsedBy((raw) => (raw ? parseListenAddress(raw) : undefined)),
  },
  otlpEndpoint: {
    env: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    shown: 'none (no traces)',
    meaning:
      'Sends OpenTelemetry traces (OTLP over HTTP) of requests, their queries and job runs to this collector, such as `http://otel-collector:4318`; `OTEL_EXPORTER_OTLP_HEADERS` and the other OTLP exporter variables apply (docs/deploy.md)',
    parse: optionalText,
  },
  traceRatio: {
    env: 'OTEL_TRACES_SAMPLER_ARG',
    shown: '`1` (every request)',
    meaning: "Share of new traces kept, from 0 to 1; a caller's sampled `traceparent` is always followed",
    parse: parsedBy((raw) => {
      if (raw === undefined || raw === '') return undefined;
      const n = Number(raw);
      if (!Number.isFinite(n) || n < 0 || n > 1) throw new Error(`must be a number from 0 to 1, got ${raw}`);
      return n;
    }),
  },
  serviceName: {
    env: 'OTEL_SERVICE_NAME',
    shown: '`leadline`',
    meaning: 'The `service.name` of the traces',
    parse: text('leadline'),
  },
  port: { env: 'PORT', shown: '`3000`', meaning: 'Port to listen on', parse: wholeNumber(3000) },
  host: {
    env: 'HOST',
    shown: '`0.0.0.0` (`127.0.0.1` for `leadline serve`)',
    meaning: 'Address to bind',
    parse: optionalText,
  },
  logLevel: {
    env: 'LOG_LEVEL',
    shown: '`info`',
    meaning: 'Least important log line written: `fatal` … `trace`, or `silent`',
    parse: oneOf(LOG_LEVELS, 'info'),
  },
  logFormat: {
    env: 'LEADLINE_LOG_FORMAT',
    shown: '`pretty` at a terminal, else `json`',
    meaning: '`pretty`: one readable line per event; `json`: one JSON object per line',
    parse: oneOf(['pretty', 'json'] as const, undefined),
  },
  rateLimitPerMinute: {
    env: 'LEADLINE_RATE_LIMIT_PER_MINUTE',
    shown: '`6000`',
    meaning: 'Requests per minute per credential; `0` turns it off',
    parse: wholeNumber(6000),
  },
  publicRateLimitPerMinute: {
    env: 'LEADLINE_PUBLIC_RATE_LIMIT_PER_MINUTE',
    shown: '`60000`',
    meaning: 'Requests per minute per address on public endpoints (lead posts, batches); `0` turns it off',
    parse: wholeNumber(60_000),
  },
  trustProxy: {
    env: 'LEADLINE_TRUST_PROXY',
    shown: '`false`',
    meaning: 'Trust `X-Forwarded-*` from a proxy in front',
    parse: flag(false),
  },
  bodyLimitBytes: {
    env: 'LEADLINE_BODY_LIMIT_BYTES',
    shown: '`10485760`',
    meaning: 'Largest accepted request body',
    parse: wholeNumber(10 * 1024 * 1024),
  },
  publicUrl: {
    env: 'LEADLINE_PUBLIC_URL',
    shown: 'the origin each request reached (schedule dials: the listen address)',
    meaning: 'Where carriers call back for calls Leadline places and numbers it rents',
    parse: optionalText,
  },
  allowPrivateUrls: {
    env: 'LEADLINE_ALLOW_PRIVATE_URLS',
    shown: 'none',
    meaning:
      'Private targets tenant URLs may reach (webhooks, imports, carriers, S3): `true`, or CIDRs such as `10.0.0.0/8` (docs/security.md)',
    parse: parsedBy(parsePrivateUrlAllowance),
  },
  secretKeys: {
    env: 'LEADLINE_SECRET_KEYS',
    shown: 'none',
    meaning: 'Keyring secrets are sealed with: `<id>:<base64 32-byte key>`, comma-separated, current first',
    parse: optionalText,
  },
  secretKeyFile: {
    env: 'LEADLINE_SECRET_KEY_FILE',
    shown: '`<database>.secret-key` beside a SQLite file',
    meaning: 'Key file of that keyring (created when missing); back it up with the database',
    parse: optionalText,
  },
  sqliteSynchronous: {
    env: 'LEADLINE_SQLITE_SYNCHRONOUS',
    shown: '`normal`',
    meaning: 'SQLite durability: `normal`, or `full` to survive power loss (slower writes)',
    parse: parsedBy(parseSqliteSynchronous),
  },
  wakePollMs: {
    env: 'LEADLINE_WAKE_POLL_MS',
    shown: '`1000` for job workers, `2000` for live event streams',
    meaning:
      'Milliseconds between the safety polls of job workers and live event streams; commit notices wake them at once, so this only bounds the wait after a lost notice',
    parse: optionalCount,
  },
} satisfies Record<string, Setting<unknown>>;

type Settings = typeof SETTINGS;
export type ServerConfig = { [K in keyof Settings]: ReturnType<Settings[K]['parse']> };

/** A setting with a value it cannot take; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads every setting from `env`. `overrides` (command-line flags) win over
 * the environment; a key left undefined there does not count.
 */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Record<keyof Settings, string | undefined>> = {},
): ServerConfig {
  const config = {} as Record<string, unknown>;
  for (const [key, setting] of Object.entries(SETTINGS) as [keyof Settings, Setting<unknown>][]) {
    const flagged = overrides[key];
    const raw = flagged ?? env[setting.env];
    config[key] = setting.parse(raw, flagged === undefined ? setting.env : `--${kebab(key)}`);
  }
  checkFileStorage(config as ServerConfig);
  return config as ServerConfig;
}

/** The settings `local` and `s3` file storage cannot do without, named when missing. */
function checkFileStorage(config: ServerConfig): void {
  const missing = (key: keyof Settings) => {
    throw new ConfigError(`LEADLINE_FILE_STORAGE=${config.fileStorage} needs ${SETTINGS[key].env}`);
  };
  if (config.fileStorage === 'local' && !config.fileDir) missing('fileDir');
  if (config.fileStorage !== 's3') return;
  if (!config.fileS3Bucket) missing('fileS3Bucket');
  if (!config.fileS3AccessKeyId) missing('fileS3AccessKeyId');
  if (!config.fileS3SecretAccessKey) missing('fileS3SecretAccessKey');
}

/** The file storage the settings describe, as core takes it. */
export function fileStorageOf(config: ServerConfig): FileStorage {
  if (config.fileStorage === 'local') return { kind: 'local', directory: config.fileDir! };
  if (config.fileStorage === 'database') return { kind: 'database' };
  return {
    kind: 's3',
    bucket: config.fileS3Bucket!,
    region: config.fileS3Region,
    ...(config.fileS3Endpoint ? { endpoint: config.fileS3Endpoint } : {}),
    ...(config.fileS3Prefix ? { prefix: config.fileS3Prefix } : {}),
    accessKeyId: config.fileS3AccessKeyId!,
    secretAccessKey: config.fileS3SecretAccessKey!,
  };
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The README's configuration table, from SETTINGS. */
export function settingsMarkdown(): string {
  const rows = Object.values(SETTINGS).map((s: Setting<unknown>) => [`\`${s.env}\``, s.shown, s.meaning]);
  const all = [['Variable', 'Default', 'Meaning'], ...rows];
  const widths = [0, 1, 2].map((i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(all[0]!), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}
