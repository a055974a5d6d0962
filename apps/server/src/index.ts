import { createLeadline, keyringFromSettings } from '@leadline/core';
import { buildServer, listen } from '@leadline/server';
import { readConfig } from './config.js';

/** The deployable: configuration from the environment, graceful shutdown on SIGTERM. */
const config = readConfig();
const leadline = await createLeadline({
  database: config.databaseUrl,
  allowPrivateUrls: config.allowPrivateUrls,
  secrets: keyringFromSettings({
    database: config.databaseUrl,
    ...(config.secretKeys ? { keys: config.secretKeys } : {}),
    ...(config.secretKeyFile ? { keyFile: config.secretKeyFile } : {}),
  }),
  ...(config.sqliteSynchronous ? { databaseOptions: { sqliteSynchronous: config.sqliteSynchronous } } : {}),
});
const app = await buildServer({
  leadline,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  bodyLimit: config.bodyLimitBytes,
  ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  rateLimit: config.rateLimitPerMinute > 0 ? { max: config.rateLimitPerMinute, windowMs: 60_000 } : false,
});
await listen(app, leadline, {
  port: config.port,
  host: config.host,
  ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
});
