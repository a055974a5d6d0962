import { sql } from 'kysely';
import { sqlType } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * The recordings of sound files kept in the database (the default store): one row a file,
 * the bytes beside their company, so a process that never received the upload can serve it.
 * Files kept in an S3 bucket have no row here.
 */
export const soundFileAudio: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await db.schema
      .createTable('sound_file_audio')
      .addColumn('sound_file_id', t('bigint'), (c) => c.notNull())
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('data', dialect === 'postgres' ? sql`bytea` : sql`blob`, (c) => c.notNull())
      .addColumn('created_at', t('time'), (c) => c.notNull())
      // Led by company_id, as every tenant table's key is (a Citus distribution column).
      .addPrimaryKeyConstraint('sound_file_audio_pk', ['company_id', 'sound_file_id'])
      .execute();
  },
};
