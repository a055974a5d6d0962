import { sqlType, withId } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * The state ping/post keeps between requests.
 *
 * `inbound_webhook_pings`: one row per accepted ping. `ping_id` is the
 * try-all-buyers id; each buyer's own ping id is `<ping_id>-<buyer_id>`, so
 * one lookup finds either. `buyers` holds the pinged buyers in post order with
 * their bids. `posted_at` is set by the one post that claims the ping; the
 * (inbound_webhook_id, caller_id) index finds a caller's recent ping when a
 * dialer posts without the id.
 *
 * `number_holds`: a forwarding number reserved for a posted caller until
 * `held_until`, with the buyer the call is sold to. `hold_key` is unique: a
 * pool number (`n:<phone_number_id>`) or a static number and caller
 * (`s:<company_id>:<number>:<caller>`) has one hold at a time, which is what makes two
 * concurrent posts take different numbers on either database. The call router
 * finds the hold by the dialled number.
 *
 * Both tables are pruned of rows a day past their expiry (`ping-post/pruning.ts`).
 */
export const pingPost: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await withId(db.schema.createTable('inbound_webhook_pings'), dialect)
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('inbound_webhook_id', t('bigint'), (c) => c.notNull())
      .addColumn('ping_id', t('string'), (c) => c.notNull().unique())
      .addColumn('buyers', t('json'), (c) => c.notNull())
      .addColumn('caller_id', t('string'))
      .addColumn('tokens', t('json'))
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addColumn('expires_at', t('time'), (c) => c.notNull())
      .addColumn('posted_at', t('time'))
      .execute();
    await db.schema
      .createIndex('inbound_webhook_pings_caller')
      .on('inbound_webhook_pings')
      .columns(['inbound_webhook_id', 'caller_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('inbound_webhook_pings_expires')
      .on('inbound_webhook_pings')
      .columns(['expires_at'])
      .execute();

    await withId(db.schema.createTable('number_holds'), dialect)
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('hold_key', t('string'), (c) => c.notNull().unique())
      .addColumn('phone_number_id', t('bigint'))
      .addColumn('number', t('string'), (c) => c.notNull())
      .addColumn('caller_id', t('string'))
      .addColumn('buyer_id', t('bigint'), (c) => c.notNull())
      .addColumn('inbound_webhook_id', t('bigint'), (c) => c.notNull())
      .addColumn('ping_id', t('string'))
      .addColumn('bid_price', t('decimal'))
      .addColumn('held_until', t('time'), (c) => c.notNull())
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .execute();
    await db.schema.createIndex('number_holds_number').on('number_holds').columns(['number']).execute();
    await db.schema.createIndex('number_holds_until').on('number_holds').columns(['held_until']).execute();
  },
};
