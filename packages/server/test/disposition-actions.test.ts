import { ManualClock } from '@leadline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Body, useCallKit } from './call-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('call disposition actions run once, through the existing services, when a disposition is applied', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { clock, other: 'Other Co', allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCallKit(t);
  const { api } = kit;
  beforeEach(() => clock.advance(60_000));

  let seq = 0;
  const disposition = (flags: Record<string, unknown>) =>
    kit.create('call_dispositions', 'call_disposition', {
      key: `outcome_${++seq}`,
      name: `Outcome ${seq}`,
      ...flags,
    });
  const apply = async (callId: number, dispositionId: number, notes?: string) => {
    const res = await api('POST', '/agent_call_dispositions', {
      call_id: callId,
      call_disposition_id: dispositionId,
      ...(notes ? { notes } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().agent_call_disposition as Body;
  };
  const lead = async (id: unknown) => (await api('GET', `/leads/${id}`)).json().lead as Body;
  const callbacks = async (leadId: unknown) =>
    (await api('GET', `/scheduled_callbacks?lead_id=${leadId}&per_page=100`)).json()
      .scheduled_callbacks as Body[];
  const steps = async (callId: number) =>
    ((await api('GET', `/calls/${callId}/events`)).json().events as Body[]).filter(
      (e) => e.type === 'Disposition',
    );

  it('opts the caller out and blacklists the number, and says so in the call trace and log', async () => {
    const s = await kit.setup();
    const { call } = await kit.place(s);
    const d = await disposition({ call_action_apply_opt_out: true, apply_block_caller: true });
    await apply(call.id, d.id);
    // Opted out, then blocked: the blacklist has the last word on the lead's status.
    expect(await lead(call.lead_id)).toMatchObject({ opt_out: true, status: 'blocked' });
    const blocked = (await api('GET', `/contacts/suppression_list?per_page=100`)).json().contacts as Body[];
    expect(blocked.map((c) => c.number)).toContain(call.caller_number);
    const [step] = await steps(call.id);
    expect(step).toMatchObject({
      reason: d.key,
      call_disposition_id: d.id,
      actions: [
        { action: 'call_action_apply_opt_out', result: 'done' },
        { action: 'apply_block_caller', result: 'done' },
      ],
    });
    const logs = (await api('GET', `/call_logs?call_id=${call.id}&per_page=100`)).json().call_logs as Body[];
    expect(logs.some((l) => l.message === `Disposition ${d.key} applied`)).toBe(true);
  });

  it("adds the caller to the schedule's suppression lists", async () => {
    const s = await kit.setup();
    const list = await kit.create('buyer_suppressions', 'buyer_suppression', {
      name: `Schedule list ${s.schedule.id}`,
      schedule_ids: [s.schedule.id],
    });
    const { call } = await kit.place(s);
    await apply(call.id, (await disposition({ apply_add_to_schedule_suppression: true })).id);
    const check = await api('POST', `/buyer_suppressions/${list.id}/caller_block`, {
      caller_ids: [String(call.caller_number).slice(1)],
      dry_run: true,
    });
    expect(check.statusCode, check.body).toBe(200);
    // Already on the list: a dry-run block would add nothing.
    expect(check.json().metadata.added_count).toBe(0);
  });

  it('replaces pending callbacks with one due now, and moves the lead to the end of its schedule', async () => {
    const s = await kit.setup();
    // A lead of the schedule, then a call to it: the call is the schedule lead's.
    const number = kit.number();
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: s.schedule.lead_token, caller_id: number },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { call } = await kit.place(s, number);
    expect(call.lead_id).toBe(submitted.json().lead.id);
    const old = await kit.create('scheduled_callbacks', 'scheduled_callback', {
      lead_id: call.lead_id,
      callback_at: '2026-07-01 10:00:00 +0000',
    });
    const d = await disposition({
      delete_scheduled_callbacks: true,
      schedule_callback_now: true,
      apply_end_of_schedule: true,
    });
    await apply(call.id, d.id);
    const pending = await callbacks(call.lead_id);
    expect(pending.map((c) => c.id)).not.toContain(old.id);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      status: 'scheduled',
      schedule_id: s.schedule.id,
      lead_id: call.lead_id,
    });
    expect(await lead(call.lead_id)).toMatchObject({ end_reason: 'moved_to_end_of_schedule' });
  });

  it('runs the actions once: a notes update runs nothing, a new disposition runs its own', async () => {
    const s = await kit.setup();
    const { call } = await kit.place(s);
    const now = await disposition({ schedule_callback_now: true });
    const applied = await apply(call.id, now.id);
    expect(await callbacks(call.lead_id)).toHaveLength(1);
    const notes = await api('PUT', `/agent_call_dispositions/${applied.id}`, { notes: 'called back later' });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(await callbacks(call.lead_id)).toHaveLength(1);
    expect(await steps(call.id)).toHaveLength(1);

    const block = await disposition({ apply_block_caller: true });
    await api('PUT', `/agent_call_dispositions/${applied.id}`, { call_disposition_id: block.id });
    expect(await callbacks(call.lead_id)).toHaveLength(1);
    expect((await steps(call.id)).map((e) => e.reason)).toEqual([now.key, block.key]);
  });

  it('applies a disposition without actions as before, and skips actions the call cannot take', async () => {
    const s = await kit.setup();
    const { call } = await kit.place(s);
    await apply(call.id, (await disposition({ apply_qualified: true })).id);
    expect(await steps(call.id)).toEqual([]);
    // A schedule without suppression lists: passed over, with why.
    await apply(call.id, (await disposition({ apply_add_to_schedule_suppression: true })).id);
    expect((await steps(call.id))[0]).toMatchObject({
      actions: [
        {
          action: 'apply_add_to_schedule_suppression',
          result: 'skipped',
          detail: 'the schedule has no suppression list',
        },
      ],
    });
  });

  it('takes the action flags on create and update, refusing a non-boolean naming it', async () => {
    const d = await disposition({ schedule_callback_now: 'yes', delete_scheduled_callbacks: 1 });
    expect(d).toMatchObject({ schedule_callback_now: true, delete_scheduled_callbacks: true });
    const bad = await api('PUT', `/call_dispositions/${d.id}`, { call_action_apply_opt_out: 'perhaps' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['call_action_apply_opt_out']);
  });
});
