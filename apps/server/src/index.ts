import { exitUnlessNodeSupported } from '@leadline/core/node-version';

// Before anything that needs a newer Node loads: one line naming the Node needed, exit 1.
exitUnlessNodeSupported();
const { partsOf, readConfig, startServer } = await import('@leadline/server');

/** The deployable: every setting from the environment (README table), graceful shutdown on SIGTERM. */
const config = readConfig();
const { app, url, leadline, metricsUrl } = await startServer(config);
const fields = {
  url,
  role: config.role,
  database: leadline.database.location,
  ...(metricsUrl ? { metrics: metricsUrl } : {}),
};
if (partsOf(config.role).api) app.log.info(fields, `leadline is serving ${url}/api/v1`);
else app.log.info(fields, `leadline ${config.role} is running (health at ${url}/healthz)`);
