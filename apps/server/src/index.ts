import { readConfig, startServer } from '@leadline/server';

/** The deployable: every setting from the environment (README table), graceful shutdown on SIGTERM. */
const { app, url, leadline } = await startServer(readConfig());
app.log.info({ url, database: leadline.database.location }, `leadline is serving ${url}/api/v1`);
