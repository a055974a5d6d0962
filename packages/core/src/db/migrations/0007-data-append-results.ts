import { sqlType, withId } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * Results of paid data lookups (POST /data_append), one row per number and
 * data type each time a provider was asked. A later request for the same
 * number and type within the group's `cache_seconds` is answered from here,
 * free, instead of paying again. `value` is null when the provider did not
 * know (that answer was paid for too).
 */
export const dataAppendResults: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await withId(db.schema.createTable('data_append_results'), dialect)
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('number', t('string'), (c) => c.notNull())
      .addColumn('data_type', t('string'), (c) => c.notNull())
      .addColumn('value', t('text'))
      .addColumn('provider', t('string'), (c) => c.notNull())
      .addColumn('integration_id', t('bigint'))
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('data_append_results_lookup')
      .on('data_append_results')
      .columns(['company_id', 'number', 'data_type', 'created_at'])
      .execute();
  },
};
