import { createLeadline } from '@leadline/core';
import { buildServer, listen } from '@leadline/server';
import { readConfig } from './config.js';

/** The deployable: configuration from the environment, graceful shutdown on SIGTERM. */
const config = readConfig();
const leadline = await createLeadline({ database: config.databaseUrl });
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
