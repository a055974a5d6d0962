import {
  createLeadline,
  type DatabaseOptions,
  openKeyring,
  PartitionsAhead,
  Retention,
} from '@leadline/core';
import { fileStorageOf, type ServerConfig } from './config.js';
import { loggerOptions } from './logging.js';
import { LeadlineMetrics } from './metrics/metrics.js';
import { partsOf } from './roles.js';
import { listen, type RunningServer } from './run.js';
import { buildServer } from './server.js';

/**
 * Opens the database and serves the API as a config says: the one way
 * `leadline serve` and apps/server start, so every setting reaches both.
 */
export async function startServer(
  config: ServerConfig,
  options: { defaultHost?: string } = {},
): Promise<RunningServer & { leadline: Awaited<ReturnType<typeof createLeadline>> }> {
  const keyring = openKeyring({
    database: config.databaseUrl,
    ...(config.secretKeys ? { keys: config.secretKeys } : {}),
    ...(config.secretKeyFile ? { keyFile: config.secretKeyFile } : {}),
  });
  const leadline = await createLeadline({
    database: config.databaseUrl,
    allowPrivateUrls: config.allowPrivateUrls,
    secrets: keyring.secrets,
    databaseOptions: databaseOptionsOf(config),
    fileStorage: fileStorageOf(config),
    ...(config.webhookHostConcurrency ? { webhookHostConcurrency: config.webhookHostConcurrency } : {}),
  });
  const publicUrl = config.publicUrl ? { publicUrl: config.publicUrl } : {};
  const parts = partsOf(config.role);
  // Every process can run the prune job; schedulers enqueue it with their policy.
  const retention = new Retention({
    db: leadline.database.db,
    dialect: leadline.database.dialect,
    clock: leadline.clock,
    jobs: leadline.jobs,
    policy: config.retentionDays,
  });
  // Schedulers keep the logs' monthly partitions made ahead (PostgreSQL only).
  const partitionsAhead = new PartitionsAhead({
    db: leadline.database.db,
    dialect: leadline.database.dialect,
    clock: leadline.clock,
  });
  const metrics = config.metricsToken || config.metricsListen ? new LeadlineMetrics(leadline) : undefined;
  // Loaded only when asked for: the OpenTelemetry SDK costs memory a server without traces keeps.
  const tracing = config.otlpEndpoint
    ? (await import('./tracing/tracing.js')).startTracing(leadline, {
        serviceName: config.serviceName,
        role: config.role,
        ...(config.traceRatio !== undefined ? { ratio: config.traceRatio } : {}),
      })
    : undefined;
  const app = await buildServer({
    leadline,
    ...(tracing ? { tracing } : {}),
    api: parts.api,
    ...(metrics
      ? { metrics: { metrics, ...(config.metricsToken ? { token: config.metricsToken } : {}) } }
      : {}),
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    rateLimit: config.rateLimitPerMinute > 0 ? { max: config.rateLimitPerMinute, windowMs: 60_000 } : false,
    publicRateLimit:
      config.publicRateLimitPerMinute > 0
        ? { max: config.publicRateLimitPerMinute, windowMs: 60_000 }
        : false,
    ...publicUrl,
    ...(config.wakePollMs ? { eventStreamPollMs: config.wakePollMs } : {}),
  });
  // The spans still buffered leave before the process does.
  if (tracing) app.addHook('onClose', () => tracing.shutdown());
  const running = await listen(app, leadline, {
    port: config.port,
    host: config.host ?? options.defaultHost ?? '0.0.0.0',
    ...publicUrl,
    ...(config.wakePollMs ? { workerPollMs: config.wakePollMs } : {}),
    parts,
    drainMs: config.drainMs,
    retention,
    partitionsAhead,
    ...(metrics && config.metricsListen ? { metricsListener: { metrics, ...config.metricsListen } } : {}),
  });
  // Said at every start: without this file the secrets stored in the database cannot be read.
  if (keyring.file) {
    app.log.info(
      { secret_key_file: keyring.file.path },
      `${keyring.file.created ? 'created the secret key' : 'secrets are encrypted with the key in'} ${keyring.file.path}: back it up with the database (without it, stored secrets cannot be read)`,
    );
  }
  return { ...running, leadline };
}

/** The database settings, each only when set, so core keeps its own defaults. */
function databaseOptionsOf(config: ServerConfig): DatabaseOptions {
  return {
    applicationName: config.databaseApplicationName ?? `leadline-${config.role}`,
    ...(config.databasePoolSize ? { poolSize: config.databasePoolSize } : {}),
    ...(config.databaseStatementTimeoutMs ? { statementTimeoutMs: config.databaseStatementTimeoutMs } : {}),
    ...(config.databaseListenUrl ? { listenUrl: config.databaseListenUrl } : {}),
    ...(config.sqliteSynchronous ? { sqliteSynchronous: config.sqliteSynchronous } : {}),
  };
}
