/**
 * The append-only tables retention may prune, and nothing else: calls, leads, conversions and every
 * money column are kept forever (docs/deploy.md). Each grows with traffic and is read only as recent
 * history; all carry `id` and `created_at`.
 */
export const RETENTION_TABLES = [
  'events',
  'webhook_logs',
  'call_events',
  'inbound_webhook_logs',
  'change_logs',
  'dnc_check_logs',
  'impressions',
  // Export chunks' records: their files (in the database, a directory or a bucket) go with them.
  'data_export_records',
] as const;

export type RetentionTable = (typeof RETENTION_TABLES)[number];

/** Days each table keeps its rows; a table left out is kept forever. */
export type RetentionPolicy = Partial<Record<RetentionTable, number>>;

/**
 * Reads `LEADLINE_RETENTION_DAYS`: `webhook_logs=30,events=90` (comma-separated `table=days`, days a
 * whole number from 1). Throws a message naming what is wrong.
 */
export function parseRetention(text: string | undefined): RetentionPolicy {
  const policy: RetentionPolicy = {};
  for (const part of (text ?? '').split(',')) {
    if (!part.trim()) continue;
    const [table, days, extra] = part.split('=').map((s) => s.trim());
    if (!RETENTION_TABLES.includes(table as RetentionTable)) {
      throw new Error(`unknown table ${table}: retention applies to ${RETENTION_TABLES.join(', ')}`);
    }
    const n = Number(days);
    if (extra !== undefined || !Number.isInteger(n) || n < 1) {
      throw new Error(`${table} must keep a whole number of days from 1, got ${days ?? 'nothing'}`);
    }
    policy[table as RetentionTable] = n;
  }
  return policy;
}
