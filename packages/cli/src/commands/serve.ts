import { createLeadline, parsePrivateUrlAllowance } from '@leadline/core';
import { buildServer, listen } from '@leadline/server';
import { databaseSetting } from '../util/database.js';

export interface ServeOptions {
  port: string;
  host: string;
  database?: string;
  logLevel?: string;
}

/** Starts the API on the embedded default (SQLite) unless told otherwise. */
export async function serve(options: ServeOptions): Promise<void> {
  const startedAt = performance.now();
  const database = databaseSetting(options.database);
  const allowPrivateUrls = parsePrivateUrlAllowance(process.env.LEADLINE_ALLOW_PRIVATE_URLS);
  const leadline = await createLeadline({ database, allowPrivateUrls });
  const publicUrl = process.env.LEADLINE_PUBLIC_URL ? { publicUrl: process.env.LEADLINE_PUBLIC_URL } : {};
  const app = await buildServer({
    leadline,
    logger: { level: options.logLevel ?? process.env.LOG_LEVEL ?? 'info' },
    ...publicUrl,
  });
  const { url } = await listen(app, leadline, {
    port: Number(options.port),
    host: options.host,
    ...publicUrl,
  });
  const companies = await leadline.companies.list();
  app.log.info(
    { url, database: leadline.database.location, startup_ms: Math.round(performance.now() - startedAt) },
    'leadline is serving /api/v1',
  );
  if (companies.length === 0) {
    app.log.info(
      'no company yet: create one with `leadline companies create --name "My Company"` to get a key pair',
    );
  }
}
