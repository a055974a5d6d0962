import { sql } from 'kysely';
import { sqlType } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * Job files (uploads, export chunks) whose bytes a file store holds (a directory or an S3
 * bucket, `LEADLINE_FILE_STORAGE`): one row per file with `data` null and `storage`,
 * `storage_key` saying where. Rows written before keep `storage` null: the database holds them.
 * SQLite cannot drop a NOT NULL in place, so there the table is rebuilt (nothing references it).
 */
export const jobFileStorage: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    if (dialect === 'postgres') {
      await sql`alter table job_files alter column data drop not null`.execute(db);
      await db.schema.alterTable('job_files').addColumn('storage', t('string')).execute();
      await db.schema.alterTable('job_files').addColumn('storage_key', t('string')).execute();
      return;
    }
    await db.schema
      .createTable('job_files_0047')
      .addColumn('file_id', t('string'), (c) => c.notNull())
      .addColumn('seq', t('integer'), (c) => c.notNull())
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('data', sql`blob`)
      .addColumn('storage', t('string'))
      .addColumn('storage_key', t('string'))
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addPrimaryKeyConstraint('job_files_pk', ['file_id', 'seq'])
      .execute();
    await sql`insert into job_files_0047 (file_id, seq, company_id, data, created_at)
      select file_id, seq, company_id, data, created_at from job_files`.execute(db);
    await db.schema.dropTable('job_files').execute();
    await sql`alter table job_files_0047 rename to job_files`.execute(db);
  },
};
