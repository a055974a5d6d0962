import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('automation resources (schedules, messaging, state rules, integrations, voice AI)', () => {
  const t = useTestApp();
  const req = (method: Method, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: t.tenant.authorization },
      ...(payload ? { payload } : {}),
    });
  const create = async (plural: string, root: string, payload: Record<string, unknown>) => {
    const res = await req('POST', `/${plural}`, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json()[root] as Record<string, any>;
  };
  const db = () => t.leadline.database.db;
  const now = () => Date.now();
  /** A row written the way the engine's own writers (carrier webhook, retarget run) will write it. */
  const insertRow = async (table: string, values: Record<string, unknown>) => {
    const row = await db()
      .insertInto(table)
      .values({
        uuid: randomUUID(),
        company_id: t.tenant.company.id,
        created_at: now(),
        updated_at: now(),
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  describe('required fields', () => {
    it.each([
      ['schedule_actions', ['schedule_id', 'action_type']],
      ['schedule_triggers', ['schedule_id', 'trigger_type']],
      ['schedule_distributions', ['name', 'schedule_id', 'target_schedule_id']],
      ['schedule_ring_pools', ['schedule_id', 'ring_pool_id']],
      ['schedule_action_groups', ['name']],
      ['scheduled_callbacks', ['lead_id', 'callback_at']],
      ['lead_retargets', ['name', 'target_schedule_id']],
      ['text_messages', ['to', 'body']],
      ['text_message_flows', ['name']],
      ['state_rule_groups', ['name']],
      ['state_business_hours', ['state_rule_group_id', 'state', 'day']],
      ['state_call_limits', ['state_rule_group_id', 'state', 'max_contacts', 'window_seconds']],
      ['data_append_groups', ['name']],
      ['data_appends', ['data_append_group_id', 'data_type', 'token_key']],
      ['integrations', ['name', 'integration_type']],
      ['secret_items', ['name', 'value']],
      ['voice_agents', ['name', 'prompt']],
      ['voice_agent_fields', ['voice_agent_id', 'name', 'key']],
      ['voice_agent_flows', ['voice_agent_id', 'name']],
      ['voice_agent_keywords', ['keyword', 'keyword_action']],
      ['transcription_keyword_groups', ['name', 'keywords', 'token_key']],
      ['standalone_transcriptions', ['recording_url']],
    ])('%s answers 422 naming every missing required parameter', async (plural, params) => {
      const res = await req('POST', `/${plural}`, {});
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(Object.fromEntries(params.map((p) => [p, ['is required']])));
    });

    it('oauth_connections has no required field (spec 2.3: all optional, blank ok)', async () => {
      const res = await req('POST', '/oauth_connections', {});
      expect(res.statusCode).toBe(201);
    });
  });

  describe('schedule actions and triggers', () => {
    it('accepts the cadence action types as snake_case and rejects others, naming the allowed values', async () => {
      const schedule = await create('schedules', 'schedule', { name: 'Solar follow-up' });
      for (const action_type of ['dial', 'wait', 'schedule_callback', 'opt_out_lead', 'aws_s3_upload']) {
        const action = await create('schedule_actions', 'schedule_action', {
          schedule_id: schedule.id,
          action_type,
        });
        expect(action.action_type).toBe(action_type);
      }
      const bad = await req('POST', '/schedule_actions', {
        schedule_id: schedule.id,
        action_type: 'Opt-Out Lead',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.action_type[0]).toMatch(
        /^Must be one of: dial, sms, email, wait, schedule_callback/,
      );
    });

    it('stores an email step, refuses an infusionsoft step with what it needs and an ftp_upload without its integration, stores steps with wait amount and unit, and filters by action_type', async () => {
      const schedule = await create('schedules', 'schedule', { name: 'Texts' });
      const email = await create('schedule_actions', 'schedule_action', {
        schedule_id: schedule.id,
        action_type: 'email',
        message_body: 'Hi [first_name]{there}, still interested?',
        sortable_order: 3,
      });
      expect(email).toMatchObject({
        action_type: 'email',
        message_body: 'Hi [first_name]{there}, still interested?',
      });
      const refused = await req('POST', '/schedule_actions', {
        schedule_id: schedule.id,
        action_type: 'infusionsoft',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.action_type[0]).toMatch(/Infusionsoft API client/);
      const noIntegration = await req('POST', '/schedule_actions', {
        schedule_id: schedule.id,
        action_type: 'ftp_upload',
      });
      expect(noIntegration.statusCode).toBe(422);
      expect(Object.keys(noIntegration.json().errors)).toEqual(['integration_id']);
      const modify = await create('schedule_actions', 'schedule_action', {
        schedule_id: schedule.id,
        action_type: 'modify_lead',
        lead_data: { texted: 'no' },
        sortable_order: 2,
      });
      const wait = await create('schedule_actions', 'schedule_action', {
        schedule_id: schedule.id,
        action_type: 'wait',
        wait_amount: '3',
        wait_unit: 'hours',
        sortable_order: 1,
      });
      expect(modify).toMatchObject({ lead_data: { texted: 'no' }, active: true });
      expect(wait).toMatchObject({ wait_amount: 3, wait_unit: 'hours' });

      const bad = await req('POST', '/schedule_actions', {
        schedule_id: schedule.id,
        action_type: 'wait',
        wait_unit: 'weeks',
      });
      expect(bad.json().errors.wait_unit[0]).toBe('Must be one of: seconds, minutes, hours, days');

      const list = await req(
        'GET',
        `/schedule_actions?schedule_id=${schedule.id}&order=sortable_order&order_dir=asc`,
      );
      expect(list.json().schedule_actions.map((a: any) => a.action_type)).toEqual([
        'wait',
        'modify_lead',
        'email',
      ]);
      const modifyOnly = await req(
        'GET',
        `/schedule_actions?schedule_id=${schedule.id}&action_type=modify_lead`,
      );
      expect(modifyOnly.json().schedule_actions.map((a: any) => a.id)).toEqual([modify.id]);
    });

    it('rejects an action whose schedule does not exist', async () => {
      const res = await req('POST', '/schedule_actions', { schedule_id: 999_999, action_type: 'dial' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.schedule_id).toEqual(['must reference an existing schedule']);
    });

    it('takes the six trigger types in snake_case only', async () => {
      const schedule = await create('schedules', 'schedule', { name: 'Triggers' });
      for (const trigger_type of [
        'none',
        'tokens_match',
        'expired',
        'buyer_connected',
        'buyer_converted',
        'dial',
      ]) {
        const trigger = await create('schedule_triggers', 'schedule_trigger', {
          schedule_id: schedule.id,
          trigger_type,
        });
        expect(trigger).toMatchObject({ trigger_type, active: true });
      }
      const spaced = await req('POST', '/schedule_triggers', {
        schedule_id: schedule.id,
        trigger_type: 'tokens match',
      });
      expect(spaced.statusCode).toBe(422);
      expect(spaced.json().errors.trigger_type).toEqual([
        'Must be one of: none, tokens_match, expired, buyer_connected, buyer_converted, dial',
      ]);
    });

    it('routes a distribution to a target schedule with a JSON filter', async () => {
      const inbox = await create('schedules', 'schedule', {
        name: 'Inbox',
        schedule_type: 'lead_distribution',
      });
      const ca = await create('schedules', 'schedule', { name: 'California' });
      const filters = [{ key: 'geo_state', operator: 'in', value: ['CA'] }];
      const d = await create('schedule_distributions', 'schedule_distribution', {
        name: 'CA leads',
        schedule_id: inbox.id,
        target_schedule_id: ca.id,
        filters,
      });
      expect(d).toMatchObject({ filters, weight: 1, sortable_order: 0, active: true });
      const bad = await req('POST', '/schedule_distributions', {
        name: 'x',
        schedule_id: inbox.id,
        target_schedule_id: ca.id,
        filters: 'not json',
      });
      expect(bad.json().errors.filters).toEqual(['Must be a JSON object']);
    });
  });

  describe('text messages', () => {
    /** A number the company owns (registered, not rented) that texts are sent from. */
    let from: string;
    beforeAll(async () => {
      from = String(
        (await create('phone_numbers', 'phone_number', { number: '+16465550100', provider: 'twilio' }))
          .number,
      );
    });

    it('normalises numbers to E.164 and ignores client-written status and direction', async () => {
      const msg = await create('text_messages', 'text_message', {
        from,
        to: '(415) 555-2671',
        body: 'Your quote is ready',
        status: 'delivered',
        direction: 'inbound',
      });
      expect(msg).toMatchObject({ to: '+14155552671', status: 'queued', direction: 'outbound' });
      const bad = await req('POST', '/text_messages', { from, to: '12', body: 'x' });
      expect(bad.json().errors.to).toEqual(['is not a valid phone number']);
      const found = await req('GET', '/text_messages?to=4155552671');
      expect(found.json().text_messages.map((m: any) => m.id)).toEqual([msg.id]);
    });

    it('text_messages has list, create and show only', async () => {
      const msg = await create('text_messages', 'text_message', { from, to: '+14155550100', body: 'hi' });
      expect((await req('GET', `/text_messages/${msg.id}`)).statusCode).toBe(200);
      expect((await req('PUT', `/text_messages/${msg.id}`, { body: 'changed' })).json().code).toBe(
        'route_not_found',
      );
      expect((await req('DELETE', `/text_messages/${msg.id}`)).json().code).toBe('route_not_found');
      expect((await req('GET', '/text_messages/new')).statusCode).toBe(404);
    });

    it('incoming_text_messages has list and show only', async () => {
      const id = await insertRow('incoming_text_messages', {
        from: '+14155550111',
        to: '+14155550222',
        body: 'STOP',
        direction: 'inbound',
      });
      const shown = await req('GET', `/incoming_text_messages/${id}`);
      expect(shown.json().incoming_text_message).toMatchObject({ from: '+14155550111', body: 'STOP' });
      expect(
        (await req('GET', '/incoming_text_messages?from=+14155550111')).json().metadata.total_count,
      ).toBe(1);
      for (const [method, url] of [
        ['POST', '/incoming_text_messages'],
        ['PUT', `/incoming_text_messages/${id}`],
        ['DELETE', `/incoming_text_messages/${id}`],
      ] as const) {
        const res = await req(method, url, { body: 'x' });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('route_not_found');
      }
    });
  });

  describe('lead retargeting', () => {
    it('lead_retarget_logs is list only', async () => {
      const schedule = await create('schedules', 'schedule', { name: 'Retarget target' });
      const r = await create('lead_retargets', 'lead_retarget', {
        name: 'Old leads',
        target_schedule_id: schedule.id,
        lead_statuses: 'completed_attempted,exceeded_max_calls',
      });
      expect(r).toMatchObject({
        status: 'pending',
        matched_count: 0,
        lead_statuses: ['completed_attempted', 'exceeded_max_calls'],
      });
      const id = await insertRow('lead_retarget_logs', {
        lead_retarget_id: r.id,
        lead_id: 42,
        result: 'enrolled',
      });
      const list = await req('GET', `/lead_retarget_logs?lead_retarget_id=${r.id}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().lead_retarget_logs).toMatchObject([{ id, lead_id: 42, result: 'enrolled' }]);
      expect((await req('GET', `/lead_retarget_logs/${id}`)).statusCode).toBe(404);
      expect((await req('POST', '/lead_retarget_logs', { lead_id: 1 })).json().code).toBe('route_not_found');
      expect((await req('DELETE', `/lead_retarget_logs/${id}`)).json().code).toBe('route_not_found');
    });
  });

  describe('state rules', () => {
    it('scopes a rule group to the company or an offer', async () => {
      const group = await create('state_rule_groups', 'state_rule_group', { name: 'Default Rules' });
      expect(group).toMatchObject({ rule_scope: 'company', active: true });
      const bad = await req('POST', '/state_rule_groups', { name: 'x', rule_scope: 'buyer' });
      expect(bad.json().errors.rule_scope).toEqual(['Must be one of: company, offer']);
    });

    it('checks state codes, weekdays and HH:MM times of state call times', async () => {
      const group = await create('state_rule_groups', 'state_rule_group', { name: 'Hours' });
      const hours = await create('state_business_hours', 'state_business_hour', {
        state_rule_group_id: group.id,
        state: 'FL',
        day: 6,
        open_time: '09:00',
        close_time: '20:00',
      });
      expect(hours).toMatchObject({ state: 'FL', day: 6, closed: false, open_time: '09:00' });
      const bad = await req('POST', '/state_business_hours', {
        state_rule_group_id: group.id,
        state: 'ZZ',
        day: 7,
        open_time: '9am',
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['day', 'open_time', 'state']);
      expect(bad.json().errors.day).toEqual(['must be at most 6']);
      expect(bad.json().errors.open_time).toEqual(['must be HH:MM (24-hour)']);
    });

    it('holds a sliding-window call frequency limit that counts calls and texts by default', async () => {
      const group = await create('state_rule_groups', 'state_rule_group', { name: 'Frequency' });
      const limit = await create('state_call_limits', 'state_call_limit', {
        state_rule_group_id: group.id,
        state: 'FL',
        max_contacts: 3,
        window_seconds: 86400,
      });
      expect(limit).toMatchObject({ count_calls: true, count_texts: true, max_contacts: 3 });
      const zero = await req('POST', '/state_call_limits', {
        state_rule_group_id: group.id,
        state: 'FL',
        max_contacts: 0,
        window_seconds: 86400,
      });
      expect(zero.json().errors).toEqual({ max_contacts: ['must be at least 1'] });
    });
  });

  describe('secrets', () => {
    it('secret_items never return the value in clear (create, show, list, csv)', async () => {
      const item = await create('secret_items', 'secret_item', {
        name: 'crm_api_key',
        value: 'sk_live_abc123',
      });
      expect(item.value).toBe('********');
      expect((await req('GET', `/secret_items/${item.id}`)).json().secret_item.value).toBe('********');
      const list = await req('GET', '/secret_items');
      expect(list.body).not.toContain('sk_live_abc123');
      const csv = await req('GET', '/secret_items.csv');
      expect(csv.body).toContain('crm_api_key');
      expect(csv.body).not.toContain('sk_live_abc123');
      const dupe = await req('POST', '/secret_items', { name: 'crm_api_key', value: 'x' });
      expect(dupe.json().errors.name).toEqual(['has already been taken']);
    });

    it('oauth_connections show exactly the spec columns and never client_secret or access_token', async () => {
      const res = await req('POST', '/oauth_connections', {
        name: 'Salesforce',
        client_id: 'cid',
        client_secret: 'very-secret-client',
        access_token: 'very-secret-token',
        webhook_remote_url: 'https://login.example/oauth2/token',
        webhook_remote_method: 'POST',
        webhook_read_timeout: '7.5',
        expires_in: 3600,
        expires_at: '2030-01-02 03:04:05 +0000',
        fetched_at: '2030-01-02T02:04:05Z',
        key: 'chosen_by_client',
      });
      expect(res.statusCode).toBe(201);
      expect(res.body).not.toContain('very-secret');
      const conn = res.json().oauth_connection;
      expect(Object.keys(conn).slice(11)).toEqual([
        'name',
        'key',
        'predefined_type',
        'description',
        'client_id',
        'webhook_remote_url',
        'webhook_remote_method',
        'webhook_remote_body',
        'webhook_remote_headers',
        'webhook_read_timeout',
        'webhook_response_success_codes',
        'access_token_path',
        'expires_in',
        'expires_at',
        'fetched_at',
      ]);
      expect(conn).toMatchObject({ webhook_read_timeout: 7.5, expires_in: 3600 });
      expect(conn.key).toMatch(/^oauth_[0-9a-f]{12}$/);
      expect(conn.expires_at).toMatch(/^2030-01-\d\d \d\d:04:05 [+-]\d{4}$/);

      // Stored sealed, so the token fetcher can use them, but unreachable through the API.
      const row = await db()
        .selectFrom('oauth_connections')
        .select(['client_secret', 'access_token'])
        .where('id', '=', conn.id)
        .executeTakeFirstOrThrow();
      expect(String(row.client_secret)).toMatch(/^enc:v1:/);
      expect(t.leadline.secrets.open(String(row.client_secret))).toBe('very-secret-client');
      expect(t.leadline.secrets.open(String(row.access_token))).toBe('very-secret-token');

      const updated = await req('PUT', `/oauth_connections/${conn.id}`, {
        access_token: 'very-secret-rotated',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.body).not.toContain('very-secret');
      for (const url of [
        `/oauth_connections/${conn.id}`,
        '/oauth_connections',
        '/oauth_connections.csv',
        '/oauth_connections/new?client_secret=very-secret-x',
      ]) {
        const r = await req('GET', url);
        expect(r.statusCode, url).toBe(200);
        expect(r.body, url).not.toContain('very-secret');
      }
      // A hidden column is unknown to the API: left out and named, never shown.
      const asked = await req('GET', '/oauth_connections?columns=name,client_secret');
      expect(asked.statusCode).toBe(200);
      expect(asked.json().metadata.unknown_columns).toEqual(['client_secret']);
      expect(asked.body).not.toContain('very-secret');
      expect((await req('GET', '/oauth_connections?fulltext=very-secret')).json().metadata.total_count).toBe(
        0,
      );
    });
  });

  describe('voice agents', () => {
    const agentBody = { name: 'Qualifier', prompt: 'Ask the caller for their zip code.' };

    it('soft-deletes a voice agent: deleted_at is set and it is gone from show and list', async () => {
      const agent = await create('voice_agents', 'voice_agent', agentBody);
      expect(agent).toMatchObject({ language: 'en-US', active: true, deleted_at: null });
      const del = await req('DELETE', `/voice_agents/${agent.id}`);
      expect(del.statusCode).toBe(200);
      expect(del.json().voice_agent.deleted_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4}$/);
      expect((await req('GET', `/voice_agents/${agent.id}`)).statusCode).toBe(404);
      expect((await req('GET', `/voice_agents?ids=${agent.id}`)).json().voice_agents).toEqual([]);
      const row = await db()
        .selectFrom('voice_agents')
        .select('deleted_at')
        .where('id', '=', agent.id)
        .executeTakeFirst();
      expect(row?.deleted_at).not.toBeNull();

      // A soft-deleted agent can no longer be referenced.
      const field = await req('POST', '/voice_agent_fields', {
        voice_agent_id: agent.id,
        name: 'Zip',
        key: 'zip',
      });
      expect(field.json().errors.voice_agent_id).toEqual(['must reference an existing voice agent']);
    });

    it('removes a voice agent row with permanent=true', async () => {
      const agent = await create('voice_agents', 'voice_agent', agentBody);
      const del = await req('DELETE', `/voice_agents/${agent.id}?permanent=true`);
      expect(del.statusCode).toBe(200);
      const row = await db()
        .selectFrom('voice_agents')
        .select('id')
        .where('id', '=', agent.id)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('soft-deletes voice agent flows too', async () => {
      const agent = await create('voice_agents', 'voice_agent', agentBody);
      const flow = await create('voice_agent_flows', 'voice_agent_flow', {
        voice_agent_id: agent.id,
        name: 'Qualify',
      });
      expect(flow.on_complete).toBe('next_flow');
      const del = await req('DELETE', `/voice_agent_flows/${flow.id}`);
      expect(del.json().voice_agent_flow.deleted_at).not.toBeNull();
      expect((await req('GET', `/voice_agent_flows/${flow.id}`)).statusCode).toBe(404);
      expect((await req('DELETE', `/voice_agent_flows/${flow.id}`)).statusCode).toBe(404);
    });

    it('checks voice agent field keys and keyword actions', async () => {
      const agent = await create('voice_agents', 'voice_agent', agentBody);
      const bad = await req('POST', '/voice_agent_fields', {
        voice_agent_id: agent.id,
        name: 'Zip',
        key: 'Zip Code',
      });
      expect(bad.json().errors.key[0]).toMatch(/lowercase letters, numbers and underscores/);
      const kw = await req('POST', '/voice_agent_keywords', {
        keyword: 'not interested',
        keyword_action: 'ignore',
      });
      expect(kw.json().errors.keyword_action[0]).toMatch(/^Must be one of: convert, transfer, hang_up/);
    });
  });

  describe('standalone transcriptions', () => {
    it('has list, build, create, show and destroy but no update', async () => {
      const built = await req('GET', '/standalone_transcriptions/new');
      expect(built.json().standalone_transcription).toMatchObject({
        id: null,
        status: 'queued',
        language: 'en-US',
      });
      const bad = await req('POST', '/standalone_transcriptions', { recording_url: 'file:///tmp/a.mp3' });
      expect(bad.json().errors.recording_url).toEqual(['must be an http(s) URL']);
      const tr = await create('standalone_transcriptions', 'standalone_transcription', {
        recording_url: 'https://cdn.example/a.mp3',
        transcript: 'client-written text is ignored',
      });
      expect(tr).toMatchObject({ status: 'queued', transcript: null });
      const put = await req('PUT', `/standalone_transcriptions/${tr.id}`, { name: 'x' });
      expect(put.statusCode).toBe(404);
      expect(put.json().code).toBe('route_not_found');
      expect((await req('DELETE', `/standalone_transcriptions/${tr.id}`)).statusCode).toBe(200);
      expect((await req('GET', `/standalone_transcriptions/${tr.id}`)).statusCode).toBe(404);
    });
  });
});
