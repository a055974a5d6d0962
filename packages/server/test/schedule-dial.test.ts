import { ManualClock } from '@leadline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Body, useDialKit } from './dial-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('schedule dial actions: calls placed by the schedule runner through the carrier', () => {
  // 15:00 UTC is 11:00 in New York: inside the default daylight hours (08:00–21:00).
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock });
  const kit = useDialKit(t);
  const { api, create, run, lead, setup, submit, number } = kit;
  beforeEach(() => {
    clock.advance(60_000);
  });

  it('dials the lead, waits for the call to end, then goes on to the next action', async () => {
    const s = await setup({}, [
      { action_type: 'dial' },
      { action_type: 'modify_lead', lead_data: { after_call: 'yes' } },
    ]);
    const submitted = await submit(s.schedule);
    const dialled = kit.carriers.dialed.length;
    await run();
    const sent = kit.carriers.dialed.slice(dialled);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: submitted.caller_id, from: s.from });
    expect(sent[0]!.statusUrl).toMatch(/^https:\/\/leadline\.test\/api\/v1\/secure\//);
    const waiting = await lead(submitted.id);
    expect(waiting).toMatchObject({ status: 'scheduled', schedule_step: 1, contact_attempts: 1 });
    expect(waiting.attempted_call_id).not.toBeNull();
    expect(await run()).toBe(0);

    const ended = await t.app.inject({
      method: 'POST',
      url: new URL(sent[0]!.statusUrl).pathname,
      payload: { CallSid: sent[0]!.sid, CallStatus: 'no-answer' },
    });
    expect(ended.statusCode).toBe(200);
    await run();
    const done = await lead(submitted.id);
    expect(done).toMatchObject({
      status: 'completed_attempted',
      end_reason: 'schedule_finished',
      tokens: { after_call: 'yes' },
    });
  });

  it("puts a dial off until the schedule's daylight hours open in the lead's zone, without calling", async () => {
    const s = await setup({ daylight_hours_open: '13:00', daylight_hours_close: '20:00' }, [
      { action_type: 'dial' },
    ]);
    const submitted = await submit(s.schedule);
    const dialled = kit.carriers.dialed.length;
    await run();
    expect(kit.carriers.dialed.length).toBe(dialled);
    const waiting = await lead(submitted.id);
    expect(waiting).toMatchObject({ status: 'scheduled', schedule_step: 0, contact_attempts: 0 });
    expect(String(waiting.last_schedule_action_error)).toMatch(
      /^Outside daylight hours in America\/New_York: waiting until 2026-06-03 13:00:00/,
    );

    clock.set(Date.UTC(2026, 5, 3, 17, 0, 30));
    await run();
    expect(kit.carriers.dialed.length).toBe(dialled + 1);
    expect((await lead(submitted.id)).contact_attempts).toBe(1);
  });

  it('ends the lead as exceeded_max_calls once it has had its max_contact_attempts, without calling again', async () => {
    const s = await setup({ max_contact_attempts: 1 }, [
      { action_type: 'dial' },
      { action_type: 'wait', wait_amount: 1, wait_unit: 'hours' },
      { action_type: 'dial' },
    ]);
    const submitted = await submit(s.schedule);
    await run();
    const dialled = kit.carriers.dialed.length;
    // The first call's end is never reported: the next action comes an hour after the dial, then the wait's hour.
    for (let i = 0; i < 2; i++) {
      clock.advance(3_600_000 + 60_000);
      await run();
    }
    expect(kit.carriers.dialed.length).toBe(dialled);
    expect(await lead(submitted.id)).toMatchObject({
      status: 'exceeded_max_calls',
      end_reason: 'max_contact_attempts',
      next_action_at: null,
    });
  });

  it('never dials a number suppressed for the schedule: the lead stops as dnc and the block is logged', async () => {
    const s = await setup({}, [{ action_type: 'dial' }]);
    const submitted = await submit(s.schedule);
    const list = await create('buyer_suppressions', 'buyer_suppression', {
      name: `DNC ${number().slice(-4)}`,
      schedule_ids: [s.schedule.id],
    });
    const blocked = await api('POST', `/buyer_suppressions/${list.id}/caller_block`, {
      caller_ids: [submitted.caller_id],
    });
    expect(blocked.statusCode).toBe(200);
    const dialled = kit.carriers.dialed.length;
    await run();
    expect(kit.carriers.dialed.length).toBe(dialled);
    expect(await lead(submitted.id)).toMatchObject({
      status: 'dnc',
      next_action_at: null,
      last_schedule_action_error: 'Not dialled: suppressed',
    });
    const logs = (await api('GET', `/dnc_check_logs?lead_id=${submitted.id}`)).json()
      .dnc_check_logs as Body[];
    expect(logs.length).toBeGreaterThan(0);
  });
});
