import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../tenancy/context.js';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';

/**
 * A lead and its change log commit together or not at all. A trigger makes
 * the database itself refuse change_logs rows (no mock: the real statement
 * fails, after the lead's insert has run in the same transaction).
 */
describe('lead writes and their change logs', () => {
  let leadline: Leadline;
  let token: string;
  beforeAll(async () => {
    leadline = await createTestLeadline();
    const company = await leadline.companies.create({ name: 'Atomic' });
    const offer = await leadline.resource('offers').create(systemContext(company), { name: 'Atomic offer' });
    token = String(offer.lead_token);
  });
  afterAll(() => leadline.close());

  const refuseChangeLogs = async (on: boolean) => {
    const { db, dialect } = leadline.database;
    if (dialect === 'sqlite') {
      await sql
        .raw(
          on
            ? `create trigger refuse_change_log before insert on change_logs begin select raise(abort, 'change log refused'); end`
            : 'drop trigger refuse_change_log',
        )
        .execute(db);
      return;
    }
    if (on) {
      await sql
        .raw(
          `create function refuse_change_log() returns trigger language plpgsql as $$ begin raise exception 'change log refused'; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          'create trigger refuse_change_log before insert on change_logs for each row execute function refuse_change_log()',
        )
        .execute(db);
    } else {
      await sql.raw('drop trigger refuse_change_log on change_logs').execute(db);
      await sql.raw('drop function refuse_change_log()').execute(db);
    }
  };
  const leadsOf = (number: string) =>
    leadline.database.db.selectFrom('leads').select('id').where('caller_id', '=', number).execute();

  it('writes no lead when its change log cannot be written, and the place stays free', async () => {
    await refuseChangeLogs(true);
    try {
      await expect(leadline.leads.submit({ lead_token: token, caller_id: '+12125550177' })).rejects.toThrow(
        /change log refused/,
      );
    } finally {
      await refuseChangeLogs(false);
    }
    expect(await leadsOf('+12125550177')).toEqual([]);
    const { action } = await leadline.leads.submit({ lead_token: token, caller_id: '+12125550177' });
    expect(action).toBe('created');
    expect(await leadsOf('+12125550177')).toHaveLength(1);
  });

  it('keeps an update unwritten when its change log cannot be written', async () => {
    const { lead } = await leadline.leads.submit({
      lead_token: token,
      caller_id: '+12125550178',
      first_name: 'Old',
    });
    await refuseChangeLogs(true);
    try {
      await expect(
        leadline.leads.createOrUpdate({ lead_token: token, caller_id: '+12125550178', first_name: 'New' }),
      ).rejects.toThrow(/change log refused/);
    } finally {
      await refuseChangeLogs(false);
    }
    const row = await leadline.database.db
      .selectFrom('leads')
      .select('first_name')
      .where('id', '=', Number(lead.id))
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Old');
  });
});
