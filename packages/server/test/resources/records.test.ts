import { randomUUID } from 'node:crypto';
import { basicAuth } from '@leadline/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';

describe('records: webhooks, subscriptions, tokens, logs, admin and blacklist jobs', () => {
  const t = useTestApp();
  const req = (method: string, url: string, payload?: unknown, authorization = t.tenant.authorization) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { authorization },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

  describe('token_values (spec 2.3: list only, operator filters)', () => {
    let tokenId: number;

    /** token_values is list-only over HTTP: the engine writes it, so the test writes rows directly. */
    const seed = async (rows: { key: string; value: string | null; token_id?: number }[]) => {
      const { db, dialect } = t.leadline.database;
      const now = Date.now();
      await db
        .insertInto('token_values')
        .values(
          rows.map((r) => ({
            company_id: t.tenant.company.id,
            uuid: randomUUID(),
            created_at: now,
            updated_at: now,
            key: r.key,
            value: r.value,
            name: r.key.replace(/_/g, ' '),
            is_system_token: dialect === 'sqlite' ? 0 : false,
            token_id: r.token_id ?? null,
          })),
        )
        .execute();
    };

    const values = async (params: Record<string, string>) => {
      const res = await req('GET', `/token_values${query({ per_page: '100', ...params })}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().token_values as { value: string | null }[]).map((r) => r.value).sort();
    };

    beforeAll(async () => {
      const token = await req('POST', '/tokens', { key: 'loan_amount', name: 'Loan amount' });
      expect(token.statusCode, token.body).toBe(201);
      tokenId = token.json().token.id;
      await seed([
        { key: 'geo_state', value: 'CA' },
        { key: 'geo_state', value: 'NY' },
        { key: 'geo_state', value: 'ca_north' },
        { key: 'geo_state', value: null },
        { key: 'promo', value: 'a_b' },
        { key: 'promo', value: 'axb' },
        { key: 'promo', value: '50%' },
        ...['500', '1500', '99.5', '-20', ' 42 ', '100', 'abc', '12abc', '1-2', '.', ''].map((value) => ({
          key: 'loan_amount',
          value,
          token_id: tokenId,
        })),
      ]);
    });

    it('answers exactly the listed columns and hides the token link', async () => {
      const res = await req('GET', `/token_values${query({ key: 'geo_state', value: 'CA' })}`);
      const [record] = res.json().token_values;
      expect(Object.keys(record).slice(-4)).toEqual(['key', 'value', 'name', 'is_system_token']);
      expect(record).not.toHaveProperty('token_id');
      expect(record).toMatchObject({
        type: 'TokenValue',
        key: 'geo_state',
        value: 'CA',
        is_system_token: false,
      });
    });

    it('compares value exactly with == (the default) and !=, which also matches a blank value', async () => {
      expect(await values({ key: 'geo_state', value: 'CA' })).toEqual(['CA']);
      expect(await values({ key: 'geo_state', value: 'CA', operator: '==' })).toEqual(['CA']);
      expect(await values({ key: 'geo_state', value: 'CA', operator: '!=' })).toEqual([
        'NY',
        'ca_north',
        null,
      ]);
    });

    it('matches =~ and !~ as a case-insensitive substring, LIKE wildcards taken literally', async () => {
      expect(await values({ key: 'geo_state', value: 'ca', operator: '=~' })).toEqual(['CA', 'ca_north']);
      expect(await values({ key: 'geo_state', value: 'ca', operator: '!~' })).toEqual(['NY', null]);
      expect(await values({ key: 'promo', value: '_', operator: '=~' })).toEqual(['a_b']);
      expect(await values({ key: 'promo', value: '%', operator: '=~' })).toEqual(['50%']);
    });

    it('compares < <= > >= numerically when the value is a number, skipping stored values that are not', async () => {
      const key = 'loan_amount';
      // Text order would put '99.5' above '100'; numeric order does not.
      expect(await values({ key, value: '100', operator: '>' })).toEqual(['1500', '500']);
      expect(await values({ key, value: '100', operator: '>=' })).toEqual(['100', '1500', '500']);
      expect(await values({ key, value: '100', operator: '<' })).toEqual([' 42 ', '-20', '99.5']);
      expect(await values({ key, value: '-20', operator: '<=' })).toEqual(['-20']);
      expect(await values({ key, value: '99.5', operator: '>=' })).toEqual(['100', '1500', '500', '99.5']);
    });

    it('compares < and > as text when the filter value is not a number', async () => {
      expect(await values({ key: 'geo_state', value: 'D', operator: '<' })).toEqual(['CA']);
    });

    it('filters by token_id and by key', async () => {
      const all = await values({ token_id: String(tokenId) });
      expect(all).toHaveLength(11);
      expect(await values({ token_id: String(tokenId + 1000) })).toEqual([]);
      expect(await values({ key: 'promo' })).toEqual(['50%', 'a_b', 'axb']);
    });

    it('rejects an unknown operator with 422 naming operator', async () => {
      const res = await req('GET', `/token_values${query({ value: '1', operator: '<>' })}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.operator[0]).toMatch(/Must be one of: ==, !=, =~, !~, <, <=, >, >=/);
    });

    it('has no create, show or CSV format', async () => {
      expect((await req('POST', '/token_values', { key: 'x', value: 'y' })).statusCode).toBe(404);
      expect((await req('GET', '/token_values/1')).statusCode).toBe(404);
      expect((await req('GET', '/token_values.csv')).statusCode).toBe(404);
    });
  });

  describe('webhook_manual_fires (spec 2.3)', () => {
    let webhookId: number;
    let conversionId: number;
    beforeAll(async () => {
      const res = await req('POST', '/outgoing_webhooks', {
        name: 'Call ended postback',
        trigger: 'call_ended',
      });
      expect(res.statusCode, res.body).toBe(201);
      webhookId = res.json().outgoing_webhook.id;
      // buyer_conversions belongs to another group: a bare row is enough to be referenced.
      const now = Date.now();
      const row = await t.leadline.database.db
        .insertInto('buyer_conversions')
        .values({ company_id: t.tenant.company.id, uuid: randomUUID(), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      conversionId = Number(row.id);
    });

    it('builds from lead_id and call_id only, ignoring the other writable fields', async () => {
      const res = await req(
        'GET',
        `/webhook_manual_fires/new${query({
          lead_id: '11',
          call_id: '12',
          outgoing_webhook_id: String(webhookId),
          buyer_conversion_id: '13',
        })}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().webhook_manual_fire).toMatchObject({
        id: null,
        lead_id: 11,
        call_id: 12,
        outgoing_webhook_id: null,
        buyer_conversion_id: null,
        webhook_log_ids: [],
      });
    });

    it('creates by firing the webhook for a real lead of the company, and names missing references', async () => {
      const offer = await req('POST', '/offers', { name: 'Manual fire offer' });
      const token = offer.json().offer.lead_token;
      const lead = await t.app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        payload: { lead_token: token, caller_id: '+17195550123' },
      });
      const leadId = lead.json().lead.id;
      const res = await req('POST', '/webhook_manual_fires', {
        outgoing_webhook_id: webhookId,
        lead_id: leadId,
        name: 'not writable',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().webhook_manual_fire).toMatchObject({
        company_id: t.tenant.company.id,
        outgoing_webhook_id: webhookId,
        lead_id: leadId,
        call_id: null,
        // The fired webhook's name, copied; a webhook without URLs makes no attempt.
        name: 'Call ended postback',
        webhook_log_ids: [],
      });
      const missing = await req('POST', '/webhook_manual_fires', {
        outgoing_webhook_id: webhookId + 999,
        lead_id: leadId,
      });
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors)).toEqual(['outgoing_webhook_id']);
      const noLead = await req('POST', '/webhook_manual_fires', {
        outgoing_webhook_id: webhookId,
        lead_id: 987654,
      });
      expect(noLead.statusCode).toBe(422);
      expect(Object.keys(noLead.json().errors)).toEqual(['lead_id']);
      const conversionWithoutCall = await req('POST', '/webhook_manual_fires', {
        buyer_conversion_id: conversionId,
        lead_id: leadId,
      });
      expect(conversionWithoutCall.statusCode).toBe(422);
      expect(Object.keys(conversionWithoutCall.json().errors)).toEqual(['call_id']);
    });
  });

  describe('subscriptions', () => {
    it('creates a subscription with an event and trigger_fields', async () => {
      const res = await req('POST', '/subscriptions', {
        target_url: 'https://hooks.example.com/catch/1',
        event: 'new_call',
        trigger_fields: { offer_converted: true, traffic_source_id: 9210831092 },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().subscription).toMatchObject({
        event: 'new_call',
        trigger_fields: { offer_converted: true, traffic_source_id: 9210831092 },
        active: true,
      });
    });

    it('rejects an unknown event with 422 naming event', async () => {
      const res = await req('POST', '/subscriptions', {
        target_url: 'https://hooks.example.com/catch/1',
        event: 'call_exploded',
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['event']);
      expect(res.json().errors.event[0]).toMatch(/Must be one of: new_call, call_ringing/);
    });

    it('requires target_url and event', async () => {
      const res = await req('POST', '/subscriptions', {});
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject({ target_url: ['is required'], event: ['is required'] });
    });
  });

  describe('tokens', () => {
    it('checks the key syntax and never lets is_system_token be written', async () => {
      const bad = await req('POST', '/tokens', { key: 'Loan Amount' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.key[0]).toMatch(/lowercase letters, numbers and underscores/);
      const ok = await req('POST', '/tokens', { key: 'credit_score', is_system_token: true });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().token).toMatchObject({
        key: 'credit_score',
        is_system_token: false,
        value_type: 'string',
      });
    });
  });

  describe('reduced operation sets (spec 4.2)', () => {
    it.each([
      ['webhook_logs', ['POST /', 'PUT /1', 'DELETE /1']],
      ['change_logs', ['POST /', 'PUT /1', 'DELETE /1']],
      ['data_export_records', ['POST /', 'PUT /1', 'DELETE /1']],
      ['webhook_manual_fires', ['PUT /1', 'DELETE /1']],
      ['inbound_webhook_logs', ['GET /1', 'POST /', 'PUT /1', 'DELETE /1']],
      ['token_values', ['GET /1', 'POST /', 'PUT /1', 'DELETE /1']],
      ['charge_rollups', ['GET /1', 'POST /', 'PUT /1', 'DELETE /1']],
      ['call_logs', ['GET /1', 'POST /', 'PUT /1', 'DELETE /1']],
      ['dnc_check_logs', ['GET /1', 'POST /', 'PUT /1', 'DELETE /1']],
      ['unblock_contact_jobs', ['PUT /1']],
      ['contact_imports', ['DELETE /1']],
    ])('%s answers 404 to %j', async (plural, calls) => {
      expect((await req('GET', `/${plural}`)).statusCode).toBe(200);
      for (const call of calls) {
        const [method, path] = call.split(' ') as [string, string];
        const res = await req(
          method,
          `/${plural}${path === '/' ? '' : path}`,
          method === 'GET' ? undefined : {},
        );
        expect(res.statusCode, `${method} /${plural}${path}`).toBe(404);
      }
    });

    it('list-and-show logs have no build endpoint', async () => {
      for (const plural of ['webhook_logs', 'change_logs', 'data_export_records']) {
        expect((await req('GET', `/${plural}/new`)).statusCode).toBe(404);
      }
    });

    it('unblock_contact_jobs can be built, created, shown and deleted', async () => {
      const built = await req('GET', `/unblock_contact_jobs/new${query({ numbers: '+15551230001' })}`);
      expect(built.json().unblock_contact_job).toMatchObject({
        numbers: ['+15551230001'],
        status: 'pending',
      });
      const created = await req('POST', '/unblock_contact_jobs', {
        numbers: ['+15551230001'],
        status: 'succeeded',
      });
      expect(created.statusCode, created.body).toBe(201);
      const job = created.json().unblock_contact_job;
      expect(job).toMatchObject({ status: 'pending', unblocked_count: 0, percent: 0 });
      expect((await req('GET', `/unblock_contact_jobs/${job.id}`)).statusCode).toBe(200);
      expect((await req('DELETE', `/unblock_contact_jobs/${job.id}`)).statusCode).toBe(200);
      expect((await req('GET', `/unblock_contact_jobs/${job.id}`)).statusCode).toBe(404);
    });

    it('contact_imports can be created and renamed but not deleted', async () => {
      const created = await req('POST', '/contact_imports', {
        name: 'March blacklist',
        import_file_url: 'https://files.example.com/march.csv',
        caller_id_column_name: 'phone',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().contact_import.id;
      const updated = await req('PUT', `/contact_imports/${id}`, { name: 'March', import_type: 'unblock' });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().contact_import).toMatchObject({
        name: 'March',
        import_type: 'block',
        status: 'pending',
      });
      expect((await req('DELETE', `/contact_imports/${id}`)).statusCode).toBe(404);
    });
  });

  describe('admin resources (superuser only)', () => {
    let plainKey: string;
    beforeAll(async () => {
      const issued = await t.leadline.keys.create(t.tenant.company.id, { superuser: false });
      plainKey = basicAuth(issued.key.public_key, issued.private_key);
    });

    it.each(['admin_tasks', 'admin_table_exporters'])(
      '%s refuses a non-superuser key with 403 on every operation',
      async (plural) => {
        for (const [method, path] of [
          ['GET', ''],
          ['GET', '/new'],
          ['POST', ''],
          ['GET', '/1'],
          ['PUT', '/1'],
          ['DELETE', '/1'],
        ] as const) {
          const res = await req(method, `/${plural}${path}`, method === 'GET' ? undefined : {}, plainKey);
          expect(res.statusCode, `${method} /${plural}${path}`).toBe(403);
        }
      },
    );

    it('lets a superuser key create an admin task, keeping status and progress read-only', async () => {
      const res = await req('POST', '/admin_tasks', {
        app_model_name: 'Lead',
        method_name: 'recalculate_status',
        status: 'succeeded',
        counter: 99,
        target_company_ids: [t.tenant.company.id],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().admin_task).toMatchObject({
        company_id: t.tenant.company.id,
        status: 'pending',
        counter: 0,
        active: false,
        target_company_ids: [t.tenant.company.id],
      });
    });

    it('lets a superuser key create a table exporter', async () => {
      const res = await req('POST', '/admin_table_exporters', {
        data_type: 'calls',
        created_at_from: '2024-01-01 00:00:00 +0000',
        export_column_names: 'id,uuid,created_at',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().admin_table_exporter).toMatchObject({
        data_type: 'calls',
        export_column_names: ['id', 'uuid', 'created_at'],
        total_records_count: 0,
        export_timeframe: 'day',
      });
    });
  });

  describe('outgoing webhooks and their URLs', () => {
    it('rejects an unknown trigger and a URL for a webhook that does not exist', async () => {
      const bad = await req('POST', '/outgoing_webhooks', { name: 'X', trigger: 'whenever' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['trigger']);

      const hook = (await req('POST', '/outgoing_webhooks', { name: 'Y', trigger: 'buyer_converted' })).json()
        .outgoing_webhook;
      const url = await req('POST', '/outgoing_webhook_urls', {
        outgoing_webhook_id: hook.id,
        url: 'https://crm.example.com/postback?caller=[caller_id]',
        headers: { 'X-Api-Key': '[api_key]' },
      });
      expect(url.statusCode, url.body).toBe(201);
      // Header values are sealed at rest and shown masked (docs/security.md), placeholders included.
      expect(url.json().outgoing_webhook_url).toMatchObject({
        method: 'post',
        webhook_response_success_codes: '200-299',
        headers: { 'X-Api-Key': '********' },
      });
      const orphan = await req('POST', '/outgoing_webhook_urls', {
        outgoing_webhook_id: hook.id + 999,
        url: 'https://crm.example.com/',
      });
      expect(orphan.statusCode).toBe(422);
      expect(Object.keys(orphan.json().errors)).toEqual(['outgoing_webhook_id']);
    });
  });
});

describe('writable timestamps (spec 2.3 lists created_at and updated_at as writable)', () => {
  const t = useTestApp();
  const req = (method: string, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { authorization: t.tenant.authorization },
      ...(payload ? { payload } : {}),
    });

  it('keeps the created_at and updated_at a client sends on create, shown in the company zone', async () => {
    const res = await req('POST', '/response_parsers', {
      name: 'Backfilled',
      created_at: '2024-01-02 03:04:05 +0000',
      updated_at: '2024-01-03T00:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().response_parser).toMatchObject({
      created_at: '2024-01-01 22:04:05 -0500',
      updated_at: '2024-01-02 19:00:00 -0500',
    });
  });

  it('rejects a created_at that is not a time, naming it', async () => {
    const res = await req('POST', '/response_parsers', { name: 'Bad time', created_at: 'last tuesday' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.created_at[0]).toMatch(/valid time/);
  });

  it('ignores created_at on resources whose spec does not make it writable', async () => {
    const res = await req('POST', '/buyer_groups', { name: 'Now', created_at: '2024-01-02 03:04:05 +0000' });
    expect(res.json().buyer_group.created_at.startsWith('2024')).toBe(false);
  });
});
