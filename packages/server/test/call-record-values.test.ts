import { describe, expect, it } from 'vitest';
import { seedCall, utc } from './call-seed.js';
import { tenantApi, useTestApp } from './helpers.js';

/** Issue 25, item 3: the call record's TrackDrive keys Leadline can fill, filled. */
describe('GET /calls: the values of the TrackDrive keys Leadline knows', () => {
  const t = useTestApp({}, { other: 'Other Co' });
  const { api, create } = tenantApi(t);
  const show = async (id: number) => {
    const res = await api('GET', `/calls/${id}`);
    expect(res.statusCode).toBe(200);
    return res.json().call as Record<string, unknown>;
  };

  it("fills the caller's city and country, durations, sub_id, cost, webhook count and the lead's contact_field_type", async () => {
    const offer = await create('offers', 'offer', { name: 'Record offer' });
    const lead = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads?lead_token=${offer.lead_token}&caller_id=%2B442071838750&contact_field_type=mortgage`,
    });
    expect(lead.statusCode).toBe(200);
    const at = utc('2026-03-06 10:00');
    const id = await seedCall(t, {
      created_at: at,
      caller_number: '+442071838750',
      lead_id: lead.json().lead_id,
      total_duration: 95,
      answered_duration: 70,
      provider_cost: 0.0425,
      token_values: { caller_city: 'LONDON', sub_id: 'sub-77' },
    });
    const log = (companyId: number) => ({
      company_id: companyId,
      uuid: crypto.randomUUID(),
      created_at: at,
      updated_at: at,
      call_id: id,
    });
    const { db } = t.leadline.database;
    await db
      .insertInto('webhook_logs')
      .values([log(t.tenant.company.id), log(t.tenant.company.id)])
      .execute();
    // Another company's log naming the same call id is not this call's.
    await db.insertInto('webhook_logs').values(log(t.other!.company.id)).execute();
    const call = await show(id);
    expect(call).toMatchObject({
      obfuscated_caller_number: '+44207183****',
      caller_city: 'LONDON',
      caller_country: 'GB',
      attempted_duration: 25,
      agent_duration: 70,
      sub_id: 'sub-77',
      trackdrive_cost: 0.0425,
      outgoing_webhooks_count: 2,
      contact_field_type: 'mortgage',
    });
    const listed = (
      await api('GET', `/calls?ids=${id}&columns=caller_country,outgoing_webhooks_count`)
    ).json();
    expect(listed.calls[0]).toMatchObject({ caller_country: 'GB', outgoing_webhooks_count: 2 });
  });
});
