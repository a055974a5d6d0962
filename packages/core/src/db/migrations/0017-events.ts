import { sqlType, withId } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * The transactional outbox (issue 17). `events`: one row per business event,
 * written in the transaction of the change that caused it; `payload` is the
 * record as first dispatched, frozen so every retry sends the same body.
 * `webhook_secrets`: signing secrets still valid during a rotation (the
 * current one sits sealed on its webhook or subscription).
 */
export const events: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await withId(db.schema.createTable('events'), dialect)
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('uuid', t('string'), (c) => c.notNull().unique())
      .addColumn('type', t('string'), (c) => c.notNull())
      .addColumn('record_type', t('string'), (c) => c.notNull())
      .addColumn('record_id', t('bigint'), (c) => c.notNull())
      .addColumn('changes', t('json'))
      .addColumn('payload', t('json'))
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addColumn('dispatched_at', t('time'))
      .execute();
    await db.schema.createIndex('events_company').on('events').columns(['company_id', 'id']).execute();

    await withId(db.schema.createTable('webhook_secrets'), dialect)
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('owner_type', t('string'), (c) => c.notNull())
      .addColumn('owner_id', t('bigint'), (c) => c.notNull())
      .addColumn('sealed', t('text'), (c) => c.notNull())
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addColumn('expires_at', t('time'), (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_secrets_owner')
      .on('webhook_secrets')
      .columns(['owner_type', 'owner_id'])
      .execute();
  },
};
