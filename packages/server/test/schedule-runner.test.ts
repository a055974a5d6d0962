import { ManualClock } from '@leadline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, tenantApi, useTestApp } from './helpers.js';
import { WebhookReceiver } from './webhook-receiver.js';

type Body = Record<string, unknown> & { id: number };

describe('schedule runner: leads worked through their schedule actions, triggers and end-of-schedule actions', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock, other: 'Other Co' });
  let serial = 0;
  beforeEach(() => {
    clock.advance(60_000);
  });

  const { api, create } = tenantApi(t);
  const caller = () => `+1719555${String(1000 + ++serial).padStart(4, '0')}`;
  const schedule = (extra: Record<string, unknown> = {}, who = t.tenant) =>
    create('schedules', 'schedule', { name: `Cadence ${++serial}`, ...extra }, who);
  const action = (s: Body, body: Record<string, unknown>, who = t.tenant) =>
    create(
      'schedule_actions',
      'schedule_action',
      { schedule_id: s.id, sortable_order: ++serial, ...body },
      who,
    );
  const submit = async (s: Body, body: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: s.lead_token, caller_id: caller(), ...body },
    });
    if (res.statusCode !== 200) throw new Error(`lead: ${res.body}`);
    return res.json().lead as Body;
  };
  const lead = async (id: number, who = t.tenant) =>
    (await api('GET', `/leads/${id}`, undefined, who)).json().lead as Body;
  const run = () => t.leadline.schedules.runDue();

  it('runs the cadence in order, waits where told, and completes the lead when the cadence runs out', async () => {
    const s = await schedule();
    await action(s, { action_type: 'modify_lead', lead_data: { stage: 'one' } });
    const wait = await action(s, { action_type: 'wait', wait_amount: 10, wait_unit: 'minutes' });
    const third = await action(s, { action_type: 'modify_lead', lead_data: { stage: 'two', extra: 'x' } });
    const submitted = await submit(s, { interest: 'solar' });
    expect(submitted).toMatchObject({ status: 'scheduled', schedule_phase: 'cadence', schedule_step: 0 });

    expect(await run()).toBe(2);
    const waiting = await lead(submitted.id);
    expect(waiting).toMatchObject({
      status: 'scheduled',
      schedule_step: 2,
      tokens: { interest: 'solar', stage: 'one' },
      last_schedule_action_error: null,
    });
    expect(waiting.last_schedule_action_id).toBe(wait.id);
    expect(Date.parse(String(waiting.next_action_at).replace(' ', 'T').replace(' ', ''))).toBe(
      clock.now() + 600_000,
    );
    expect(await run()).toBe(0);

    clock.advance(600_000);
    expect(await run()).toBe(2);
    const done = await lead(submitted.id);
    expect(done).toMatchObject({
      status: 'completed',
      end_reason: 'schedule_finished',
      next_action_at: null,
      tokens: { interest: 'solar', stage: 'two', extra: 'x' },
      last_schedule_action_id: third.id,
    });
    expect(done.ended_at).not.toBeNull();
    const logs = (
      await api('GET', `/change_logs?record_type=Lead&record_id=${submitted.id}&per_page=50`)
    ).json().change_logs as Body[];
    const byRunner = logs.filter((l) => l.actor_name === 'schedule runner');
    expect(byRunner.length).toBeGreaterThanOrEqual(3);
    expect(byRunner.some((l) => JSON.stringify(l.changes).includes('schedule_finished'))).toBe(true);
  });

  it('skips an action whose conditions do not match, and a matching choice ends the lead', async () => {
    const s = await schedule();
    await action(s, {
      action_type: 'modify_lead',
      lead_data: { texas: 'yes' },
      conditions: [{ key: 'state_province', operator: '==', value: 'TX' }],
    });
    await action(s, {
      action_type: 'choice',
      conditions: [{ key: 'age', operator: '>=', value: '65' }],
    });
    await action(s, { action_type: 'modify_lead', lead_data: { reached: 'end' } });
    const senior = await submit(s, { state: 'CA', age: '70' });
    const young = await submit(s, { state: 'TX', age: '9' });
    await run();
    const a = await lead(senior.id);
    expect(a).toMatchObject({ status: 'completed', end_reason: 'choice' });
    expect(a.tokens).not.toHaveProperty('texas');
    expect(a.tokens).not.toHaveProperty('reached');
    const b = await lead(young.id);
    expect(b).toMatchObject({ status: 'completed', end_reason: 'schedule_finished' });
    expect(b.tokens).toMatchObject({ texas: 'yes', reached: 'end' });
  });

  it('a matching trigger moves the lead to the end-of-schedule actions it names, then the lead completes', async () => {
    const s = await schedule();
    await action(s, { action_type: 'wait', wait_amount: 1, wait_unit: 'days' });
    await action(s, { action_type: 'modify_lead', lead_data: { cadence: 'ran' } });
    const closing = await create('schedule_action_groups', 'schedule_action_group', {
      name: 'Closing',
      schedule_id: s.id,
      end_of_schedule: true,
    });
    const other = await create('schedule_action_groups', 'schedule_action_group', {
      name: 'Other end',
      schedule_id: s.id,
      end_of_schedule: true,
    });
    await action(s, {
      action_type: 'modify_lead',
      lead_data: { closing: 'ran' },
      schedule_action_group_id: closing.id,
    });
    await action(s, {
      action_type: 'modify_lead',
      lead_data: { other: 'ran' },
      schedule_action_group_id: other.id,
    });
    await create('schedule_triggers', 'schedule_trigger', {
      schedule_id: s.id,
      trigger_type: 'tokens_match',
      conditions: [{ key: 'sold', operator: '==', value: 'yes' }],
      schedule_action_group_id: closing.id,
    });
    const sold = await submit(s, { sold: 'yes' });
    const open = await submit(s, { sold: 'no' });
    await run();
    const a = await lead(sold.id);
    expect(a).toMatchObject({
      status: 'completed',
      schedule_phase: 'end_of_schedule',
      end_of_schedule_group_id: closing.id,
    });
    expect(a.tokens).toMatchObject({ closing: 'ran' });
    expect(a.tokens).not.toHaveProperty('other');
    expect(a.tokens).not.toHaveProperty('cadence');
    expect(await lead(open.id)).toMatchObject({
      status: 'scheduled',
      schedule_phase: 'cadence',
      schedule_step: 1,
    });

    // The cadence running out is the end of the schedule too: every end-of-schedule group runs.
    clock.advance(86_400_000);
    await run();
    const b = await lead(open.id);
    expect(b).toMatchObject({
      status: 'completed',
      schedule_phase: 'end_of_schedule',
      end_reason: 'schedule_finished',
    });
    expect(b.tokens).toMatchObject({ cadence: 'ran', closing: 'ran', other: 'ran' });
  });

  it('caller_move_to_end_of_schedule sends the lead to its end-of-schedule actions, which then run', async () => {
    const s = await schedule();
    await action(s, { action_type: 'wait', wait_amount: 2, wait_unit: 'hours' });
    const end = await create('schedule_action_groups', 'schedule_action_group', {
      name: 'End',
      schedule_id: s.id,
      end_of_schedule: true,
    });
    await action(s, {
      action_type: 'modify_lead',
      lead_data: { farewell: 'sent' },
      schedule_action_group_id: end.id,
    });
    const submitted = await submit(s);
    await run();
    const moved = await api(
      'PUT',
      `/leads/${encodeURIComponent(String(submitted.caller_id))}/caller_move_to_end_of_schedule`,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().leads[0]).toMatchObject({
      id: submitted.id,
      status: 'scheduled',
      schedule_phase: 'end_of_schedule',
      schedule_step: 0,
    });
    await run();
    const done = await lead(submitted.id);
    expect(done).toMatchObject({ status: 'completed', end_reason: 'schedule_finished' });
    expect(done.tokens).toMatchObject({ farewell: 'sent' });
  });

  it('an expired lead ends as expired, or runs the end-of-schedule actions when an expired trigger says so', async () => {
    const plain = await schedule({ hours_to_expire: 1 });
    await action(plain, { action_type: 'wait', wait_amount: 3, wait_unit: 'hours' });
    const withTrigger = await schedule({ hours_to_expire: 1 });
    await action(withTrigger, { action_type: 'wait', wait_amount: 3, wait_unit: 'hours' });
    const group = await create('schedule_action_groups', 'schedule_action_group', {
      name: 'Expired',
      schedule_id: withTrigger.id,
      end_of_schedule: true,
    });
    await action(withTrigger, {
      action_type: 'modify_lead',
      lead_data: { expired: 'handled' },
      schedule_action_group_id: group.id,
    });
    await create('schedule_triggers', 'schedule_trigger', {
      schedule_id: withTrigger.id,
      trigger_type: 'expired',
    });
    const a = await submit(plain);
    const b = await submit(withTrigger);
    await run();
    clock.advance(3 * 3_600_000);
    await run();
    expect(await lead(a.id)).toMatchObject({ status: 'completed', end_reason: 'expired' });
    const handled = await lead(b.id);
    expect(handled).toMatchObject({ status: 'completed', end_reason: 'schedule_finished' });
    expect(handled.tokens).toMatchObject({ expired: 'handled' });
  });

  it('opt_out_lead opts the number out company-wide; block_lead blacklists it; nothing runs on the lead after', async () => {
    const s = await schedule();
    await action(s, {
      action_type: 'opt_out_lead',
      conditions: [{ key: 'stop', operator: '==', value: 'yes' }],
    });
    await action(s, {
      action_type: 'block_lead',
      conditions: [{ key: 'abuse', operator: '==', value: 'yes' }],
    });
    await action(s, { action_type: 'modify_lead', lead_data: { after: 'ran' } });
    const stop = await submit(s, { stop: 'yes' });
    const abuse = await submit(s, { abuse: 'yes' });
    await run();
    const a = await lead(stop.id);
    expect(a).toMatchObject({ status: 'opt_out', opt_out: true, next_action_at: null });
    expect(a.tokens).not.toHaveProperty('after');
    const b = await lead(abuse.id);
    expect(b).toMatchObject({ status: 'blocked', blocked: true, next_action_at: null });
    const contact = (
      await api('GET', `/contacts/${encodeURIComponent(String(stop.caller_id).slice(1))}`)
    ).json().contact;
    expect(contact).toMatchObject({ opt_out: true });
    const blocked = (
      await api('GET', `/contacts/${encodeURIComponent(String(abuse.caller_id).slice(1))}`)
    ).json().contact;
    expect(blocked).toMatchObject({ blocked: true });
  });

  it('add_to_schedule enrols the caller on the target schedule with the same data, once', async () => {
    const target = await schedule();
    await action(target, { action_type: 'wait', wait_amount: 1, wait_unit: 'days' });
    const s = await schedule();
    await action(s, { action_type: 'add_to_schedule', target_schedule_id: target.id });
    await action(s, { action_type: 'add_to_schedule', target_schedule_id: target.id });
    const submitted = await submit(s, { first_name: 'Ann', campaign: 'spring' });
    await run();
    const list = (
      await api(
        'GET',
        `/leads?schedule_id=${target.id}&caller_id=${encodeURIComponent(String(submitted.caller_id))}`,
      )
    ).json().leads as Body[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ first_name: 'Ann', tokens: { campaign: 'spring' } });
    expect((await lead(submitted.id)).status).toBe('completed');
    // The second add found the caller already there and said so in the lead's change log.
    const logs = (
      await api('GET', `/change_logs?record_type=Lead&record_id=${submitted.id}&per_page=50`)
    ).json().change_logs as Body[];
    expect(JSON.stringify(logs.map((l) => l.changes))).toMatch(/Not added to Cadence \d+: /);
  });

  it('leaves leads of an inactive schedule waiting, and resumes them when it is active again', async () => {
    const s = await schedule();
    await action(s, { action_type: 'modify_lead', lead_data: { ran: 'yes' } });
    const submitted = await submit(s);
    await api('PUT', `/schedules/${s.id}`, { active: false });
    await run();
    const paused = await lead(submitted.id);
    expect(paused).toMatchObject({
      status: 'scheduled',
      last_schedule_action_error: 'The schedule is inactive',
    });
    await api('PUT', `/schedules/${s.id}`, { active: true });
    clock.advance(15 * 60_000);
    await run();
    expect((await lead(submitted.id)).tokens).toMatchObject({ ran: 'yes' });
  });

  it('a webhook action fires its outgoing webhook about the lead through the engine: logged, retried on its schedule', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      receiver.answers = [503, 200];
      const hook = await create('outgoing_webhooks', 'outgoing_webhook', {
        name: 'Cadence hook',
        trigger: 'call_ended',
        max_attempts: 3,
      });
      await create('outgoing_webhook_urls', 'outgoing_webhook_url', {
        outgoing_webhook_id: hook.id,
        url: receiver.url('/cadence?lead=[lead_id]&name=[first_name]'),
        method: 'get',
      });
      const s = await schedule();
      await action(s, { action_type: 'webhook', outgoing_webhook_id: hook.id });
      const submitted = await submit(s, { first_name: 'Ada' });
      await run();
      await t.leadline.jobs.runDue();
      expect(receiver.received.map((r) => r.path)).toEqual([`/cadence?lead=${submitted.id}&name=Ada`]);
      clock.advance(10_000);
      await t.leadline.jobs.runDue();
      expect(receiver.received).toHaveLength(2);
      const logs = (
        await api('GET', `/webhook_logs?root=false&outgoing_webhook_id=${hook.id}&order=id&order_dir=asc`)
      ).json() as Body[];
      expect(logs).toMatchObject([
        { attempt: 1, code: 503, success: false, lead_id: submitted.id },
        { attempt: 2, code: 200, success: true, lead_id: submitted.id },
      ]);
      expect(await lead(submitted.id)).toMatchObject({
        status: 'completed',
        last_schedule_action_error: null,
      });
    } finally {
      await receiver.stop();
    }
  });

  it("a webhook action naming another company's webhook is refused; an inactive one is passed over with why", async () => {
    const theirs = await create(
      'outgoing_webhooks',
      'outgoing_webhook',
      { name: 'Theirs', trigger: 'call_ended' },
      t.other,
    );
    const s = await schedule();
    const refused = await api('POST', '/schedule_actions', {
      schedule_id: s.id,
      action_type: 'webhook',
      outgoing_webhook_id: theirs.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['outgoing_webhook_id']);
    const mine = await create('outgoing_webhooks', 'outgoing_webhook', {
      name: 'Off',
      trigger: 'call_ended',
      active: false,
    });
    await action(s, { action_type: 'webhook', outgoing_webhook_id: mine.id });
    const submitted = await submit(s);
    await run();
    expect((await lead(submitted.id)).last_schedule_action_error).toBe(
      `Outgoing webhook ${mine.id} is inactive`,
    );
  });

  it('two runners at once run each action of a lead once', async () => {
    const target = await schedule();
    await action(target, { action_type: 'wait', wait_amount: 1, wait_unit: 'days' });
    const s = await schedule();
    await action(s, { action_type: 'add_to_schedule', target_schedule_id: target.id });
    const leads = await Promise.all([1, 2, 3, 4].map(() => submit(s)));
    const [a, b] = await Promise.all([run(), run()]);
    // Each lead: its add and its end; each lead it added: its wait.
    expect(a + b).toBe(leads.length * 3);
    for (const l of leads) {
      const after = await lead(l.id);
      expect(after).toMatchObject({ status: 'completed', last_schedule_action_error: null });
    }
    const enrolled = (await api('GET', `/leads?schedule_id=${target.id}&per_page=100`)).json()
      .leads as Body[];
    expect(enrolled).toHaveLength(leads.length);
  });

  it('refuses actions the runner cannot perform and malformed conditions or lead_data, naming the parameter', async () => {
    const s = await schedule();
    for (const [body, param] of [
      [{ action_type: 'webhook' }, 'outgoing_webhook_id'],
      [{ action_type: 'ftp_upload' }, 'integration_id'],
      [{ action_type: 'zoho_crm', integration_id: 1 }, 'action_type'],
      [{ action_type: 'wait', conditions: { key: 'x' } }, 'conditions'],
      [{ action_type: 'wait', conditions: [{ key: 'x', operator: '<>', value: '1' }] }, 'conditions'],
      [{ action_type: 'modify_lead', lead_data: ['a'] }, 'lead_data'],
    ] as const) {
      const res = await api('POST', '/schedule_actions', { schedule_id: s.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([param]);
    }
    const trigger = await api('POST', '/schedule_triggers', {
      schedule_id: s.id,
      trigger_type: 'tokens_match',
      conditions: 'not json',
    });
    expect(trigger.statusCode).toBe(422);
    expect(trigger.json().errors).toHaveProperty('conditions');
    expect((await api('GET', `/schedule_actions?schedule_id=${s.id}`)).json().schedule_actions).toEqual([]);
  });

  it("runs each company's leads as that company, and another company never sees them", async () => {
    const mine = await schedule();
    await action(mine, { action_type: 'modify_lead', lead_data: { who: 'mine' } });
    const theirs = await schedule({}, t.other);
    await action(theirs, { action_type: 'modify_lead', lead_data: { who: 'theirs' } }, t.other);
    const a = await submit(mine);
    const b = await submit(theirs);
    await run();
    expect((await lead(a.id)).tokens).toMatchObject({ who: 'mine' });
    expect((await lead(b.id, t.other)).tokens).toMatchObject({ who: 'theirs' });
    expect((await api('GET', `/leads/${b.id}`)).statusCode).toBe(404);
    const logs = (await api('GET', `/change_logs?record_type=Lead&record_id=${b.id}`)).json().change_logs;
    expect(logs).toEqual([]);
  });
});
