import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { freshNumber, leadFixtures } from './leads-fixtures.js';

describe('change logs of leads', () => {
  const t = useTestApp();
  const f = leadFixtures(t);
  let offer: { id: number; lead_token: string };

  beforeAll(async () => {
    offer = await f.offer({ name: 'Audited' });
  });
  const logsOf = async (leadId: number) => {
    const res = await f.api(
      'GET',
      `/change_logs?record_type=Lead&record_id=${leadId}&order=id&order_dir=asc`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().change_logs as Record<string, any>[];
  };
  const newLead = async (extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const res = await f.open(
      'POST',
      '/leads',
      { lead_token: offer.lead_token, caller_id: freshNumber(), ...extra },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().lead as Record<string, any>;
  };

  it('records the creation: every set field from null, by the lead token, from the request', async () => {
    const lead = await newLead({ first_name: 'Eve' }, { 'x-request-id': 'req-create-1' });
    const [log, ...rest] = await logsOf(lead.id);
    expect(rest).toEqual([]);
    expect(log).toMatchObject({
      record_type: 'Lead',
      record_id: lead.id,
      action: 'create',
      actor_type: 'system',
      actor_id: null,
      actor_name: `lead_token of offer ${offer.id} (Audited)`,
      request_id: 'req-create-1',
      request_ip: '127.0.0.1',
    });
    expect(log!.changes).toMatchObject({
      caller_id: [null, lead.caller_id],
      status: [null, 'waiting'],
      first_name: [null, 'Eve'],
      tokens: [null, { first_name: 'Eve' }],
    });
    expect(log!.changes).not.toHaveProperty('email');
    expect(log!.changes).not.toHaveProperty('dedupe_key');
  });

  it('records an update by a key pair: who, and only the fields that changed, from and to', async () => {
    const lead = await newLead({ first_name: 'Old', data: { a: '1', b: '2' } });
    const key = await t.leadline.keys.create(t.tenant.company.id, { name: 'CRM sync', superuser: true });
    const auth = `Basic ${Buffer.from(`${key.key.public_key}:${key.private_key}`).toString('base64')}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/leads/${lead.uuid}`,
      headers: { authorization: auth },
      payload: {
        first_name: 'New',
        last_name: 'Same',
        tokens: { b: '3' },
        next_action_at: '2030-01-01 12:00:00 +0000',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const update = (await logsOf(lead.id)).at(-1)!;
    expect(update).toMatchObject({
      action: 'update',
      actor_type: 'api_key',
      actor_id: key.key.id,
      actor_name: 'CRM sync',
    });
    expect(update.changes).toEqual({
      first_name: ['Old', 'New'],
      last_name: [null, 'Same'],
      tokens: [{ b: '2' }, { b: '3' }],
      next_action_at: [null, '2030-01-01 07:00:00 -0500'],
    });
    // The same values again change nothing, so nothing is logged.
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/leads/${lead.uuid}`,
      headers: { authorization: auth },
      payload: { first_name: 'New' },
    });
    expect(await logsOf(lead.id)).toHaveLength(2);
  });

  it('names the user behind a developer token', async () => {
    const lead = await newLead();
    const user = await t.leadline.users.ensure({ email: 'auditor@example.com', name: 'Ada Auditor' });
    await t.leadline.users.addToCompany(user.id, t.tenant.company.id, {
      superuser: false,
      permissions: 'leads:write,reports:read',
    });
    const { secret } = await t.leadline.tokens.create(user.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/leads/${lead.id}`,
      headers: { authorization: `Token ${secret}` },
      payload: { email: 'ada@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await logsOf(lead.id)).at(-1)).toMatchObject({
      actor_type: 'user',
      actor_id: user.id,
      changes: { email: [null, 'ada@example.com'] },
    });
  });

  it('records resubmissions, caller actions and deletion', async () => {
    const lead = await newLead();
    await f.submit(
      { lead_token: offer.lead_token, caller_id: lead.caller_id, zip: '10001' },
      '/leads/create_or_update',
    );
    await f.api('PUT', `/leads/${lead.caller_id.slice(1)}/caller_opt_out`);
    await f.api('DELETE', `/leads/${lead.id}/id`);
    const logs = await logsOf(lead.id);
    expect(logs.map((l) => l.action)).toEqual(['create', 'update', 'update', 'destroy']);
    expect(logs[1]!.changes).toMatchObject({ zip_postal_code: [null, '10001'] });
    expect(logs[2]!.changes).toMatchObject({ status: ['waiting', 'opt_out'], opt_out: [false, true] });
    expect(logs[3]!.changes).toMatchObject({ end_reason: [null, 'deleted'] });
    expect(logs[3]!.changes.deleted_at[0]).toBeNull();
    expect(logs[3]!.changes.deleted_at[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4}$/);
  });

  it('shows one change log by id, filters by record, and refuses writes to change logs', async () => {
    const a = await newLead();
    const b = await newLead();
    const [logA] = await logsOf(a.id);
    const one = await f.api('GET', `/change_logs/${logA!.id}`);
    expect(one.json().change_log).toEqual(logA);
    const both = (
      await f.api('GET', `/change_logs?record_type=Lead&record_id[]=${a.id}&record_id[]=${b.id}&root=false`)
    ).json();
    expect(new Set(both.map((l: { record_id: number }) => l.record_id))).toEqual(new Set([a.id, b.id]));
    expect((await f.api('POST', '/change_logs', { record_type: 'Lead' })).statusCode).toBe(404);
    expect((await f.api('PUT', `/change_logs/${logA!.id}`, { action: 'destroy' })).statusCode).toBe(404);
  });
});
