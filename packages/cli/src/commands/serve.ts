import { resolve } from 'node:path';
import { partsOf, readConfig, startServer } from '@leadline/server';

export interface ServeOptions {
  port?: string;
  host?: string;
  database?: string;
  logLevel?: string;
  role?: string;
}

/**
 * Starts the API with the settings apps/server reads (the README's
 * configuration table); flags win over the environment. Binds 127.0.0.1
 * unless told otherwise: this is the command people run on their own machine.
 */
export async function serve(options: ServeOptions): Promise<void> {
  const startedAt = performance.now();
  const config = readConfig(process.env, {
    port: options.port,
    host: options.host,
    databaseUrl: options.database,
    logLevel: options.logLevel,
    role: options.role,
  });
  const { app, url, leadline, metricsUrl } = await startServer(config, { defaultHost: '127.0.0.1' });
  const fields = {
    url,
    ...(metricsUrl ? { metrics: metricsUrl } : {}),
    role: config.role,
    database: leadline.database.location,
    startup_ms: Math.round(performance.now() - startedAt),
  };
  if (!partsOf(config.role).api) {
    app.log.info(fields, `leadline ${config.role} is running (health at ${url}/healthz)`);
    return;
  }
  app.log.info(fields, `leadline is serving ${url}/api/v1`);
  const companies = await leadline.companies.list();
  if (companies.length === 0) app.log.info(`no company yet: ${companyHint(leadline.database)}`);
}

/**
 * `leadline worker`: `serve --role worker`. Listens (for health checks) on any free port unless
 * told one, so it can run beside `leadline serve` on one machine.
 */
export function worker(options: Omit<ServeOptions, 'role'>): Promise<void> {
  return serve({ ...options, role: 'worker', port: options.port ?? (process.env.PORT ? undefined : '0') });
}

/** How to make the first company in the database this server uses (never printing a password). */
function companyHint(database: { dialect: string; location: string }): string {
  const create = 'leadline companies create --name "My Company"';
  if (database.dialect === 'postgres') {
    return `run \`${create}\` with this server's DATABASE_URL (${database.location}) set, or pass it as --database, to get a key pair`;
  }
  return `run \`${create} --database ${resolve(database.location)}\` to get a key pair`;
}
