import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { currentSchema } from '../db/migrate.js';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { syncResourceTables } from './schema-sync.js';

/** The names of a table's indexes, as the database lists them. */
async function indexesOf(leadline: Leadline, table: string): Promise<string[]> {
  const { db } = leadline.database;
  const schema = await currentSchema(leadline.database);
  const rows = schema
    ? await sql<{ name: string }>`select indexname as name from pg_indexes
        where schemaname = ${schema} and tablename = ${table}`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master
        where type = 'index' and tbl_name = ${table}`.execute(db);
  return rows.rows.map((r) => r.name);
}

describe('indexes made from the declarations', () => {
  it('index a unique field once, unique, and no filter marked unindexed', async () => {
    const leadline = await createTestLeadline();
    try {
      const texts = await indexesOf(leadline, 'incoming_text_messages');
      expect(texts).toContain('incoming_text_messages_provider_message_id_unique');
      expect(texts).not.toContain('incoming_text_messages_provider_message_id');
      const logs = await indexesOf(leadline, 'webhook_logs');
      expect(logs).toEqual(
        expect.arrayContaining([
          'webhook_logs_event_id',
          'webhook_logs_outgoing_webhook_id',
          'webhook_logs_lead_id',
        ]),
      );
      for (const unindexed of ['owner_type', 'owner_id', 'trigger', 'outgoing_webhook_url_id']) {
        expect(logs).not.toContain(`webhook_logs_${unindexed}`);
      }
    } finally {
      await leadline.close();
    }
  });

  it('drop the plain index a field had before it was declared unique or unindexed', async () => {
    const leadline = await createTestLeadline();
    try {
      const { db } = leadline.database;
      // What an earlier version's schema sync made for these filters.
      await db.schema
        .createIndex('incoming_text_messages_provider_message_id')
        .on('incoming_text_messages')
        .columns(['company_id', 'provider_message_id'])
        .execute();
      await db.schema
        .createIndex('webhook_logs_trigger')
        .on('webhook_logs')
        .columns(['company_id', 'trigger'])
        .execute();
      await syncResourceTables(leadline.database, leadline.registry);
      expect(await indexesOf(leadline, 'incoming_text_messages')).not.toContain(
        'incoming_text_messages_provider_message_id',
      );
      expect(await indexesOf(leadline, 'webhook_logs')).not.toContain('webhook_logs_trigger');
    } finally {
      await leadline.close();
    }
  });
});
