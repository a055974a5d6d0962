import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeValue } from '../../db/column-types.js';
import { newRowStamps } from '../../db/stamps.js';
import { systemContext } from '../../tenancy/context.js';
import { createTestLeadline, createTestTenant } from '../../testing/index.js';
import type { Leadline } from '../../wiring/leadline.js';
import { countExisting } from './0039-cap-counters.js';

// 14:20 UTC is 23:50 in Adelaide (UTC+9:30 on this date): the hour there began at 13:30 UTC.
const NOW = Date.parse('2026-06-10T14:20:00Z');
const HOUR_IN_ADELAIDE = Date.parse('2026-06-10T13:30:00Z');

describe('migration 0039 (cap counters)', () => {
  let leadline: Leadline;
  beforeAll(async () => {
    leadline = await createTestLeadline();
  });
  afterAll(async () => {
    await leadline?.close();
  });

  it("counts an installation's saved calls and Dials once, on the buyer's clock and the company's", async () => {
    const { company } = await createTestTenant(leadline);
    const ctx = systemContext(company);
    const buyer = await leadline
      .resource('buyers')
      .create(ctx, { name: 'Counted', number: '+18005550142', time_zone: 'Australia/Adelaide' });
    const { db, dialect } = leadline.database;
    const call = (values: Record<string, unknown>) =>
      db
        .insertInto('calls')
        .values({ company_id: company.id, ...newRowStamps(NOW), buyer_id: Number(buyer.id), ...values })
        .execute();
    // Saved before the counters existed: answered, converted for 12.50, answered two days ago, deleted.
    await call({ status: 'completed', answered_at: NOW });
    await call({
      status: 'completed',
      answered_at: NOW,
      buyer_converted: encodeValue('boolean', true, dialect),
      revenue: 12.5,
    });
    await call({ status: 'completed', answered_at: NOW - 2 * 86_400_000 });
    await call({ status: 'completed', answered_at: NOW, deleted_at: NOW });
    await db
      .insertInto('call_events')
      .values({
        company_id: company.id,
        ...newRowStamps(NOW),
        call_id: 1,
        event_type: 'Dial',
        buyer_id: Number(buyer.id),
      })
      .execute();
    await db.deleteFrom('cap_counters').where('company_id', '=', company.id).execute();

    await countExisting(db, new Set(['calls', 'buyers', 'companies', 'call_events']));

    const rows = await db
      .selectFrom('cap_counters')
      .selectAll()
      .where('company_id', '=', company.id)
      .where('buyer_id', '=', Number(buyer.id))
      .execute();
    const row = (zone: string, period: string) => rows.filter((x) => x.zone === zone && x.period === period);
    expect(
      row('', 'total').map((r) => [
        Number(r.calls),
        Number(r.connections),
        Number(r.conversions),
        Number(r.revenue_micros),
        Number(r.attempts),
      ]),
    ).toEqual([[3, 3, 1, 12_500_000, 1]]);
    const hour = row('Australia/Adelaide', 'hourly').find((r) => Number(r.period_start) === HOUR_IN_ADELAIDE);
    expect(hour && [Number(hour.connections), Number(hour.conversions), Number(hour.attempts)]).toEqual([
      2, 1, 1,
    ]);
    // The company's clock has its own buckets (a buyer group's caps read them).
    expect(row(company.time_zone, 'daily').reduce((n, r) => n + Number(r.connections), 0)).toBe(3);
  });
});
