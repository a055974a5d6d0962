import { sqlType, withId } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * Saved responses of POST/PUT/PATCH/DELETE requests sent with an
 * `Idempotency-Key`, so a client retrying after a lost response gets the
 * first answer instead of doing the work twice. `status` is null while the
 * first request is still running.
 */
export const idempotencyKeys: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await withId(db.schema.createTable('idempotency_keys'), dialect)
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('credential', t('string'), (c) => c.notNull())
      .addColumn('key', t('string'), (c) => c.notNull())
      .addColumn('fingerprint', t('string'), (c) => c.notNull())
      .addColumn('status', t('integer'))
      .addColumn('response', t('text'))
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addUniqueConstraint('idempotency_keys_scope', ['company_id', 'credential', 'key'])
      .execute();
    // Expired keys are purged by age across all companies.
    await db.schema
      .createIndex('idempotency_keys_created')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
  },
};
