import { createTestTenant, type TestTenant } from '@leadline/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { freshNumber, leadFixtures } from './leads-fixtures.js';

describe('leads across companies', () => {
  const t = useTestApp();
  const f = leadFixtures(t);
  let other: TestTenant;
  let ours: { id: number; lead_token: string };
  let theirs: { id: number; lead_token: string };
  let theirLead: Record<string, any>;

  beforeAll(async () => {
    other = await createTestTenant(t.leadline, 'Rival Leads');
    ours = await f.offer({ name: 'Ours' });
    theirs = await f.offer({ name: 'Theirs' }, other);
    const res = await f.submit({
      lead_token: theirs.lead_token,
      caller_id: freshNumber(),
      first_name: 'Rival',
    });
    theirLead = res.json().lead;
  });

  it("attaches a lead to the token's own company and offer, whatever else the post names", async () => {
    const res = await f.submit({
      lead_token: theirs.lead_token,
      caller_id: freshNumber(),
      offer_id: ours.id,
      company_id: t.tenant.company.id,
    });
    expect(res.statusCode).toBe(200);
    const lead = res.json().lead;
    expect(lead.offer_id).toBe(theirs.id);
    expect((await f.api('GET', `/leads/${lead.id}`)).statusCode).toBe(404);
    expect((await f.api('GET', `/leads/${lead.id}`, undefined, other)).json().lead.offer_id).toBe(theirs.id);
  });

  it("refuses another company's token on our subdomain, and takes it on theirs or a neutral host", async () => {
    const post = (host: string, token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        headers: { host },
        payload: { lead_token: token, caller_id: freshNumber() },
      });
    const refused = await post(`${t.tenant.company.subdomain}.leadline.test`, theirs.lead_token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ lead_token: ['does not match any offer or schedule'] });
    expect((await post(`${other.company.subdomain}.leadline.test`, theirs.lead_token)).statusCode).toBe(200);
    expect((await post('api.leadline.test', theirs.lead_token)).statusCode).toBe(200);
    expect((await post(`${t.tenant.company.subdomain}.leadline.test`, ours.lead_token)).statusCode).toBe(200);
  });

  it('never shows, changes or deletes their leads', async () => {
    const id = theirLead.id;
    expect((await f.list()).map((l) => l.id)).not.toContain(id);
    expect((await f.list(`fulltext=Rival`)).length).toBe(0);
    expect((await f.api('GET', `/leads/${theirLead.uuid}`)).statusCode).toBe(404);
    expect((await f.api('PUT', `/leads/${id}`, { first_name: 'Hijacked' })).statusCode).toBe(404);
    expect((await f.api('DELETE', `/leads/${id}/id`)).statusCode).toBe(404);
    expect((await f.api('GET', `/leads/${id}/buyer_is_available`)).statusCode).toBe(404);
    const byToken = await f.api(
      'GET',
      `/leads/${theirs.lead_token}/${theirLead.caller_id.slice(1)}/by_caller_number`,
    );
    expect(byToken.statusCode).toBe(404);
    expect((await f.api('POST', `/leads/${theirLead.caller_id.slice(1)}/caller_remove`)).statusCode).toBe(
      404,
    );
    const narrowed = await f.api('POST', `/leads/${theirLead.caller_id.slice(1)}/caller_remove`, {
      lead_token: theirs.lead_token,
    });
    expect(Object.keys(narrowed.json().errors)).toEqual(['lead_token']);

    const optOut = await f.api('PUT', `/leads/${theirLead.caller_id.slice(1)}/caller_opt_out`);
    expect(optOut.json().leads).toEqual([]);
    const still = (await f.api('GET', `/leads/${id}`, undefined, other)).json().lead;
    expect(still).toMatchObject({ first_name: 'Rival', status: 'waiting', opt_out: false });
    // Our opt-out of the number is ours: their next lead of it is not opted out.
    const next = await f.submit({
      lead_token: theirs.lead_token,
      caller_id: theirLead.caller_id,
      expire_existing: 1,
    });
    expect(next.json().lead.status).toBe('waiting');
  });

  it('keeps their leads out of our reports and their change logs out of ours', async () => {
    await f.submit({ lead_token: ours.lead_token, caller_id: freshNumber() });
    const report = (await f.api('GET', '/leads/reports?group_by=offer')).json().reports;
    expect(report.groups.offer.map((g: { value: number }) => g.value)).not.toContain(theirs.id);
    const logs = (
      await f.api('GET', `/change_logs?record_type=Lead&record_id=${theirLead.id}&root=false`)
    ).json();
    expect(logs).toEqual([]);
    const theirLogs = await f.api(
      'GET',
      `/change_logs?record_id=${theirLead.id}&root=false`,
      undefined,
      other,
    );
    expect(theirLogs.json().length).toBeGreaterThan(0);
    const logId = theirLogs.json()[0].id;
    expect((await f.api('GET', `/change_logs/${logId}`)).statusCode).toBe(404);
  });

  it('gives each company its own place for the same number', async () => {
    const n = freshNumber();
    expect((await f.submit({ lead_token: ours.lead_token, caller_id: n })).statusCode).toBe(200);
    expect((await f.submit({ lead_token: theirs.lead_token, caller_id: n })).statusCode).toBe(200);
  });
});
