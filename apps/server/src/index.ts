import { exitUnlessNodeSupported } from '@leadline/core/node-version';

// Before anything that needs a newer Node loads: one line naming the Node needed, exit 1.
exitUnlessNodeSupported();
const { readConfig, startServer } = await import('@leadline/server');

/** The deployable: every setting from the environment (README table), graceful shutdown on SIGTERM. */
const { app, url, leadline } = await startServer(readConfig());
app.log.info({ url, database: leadline.database.location }, `leadline is serving ${url}/api/v1`);
