import { randomUUID } from 'node:crypto';
import { createTestTenant, type TestTenant } from '@leadline/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const BASE = [
  'id',
  'legacy_id',
  'type',
  'uuid',
  'created_at',
  'updated_at',
  'deleted_at',
  'user_updated_at',
  'routes_show_path',
  'routes_edit_path',
  'external_record_id',
];

describe('routing resources (call flow, numbers, conversions, agents, teams)', () => {
  const t = useTestApp();
  let other: TestTenant;

  beforeAll(async () => {
    other = await createTestTenant(t.leadline, 'Rival Leads');
  });

  const req = (method: Method, url: string, payload?: Record<string, unknown>, auth?: string) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: auth ?? t.tenant.authorization },
      ...(payload ? { payload } : {}),
    });
  const create = async (plural: string, root: string, payload: Record<string, unknown>, auth?: string) => {
    const res = await req('POST', `/${plural}`, payload, auth);
    expect(res.statusCode, res.body).toBe(201);
    return res.json()[root] as Record<string, any>;
  };
  const errorsOf = async (method: Method, url: string, payload: Record<string, unknown>) => {
    const res = await req(method, url, payload);
    expect(res.statusCode, res.body).toBe(422);
    return res.json().errors as Record<string, string[]>;
  };
  /** A row written the way the engine's own writers (agent widget, number insertion) will write it. */
  const insertRow = async (
    table: string,
    values: Record<string, unknown>,
    companyId = t.tenant.company.id,
  ) => {
    const now = Date.now();
    const row = await t.leadline.database.db
      .insertInto(table)
      .values({ uuid: randomUUID(), company_id: companyId, created_at: now, updated_at: now, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const offer = (name = 'Solar') => create('offers', 'offer', { name });

  describe('required fields', () => {
    it.each([
      ['call_centers', ['name']],
      ['call_dispositions', ['key', 'name']],
      ['call_control_actions', ['action_type']],
      ['call_recording_rules', ['name']],
      ['call_routers', ['offer_id', 'router_type']],
      ['call_router_answer_groups', ['name', 'key']],
      ['call_router_answers', ['call_router_answer_group_id', 'name']],
      ['key_press_flow_groups', ['name']],
      ['offer_amd_flows', ['name', 'offer_id']],
      ['contact_fields', ['name', 'key']],
      ['contact_field_values', ['contact_field_id', 'value']],
      ['contact_field_views', ['name']],
      ['token_matchers', ['key']],
      ['visitor_token_matchers', ['key', 'url_parameter']],
      ['offer_conversions', ['name', 'offer_id', 'duration', 'duplicate_timeframe']],
      ['buyer_conversions', ['owner_type', 'owner_id']],
      ['traffic_sources', ['company_name']],
      ['ring_pools', ['name', 'offer_id']],
      ['phone_numbers', ['number', 'provider']],
      ['number_orders', ['provider', 'quantity']],
      ['number_order_prefixes', ['number_order_id', 'prefix']],
      ['sound_files', ['name']],
      ['sound_playlists', ['name']],
      ['sip_header_parser_groups', ['name']],
      ['sip_header_parsers', ['sip_header_parser_group_id', 'header_name', 'key']],
      ['sip_headers', ['name', 'value']],
      ['agent_messages', ['content']],
      ['schedule_agents', ['name']],
      ['access_control_lists', ['name']],
    ])('%s answers 422 naming every missing required parameter', async (plural, params) => {
      const errors = await errorsOf('POST', `/${plural}`, {});
      expect(errors).toEqual(Object.fromEntries(params.map((p) => [p, ['is required']])));
    });

    it('call_dispositions refuses a blank key or name on create, and an update may blank them (spec 2.3)', async () => {
      const created = await req('POST', '/call_dispositions', { key: '', name: '' });
      expect(created.statusCode).toBe(422);
      expect(Object.keys(created.json().errors).sort()).toEqual(['key', 'name']);
      const d = await create('call_dispositions', 'call_disposition', {
        key: 'blank_later',
        name: 'Blank later',
      });
      const updated = await req('PUT', `/call_dispositions/${d.id}`, { key: '', name: '' });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().call_disposition).toMatchObject({ key: null, name: null });
      // Other required fields keep refusing blanks on update ("optional" without "blank ok").
      const fleet = await create('buyer_fleets', 'buyer_fleet', {
        name: 'Fleet',
        user_fleet_id: 'fleet_blank',
      });
      expect((await req('PUT', `/buyer_fleets/${fleet.id}`, { name: '' })).statusCode).toBe(422);
    });

    it('key_press_flows and agent_call_dispositions have no required field (spec 2.3: all optional)', async () => {
      expect((await req('POST', '/key_press_flows', {})).statusCode).toBe(201);
      expect((await req('POST', '/agent_call_dispositions', {})).statusCode).toBe(201);
    });

    it('offer_conversions creates with the documented example body', async () => {
      const o = await offer();
      const conversion = await create('offer_conversions', 'offer_conversion', {
        payout: 10,
        duration: 60,
        duplicate_timeframe: 3600,
        name: 'Pay $10 after 1 minute, deduped by 1 hour.',
        offer_id: o.id,
      });
      expect(conversion).toMatchObject({
        payout: 10,
        payout_type: 'usd',
        duration: 60,
        duplicate_timeframe: 3600,
      });
    });
  });

  describe('spec 2.3 column lists', () => {
    it('call_dispositions shows exactly the listed columns, with the listed flags writable', async () => {
      const d = await create('call_dispositions', 'call_disposition', {
        key: 'sale',
        name: 'Sale',
        apply_qualified: 'yes',
        notes_required: 1,
        sortable_order: '2.5',
      });
      expect(Object.keys(d)).toEqual([
        ...BASE,
        'sortable_order',
        'key',
        'name',
        'hint',
        'show_on_agent_widget',
        'show_in_tables',
        'show_in_reports',
        'apply_call_answered',
        'apply_agent_handled',
        'apply_buyer_handled',
        'apply_qualified',
        'schedule_callback_now',
        'apply_end_of_schedule',
        'apply_block_caller',
        'apply_auto_next_lead',
        'notes_required',
        'font_size',
        'text_shadow_color',
        'text_color',
        'background_color',
        'line_height',
        'context_menu_name',
        'call_action_leave_voicemail',
        'call_action_apply_opt_out',
        'system_status',
        'use_when_blank',
        'apply_machine_detected',
        'schedule_id',
        'call_disposition_action_ids',
        'reuse_conference',
        'apply_add_to_schedule_suppression',
        'delete_scheduled_callbacks',
        'scheduled_callback_chance',
        'record_token_additional_id',
        'record_token_additional_data_count',
        'record_token_additional_data',
        'record_token_filter_id',
        'record_token_filter_data_count',
        'record_token_filter_data',
      ]);
      expect(d).toMatchObject({
        type: 'CallDisposition',
        apply_qualified: true,
        notes_required: true,
        sortable_order: 2.5,
        show_on_agent_widget: true,
        apply_block_caller: false,
      });
    });

    it('call_dispositions ignores columns the spec does not list as writable', async () => {
      const d = await create('call_dispositions', 'call_disposition', {
        key: 'read_only_probe',
        name: 'Probe',
        // schedule_callback_now and the other action flags are writable (docs/decisions/calls-disposition-actions-run-once.md).
        reuse_conference: true,
        system_status: 'hacked',
        font_size: '40px',
      });
      expect(d).toMatchObject({ reuse_conference: false, system_status: null, font_size: null });
    });

    it('key_press_flows shows exactly the listed columns and writes group, key_press, description, the disposition and continue_call_routing (the rest is read-only)', async () => {
      const group = await create('key_press_flow_groups', 'key_press_flow_group', { name: 'Main menu' });
      const disposition = await create('call_dispositions', 'call_disposition', { key: 'kpf', name: 'KPF' });
      const flow = await create('key_press_flows', 'key_press_flow', {
        key_press_flow_group_id: String(group.id),
        key_press: '1',
        description: 'Sales',
        call_disposition_id: disposition.id,
        continue_call_routing: true,
      });
      expect(Object.keys(flow)).toEqual([
        ...BASE,
        'company_id',
        'key_press_flow_group_id',
        'key_press',
        'call_control_action_ids',
        'sortable_order',
        'description',
        'webhook_actions_count',
        'call_disposition_id',
        'continue_call_routing',
        'buyer_conference_time_elapsed_seconds_limit',
        'record_token_filter_id',
        'record_token_filter_data_count',
        'record_token_filter_data',
        'record_token_additional_id',
        'record_token_additional_data_count',
        'record_token_additional_data',
      ]);
      expect(flow).toMatchObject({
        company_id: t.tenant.company.id,
        key_press_flow_group_id: group.id,
        key_press: '1',
        description: 'Sales',
        call_disposition_id: disposition.id,
        continue_call_routing: true,
        call_control_action_ids: [],
      });
      const cleared = await req('PUT', `/key_press_flows/${flow.id}`, { key_press: '', description: '' });
      expect(cleared.json().key_press_flow).toMatchObject({ key_press: null, description: null });
    });

    it('agent_messages shows exactly company_id, content, agent_status_id, user_id, agent_widget_count', async () => {
      const m = await create('agent_messages', 'agent_message', {
        content: 'Lunch at noon',
        agent_status_id: 3,
      });
      expect(Object.keys(m)).toEqual([
        ...BASE,
        'company_id',
        'content',
        'agent_status_id',
        'user_id',
        'agent_widget_count',
      ]);
      expect(m).toMatchObject({ content: 'Lunch at noon', agent_status_id: 3, agent_widget_count: 0 });
    });

    it('agent_call_dispositions shows exactly the listed columns; has_disposition follows call_disposition_id', async () => {
      const disposition = await create('call_dispositions', 'call_disposition', {
        key: 'callback',
        name: 'Callback',
      });
      const without = await create('agent_call_dispositions', 'agent_call_disposition', {
        notes: 'Left message',
      });
      expect(Object.keys(without)).toEqual([
        ...BASE,
        'company_id',
        'call_id',
        'collaborator_id',
        'call_disposition_id',
        'key',
        'has_disposition',
        'call_answered',
        'agent_handled',
        'buyer_handled',
        'qualified',
        'end_of_schedule',
        'block_caller',
        'notes',
        'text_color',
        'background_color',
        'name',
        'short_name',
      ]);
      expect(without).toMatchObject({ has_disposition: false, notes: 'Left message', call_id: null });
      const res = await req('PUT', `/agent_call_dispositions/${without.id}`, {
        call_disposition_id: disposition.id,
        call_id: 99,
      });
      expect(res.json().agent_call_disposition).toMatchObject({
        has_disposition: true,
        call_disposition_id: disposition.id,
        call_id: null,
      });
    });

    it('access_control_lists shows exactly company_id, name, users_emails', async () => {
      const team = await create('access_control_lists', 'access_control_list', {
        name: 'Closers',
        users_emails: ['x@example.com'],
      });
      expect(Object.keys(team)).toEqual([...BASE, 'company_id', 'name', 'users_emails']);
      expect(team).toMatchObject({ name: 'Closers', users_emails: [] });
    });

    it('agent_status_timestamps lists only its own columns (no uuid, type or route paths) and searches key', async () => {
      const id = await insertRow('agent_status_timestamps', {
        user_id: 7,
        collaborator_id: 8,
        agent_widget_id: 9,
        agent_status_id: 10,
        key: 'on_break',
      });
      await insertRow('agent_status_timestamps', { user_id: 7, key: 'online' });
      const res = await req('GET', '/agent_status_timestamps?fulltext=break');
      expect(res.statusCode).toBe(200);
      const [row, ...rest] = res.json().agent_status_timestamps;
      expect(rest).toEqual([]);
      expect(Object.keys(row).sort()).toEqual(
        [
          'id',
          'company_id',
          'user_id',
          'collaborator_id',
          'agent_widget_id',
          'agent_status_id',
          'created_at',
          'updated_at',
          'key',
        ].sort(),
      );
      expect(row).toMatchObject({
        id,
        company_id: t.tenant.company.id,
        agent_status_id: 10,
        key: 'on_break',
      });
      // uuid is no column of this resource: left out and named (issue 19), never answered.
      const asked = await req('GET', '/agent_status_timestamps?columns=uuid,key');
      expect(asked.statusCode).toBe(200);
      expect(asked.json().metadata.unknown_columns).toEqual(['uuid']);
      for (const r of asked.json().agent_status_timestamps) expect(Object.keys(r)).toEqual(['key']);
    });
  });

  describe('agent_messages recipients', () => {
    it('takes buyer_ids, buyer_group_ids and call_center_ids on create and update without showing them', async () => {
      const buyer = await create('buyers', 'buyer', { name: 'Agent A', number: '+14155550100' });
      const group = await create('buyer_groups', 'buyer_group', { name: 'Floor 1' });
      const center = await create('call_centers', 'call_center', { name: 'Austin' });
      const m = await create('agent_messages', 'agent_message', {
        content: 'Hello',
        buyer_ids: [buyer.id],
        buyer_group_ids: [group.id],
        call_center_ids: [center.id],
      });
      expect(m).not.toHaveProperty('buyer_ids');
      const links = (field: string) =>
        t.leadline.links
          .load(t.leadline.database.db, 'agent_messages', [field], [m.id])
          .then((l) => l.get(field)?.get(m.id));
      expect(await links('buyer_ids')).toEqual([buyer.id]);
      expect(await links('buyer_group_ids')).toEqual([group.id]);
      expect(await links('call_center_ids')).toEqual([center.id]);

      const updated = await req('PUT', `/agent_messages/${m.id}`, { call_center_ids: [] });
      expect(updated.statusCode).toBe(200);
      expect(await links('call_center_ids')).toBeUndefined();
    });

    it('build takes only content and agent_status_id', async () => {
      // A bad buyer_ids would be a 422 if build read it; it is not a build parameter, so it is dropped.
      const res = await req('GET', '/agent_messages/new?content=Hi&agent_status_id=2&buyer_ids=abc');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().agent_message).toMatchObject({ id: null, content: 'Hi', agent_status_id: 2 });
    });

    it("rejects another company's buyer as a recipient", async () => {
      const foreign = await create(
        'buyers',
        'buyer',
        { name: 'Theirs', number: '+14155550101' },
        other.authorization,
      );
      const errors = await errorsOf('POST', '/agent_messages', { content: 'x', buyer_ids: [foreign.id] });
      expect(Object.keys(errors)).toEqual(['buyer_ids']);
    });
  });

  describe('enums', () => {
    it('call_routers take the router types of the domain notes, including key_press_# and exception handling', async () => {
      const o = await offer();
      // Key rules act only on an offer whose greeting opens a menu (refused at save otherwise).
      const menu = await create('key_press_flow_groups', 'key_press_flow_group', {
        name: 'Main menu',
        text_to_speech: 'Press 1 for sales.',
      });
      const greeting = await create('call_routers', 'call_router', {
        offer_id: o.id,
        router_type: 'greeting',
        text_to_speech: 'Thanks for calling.',
        action: 'request_key_press',
        key_press_flow_group_id: menu.id,
      });
      expect(greeting).toMatchObject({ router_type: 'greeting', action: 'request_key_press' });
      // The hold queue's rules act only on an offer that holds callers.
      await create('call_routers', 'call_router', { offer_id: o.id, router_type: 'add_to_hold_queue' });
      for (const router_type of ['key_press_#', 'key_press_*', 'no_buyers_match', 'hold_queue_is_full']) {
        const r = await create('call_routers', 'call_router', { offer_id: o.id, router_type });
        expect(r).toMatchObject({ router_type, action: 'forward_to_buyers', auto_try_next_buyer: true });
      }
      const errors = await errorsOf('POST', '/call_routers', {
        offer_id: o.id,
        router_type: 'press_2',
        action: 'x',
      });
      expect(Object.keys(errors).sort()).toEqual(['action', 'router_type']);
      expect(errors.router_type![0]).toMatch(/^Must be one of: greeting, no_greeting_is_played, /);
    });

    it('buyer_conversions take owner_type Buyer|BuyerGroup, conversion_type revenue|webhook|postback and the webhook types', async () => {
      const buyer = await create('buyers', 'buyer', { name: 'Pays', number: '+14155550102' });
      const c = await create('buyer_conversions', 'buyer_conversion', {
        owner_type: 'Buyer',
        owner_id: buyer.id,
        conversion_type: 'webhook',
        webhook_type: 'marchex_v2',
        revenue_min: 5,
        revenue_max: 40,
        duration: 0,
      });
      expect(c).toMatchObject({
        conversion_type: 'webhook',
        webhook_type: 'marchex_v2',
        duration: 0,
        revenue: 0,
      });
      const errors = await errorsOf('POST', '/buyer_conversions', {
        owner_type: 'Offer',
        owner_id: buyer.id,
        conversion_type: 'bid',
        webhook_type: 'ringba',
        webhook_url: 'ftp://x',
      });
      expect(errors).toEqual({
        owner_type: ['Must be one of: Buyer, BuyerGroup'],
        conversion_type: ['Must be one of: revenue, webhook, postback'],
        webhook_type: [
          'Must be one of: elocal, media_alpha, marchex, marchex_v2, jornaya_tcpa_guardian, custom',
        ],
        webhook_url: ['must be an http(s) URL'],
      });
    });

    it('offer_conversions take payout_type usd|buyer_conversion_percent and a revenue_percentage of 0 to 100', async () => {
      const o = await offer();
      const base = { name: 'Share', offer_id: o.id, duration: 0, duplicate_timeframe: 0 };
      const share = await create('offer_conversions', 'offer_conversion', {
        ...base,
        payout_type: 'buyer_conversion_percent',
        revenue_percentage: 60,
      });
      expect(share).toMatchObject({ payout_type: 'buyer_conversion_percent', revenue_percentage: 60 });
      const errors = await errorsOf('POST', '/offer_conversions', {
        ...base,
        payout_type: 'eur',
        revenue_percentage: 120,
        duration: -1,
      });
      expect(errors).toEqual({
        payout_type: ['Must be one of: usd, buyer_conversion_percent'],
        revenue_percentage: ['must be at most 100'],
        duration: ['must be at least 0'],
      });
    });

    it('ring_pools and phone_numbers take the providers twilio, plivo, telnyx and sip', async () => {
      const errors = await errorsOf('POST', '/phone_numbers', { number: '+14155550140', provider: 'vonage' });
      expect(errors).toEqual({ provider: ['Must be one of: twilio, plivo, telnyx, sip'] });
      const o = await offer();
      const pool = await create('ring_pools', 'ring_pool', {
        name: 'DNI',
        offer_id: o.id,
        provider: 'telnyx',
      });
      expect(pool).toMatchObject({
        provider: 'telnyx',
        tracking_type: 'visitor',
        number_type: 'local',
        token_hold_time: 300,
        number_stockpile: 0,
        auto_rent: false,
      });
    });
  });

  describe('patterns and formats', () => {
    it('token keys take only lowercase letters, numbers and underscores', async () => {
      const message = ['may contain only lowercase letters, numbers and underscores'];
      expect((await errorsOf('POST', '/call_dispositions', { key: 'Not Sold', name: 'x' })).key).toEqual(
        message,
      );
      expect((await errorsOf('POST', '/contact_fields', { key: 'loan-amount', name: 'x' })).key).toEqual(
        message,
      );
      expect((await errorsOf('POST', '/token_matchers', { key: 'GCLID' })).key).toEqual(message);
    });

    it('call_disposition keys are unique within a company', async () => {
      await create('call_dispositions', 'call_disposition', { key: 'dupe_key', name: 'A' });
      expect(await errorsOf('POST', '/call_dispositions', { key: 'dupe_key', name: 'B' })).toEqual({
        key: ['has already been taken'],
      });
      await create(
        'call_dispositions',
        'call_disposition',
        { key: 'dupe_key', name: 'Theirs' },
        other.authorization,
      );
    });

    it('key presses take only digits, * and #', async () => {
      expect((await errorsOf('POST', '/key_press_flows', { key_press: '1a' })).key_press).toEqual([
        'may contain only digits, * and #',
      ]);
      const group = await create('call_router_answer_groups', 'call_router_answer_group', {
        name: 'Q',
        key: 'q',
      });
      const errors = await errorsOf('POST', '/call_router_answers', {
        call_router_answer_group_id: group.id,
        name: 'Yes',
        key_press: '12',
      });
      expect(errors).toEqual({ key_press: ['must be one key: 0-9, * or #'] });
      expect(
        (await errorsOf('POST', '/key_press_flow_groups', { name: 'Menu', finish_on_key: '5' }))
          .finish_on_key,
      ).toEqual(['must be # or *']);
    });

    it('SIP header names take only letters, digits and dashes', async () => {
      const errors = await errorsOf('POST', '/sip_headers', { name: 'X Caller State', value: '[geo_state]' });
      expect(errors).toEqual({ name: ['must be a SIP header name (letters, digits and dashes)'] });
      const header = await create('sip_headers', 'sip_header', {
        name: 'X-Caller-State',
        value: '[geo_state]',
      });
      expect(header).toMatchObject({ name: 'X-Caller-State', value: '[geo_state]', active: true });
    });

    it('number orders and prefixes check quantity, country and digits-only prefixes', async () => {
      const errors = await errorsOf('POST', '/number_orders', {
        provider: 'twilio',
        quantity: 0,
        country: 'usa',
      });
      expect(errors).toEqual({
        quantity: ['must be at least 1'],
        country: ['must be a two-letter ISO country code (US, CA, GB…)'],
      });
      const order = await create('number_orders', 'number_order', {
        provider: 'twilio',
        quantity: 5,
        country: 'US',
      });
      expect(order).toMatchObject({ status: 'pending', ordered_count: 0 });
      expect(
        await errorsOf('POST', '/number_order_prefixes', { number_order_id: order.id, prefix: '(415)' }),
      ).toEqual({ prefix: ['must be 1 to 10 digits'] });
    });

    it('phone_numbers normalise the number to E.164, keep it unique, and refuse to change it', async () => {
      const n = await create('phone_numbers', 'phone_number', {
        number: '(415) 555-0150',
        provider: 'twilio',
      });
      expect(n.number).toBe('+14155550150');
      expect(
        await errorsOf('POST', '/phone_numbers', { number: '+1 415 555 0150', provider: 'plivo' }),
      ).toEqual({
        number: ['has already been taken'],
      });
      expect(await errorsOf('POST', '/phone_numbers', { number: '12', provider: 'plivo' })).toEqual({
        number: ['is not a valid phone number'],
      });
      const moved = await req('PUT', `/phone_numbers/${n.id}`, { number: '+14155550199', name: 'Billboard' });
      expect(moved.json().phone_number).toMatchObject({ number: '+14155550150', name: 'Billboard' });
    });

    it('traffic_sources keep user_traffic_source_id unique and sort by the documented columns', async () => {
      await create('traffic_sources', 'traffic_source', {
        company_name: 'Beta Media',
        user_traffic_source_id: 'pub_1',
        number_limit: 5,
      });
      await create('traffic_sources', 'traffic_source', { company_name: 'Alpha Media', number_limit: 9 });
      expect(
        await errorsOf('POST', '/traffic_sources', {
          company_name: 'Gamma',
          user_traffic_source_id: 'pub_1',
        }),
      ).toEqual({ user_traffic_source_id: ['has already been taken'] });
      for (const order of [
        'first_name',
        'last_name',
        'company_name',
        'numbers_count',
        'recent_calls_count',
        'last_call_at',
        'calls_count',
        'user_traffic_source_id',
        'number_limit',
      ]) {
        expect((await req('GET', `/traffic_sources?order=${order}`)).statusCode, order).toBe(200);
      }
      const byName = (
        await req('GET', '/traffic_sources?order=company_name&order_dir=asc&root=false')
      ).json();
      expect(byName.map((s: { company_name: string }) => s.company_name)).toEqual([
        'Alpha Media',
        'Beta Media',
      ]);
    });
  });

  describe('operation sets (spec 4.2)', () => {
    it('phone_numbers have no build endpoint', async () => {
      expect((await req('GET', '/phone_numbers/new')).statusCode).toBe(404);
    });

    it('impressions and agent_status_timestamps are list only', async () => {
      const impression = await insertRow('impressions', { number: '+14155550160', visitor_id: 'v1' });
      const stamp = await insertRow('agent_status_timestamps', { key: 'online' });
      for (const [plural, id] of [
        ['impressions', impression],
        ['agent_status_timestamps', stamp],
      ] as const) {
        expect((await req('GET', `/${plural}`)).statusCode).toBe(200);
        expect((await req('GET', `/${plural}/new`)).statusCode).toBe(404);
        expect((await req('POST', `/${plural}`, {})).statusCode).toBe(404);
        expect((await req('GET', `/${plural}/${id}`)).statusCode).toBe(404);
        expect((await req('PUT', `/${plural}/${id}`, {})).statusCode).toBe(404);
        expect((await req('DELETE', `/${plural}/${id}`)).statusCode).toBe(404);
      }
      const listed = (await req('GET', '/impressions?visitor_id=v1&root=false')).json();
      expect(listed).toMatchObject([{ id: impression, number: '+14155550160', visitor_id: 'v1' }]);
    });
  });

  describe('references', () => {
    it('every refs field of a record comes back with its own ids, ascending, on show, list, columns= and csv', async () => {
      const offers = [];
      for (const name of ['Ref A', 'Ref B', 'Ref C']) offers.push(await create('offers', 'offer', { name }));
      const group = await create('buyer_groups', 'buyer_group', { name: 'Ref group' });
      const [a, b, c] = offers.map((o) => o.id as number);
      const linked = await create('buyers', 'buyer', {
        name: 'Linked buyer',
        number: '+14155550181',
        offer_ids: [c, a, b],
        buyer_group_ids: [group.id],
      });
      const bare = await create('buyers', 'buyer', { name: 'Unlinked buyer', number: '+14155550182' });
      const want = { offer_ids: [a, b, c], buyer_group_ids: [group.id], buyer_suppression_ids: [] };

      const shown = await req('GET', `/buyers/${linked.id}`);
      expect(shown.json().buyer).toMatchObject(want);
      expect((await req('GET', `/buyers/${bare.id}`)).json().buyer).toMatchObject({
        offer_ids: [],
        buyer_group_ids: [],
      });
      const ids = `ids=${linked.id},${bare.id}`;
      const listed = (await req('GET', `/buyers?${ids}&order=id&order_dir=asc`)).json().buyers;
      expect(listed.map((r: Record<string, unknown>) => r.offer_ids)).toEqual([[a, b, c], []]);
      const narrow = (await req('GET', `/buyers?${ids}&order=id&order_dir=asc&columns=id,offer_ids`)).json();
      expect(narrow.buyers).toEqual([
        { id: linked.id, offer_ids: [a, b, c] },
        { id: bare.id, offer_ids: [] },
      ]);
      const csv = await req('GET', `/buyers.csv?${ids}&order=id&order_dir=asc&columns=id,offer_ids`);
      expect(csv.body.trim().split('\n').slice(1)).toEqual([
        `${linked.id},"[${a},${b},${c}]"`,
        `${bare.id},[]`,
      ]);
    });

    it("rejects another company's offer, pool or traffic source", async () => {
      const theirOffer = await create('offers', 'offer', { name: 'Theirs' }, other.authorization);
      const theirPool = await create(
        'ring_pools',
        'ring_pool',
        { name: 'Their pool', offer_id: theirOffer.id },
        other.authorization,
      );
      const theirSource = await create(
        'traffic_sources',
        'traffic_source',
        { company_name: 'Their source' },
        other.authorization,
      );
      expect(
        await errorsOf('POST', '/call_routers', {
          offer_id: theirOffer.id,
          router_type: 'greeting',
          text_to_speech: 'Hello',
        }),
      ).toEqual({ offer_id: ['must reference an existing offer'] });
      expect(
        await errorsOf('POST', '/phone_numbers', {
          number: '+14155550170',
          provider: 'twilio',
          ring_pool_id: theirPool.id,
          traffic_source_id: theirSource.id,
        }),
      ).toEqual({
        ring_pool_id: ['must reference an existing ring pool'],
        traffic_source_id: ['must reference an existing traffic source'],
      });
    });

    it('chains the call flow: rule → answer group → answers, and key press group → flows → actions', async () => {
      const o = await offer();
      const rule = await create('call_routers', 'call_router', {
        offer_id: o.id,
        router_type: 'ask_a_question',
      });
      const group = await create('call_router_answer_groups', 'call_router_answer_group', {
        name: 'Homeowner?',
        key: 'homeowner',
        call_router_id: rule.id,
      });
      const answer = await create('call_router_answers', 'call_router_answer', {
        call_router_answer_group_id: group.id,
        name: 'Yes',
        key_press: '1',
        phrases: 'yes,yeah,i do',
      });
      expect(answer).toMatchObject({ phrases: ['yes', 'yeah', 'i do'], key_press: '1' });

      const menu = await create('key_press_flow_groups', 'key_press_flow_group', {
        name: 'Menu',
        offer_id: o.id,
      });
      expect(menu).toMatchObject({ num_digits: 1, finish_on_key: '#', timeout_seconds: 5, max_attempts: 3 });
      const flow = await create('key_press_flows', 'key_press_flow', { key_press_flow_group_id: menu.id });
      const action = await create('call_control_actions', 'call_control_action', {
        action_type: 'forward_to_offer',
        key_press_flow_id: flow.id,
        forward_offer_id: o.id,
      });
      expect(action).toMatchObject({ key_press_flow_id: flow.id, forward_offer_id: o.id });
      const bad = await errorsOf('POST', '/call_control_actions', {
        action_type: 'dance',
        call_router_id: 987654,
      });
      expect(bad).toEqual({
        action_type: [expect.stringMatching(/^Must be one of: forward_to_buyers, /)],
      });
      const missing = await errorsOf('POST', '/call_control_actions', {
        action_type: 'hang_up',
        call_router_id: 987654,
      });
      expect(missing).toEqual({ call_router_id: ['must reference an existing call router'] });
    });
  });
});
