import { sqlType, withId } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/** Companies, users, their memberships, company key pairs and developer tokens. */
export const tenancy: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);

    await withId(db.schema.createTable('companies'), dialect)
      .addColumn('uuid', t('string'), (c) => c.notNull().unique())
      .addColumn('name', t('string'), (c) => c.notNull())
      .addColumn('subdomain', t('string'), (c) => c.notNull().unique())
      .addColumn('time_zone', t('string'), (c) => c.notNull())
      .addColumn('default_country', t('string'), (c) => c.notNull())
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addColumn('updated_at', t('time'), (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('users'), dialect)
      .addColumn('uuid', t('string'), (c) => c.notNull().unique())
      .addColumn('email', t('string'), (c) => c.notNull().unique())
      .addColumn('name', t('string'))
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addColumn('updated_at', t('time'), (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('company_users'), dialect)
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('user_id', t('bigint'), (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('superuser', t('boolean'), (c) => c.notNull())
      .addColumn('permissions', t('json'), (c) => c.notNull())
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addUniqueConstraint('company_users_company_user', ['company_id', 'user_id'])
      .execute();

    await withId(db.schema.createTable('api_keys'), dialect)
      .addColumn('uuid', t('string'), (c) => c.notNull().unique())
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('name', t('string'), (c) => c.notNull())
      .addColumn('public_key', t('string'), (c) => c.notNull().unique())
      .addColumn('private_key_hash', t('string'), (c) => c.notNull())
      .addColumn('private_key_last4', t('string'), (c) => c.notNull())
      .addColumn('superuser', t('boolean'), (c) => c.notNull())
      .addColumn('permissions', t('json'), (c) => c.notNull())
      .addColumn('paused', t('boolean'), (c) => c.notNull())
      .addColumn('revoked_at', t('time'))
      .addColumn('last_used_at', t('time'))
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addColumn('updated_at', t('time'), (c) => c.notNull())
      .execute();
    await db.schema.createIndex('api_keys_company').on('api_keys').column('company_id').execute();

    await withId(db.schema.createTable('developer_tokens'), dialect)
      .addColumn('uuid', t('string'), (c) => c.notNull().unique())
      .addColumn('user_id', t('bigint'), (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', t('string'), (c) => c.notNull())
      .addColumn('token_hash', t('string'), (c) => c.notNull().unique())
      .addColumn('token_prefix', t('string'), (c) => c.notNull())
      .addColumn('revoked_at', t('time'))
      .addColumn('last_used_at', t('time'))
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addColumn('updated_at', t('time'), (c) => c.notNull())
      .execute();
  },
};
