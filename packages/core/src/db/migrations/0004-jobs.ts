import { sql } from 'kysely';
import { sqlType, withId } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * The durable job table every background task runs from (imports, webhook
 * deliveries, schedule actions), and the files jobs read (uploaded CSVs),
 * stored in chunks so API and worker processes need no shared disk.
 *
 * `due_at` is when a worker should next look at a job: for a pending job when
 * it may run, for a running one when its lease runs out. One index then finds
 * both new work and work whose worker died.
 */
export const jobs: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await withId(db.schema.createTable('jobs'), dialect)
      .addColumn('company_id', t('bigint'), (c) => c.references('companies.id').onDelete('cascade'))
      .addColumn('kind', t('string'), (c) => c.notNull())
      .addColumn('payload', t('json'), (c) => c.notNull())
      .addColumn('status', t('string'), (c) => c.notNull())
      .addColumn('due_at', t('time'), (c) => c.notNull())
      .addColumn('attempts', t('integer'), (c) => c.notNull())
      .addColumn('max_attempts', t('integer'), (c) => c.notNull())
      .addColumn('lease_owner', t('string'))
      .addColumn('last_error', t('text'))
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addColumn('updated_at', t('time'), (c) => c.notNull())
      .addColumn('finished_at', t('time'))
      .execute();
    await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'due_at']).execute();

    await db.schema
      .createTable('job_files')
      .addColumn('file_id', t('string'), (c) => c.notNull())
      .addColumn('seq', t('integer'), (c) => c.notNull())
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('data', dialect === 'postgres' ? sql`bytea` : sql`blob`, (c) => c.notNull())
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addPrimaryKeyConstraint('job_files_pk', ['file_id', 'seq'])
      .execute();
  },
};
