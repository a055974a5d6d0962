import { type Leadline, ManualClock } from '@leadline/core';
import { createTestLeadlineBeside } from '@leadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Body, useDialKit } from './dial-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('scheduled callbacks: placed by the scheduler when due, through the schedule’s dial path', () => {
  // 15:00 UTC is 11:00 in New York, inside the default daylight hours; each test starts a day later.
  const start = Date.UTC(2026, 5, 3, 15);
  const clock = new ManualClock(start);
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock });
  const kit = useDialKit(t);
  const { api, create, run, setup, submit, number } = kit;
  let day = 0;
  const nextDay = () => clock.set(start + ++day * 86_400_000);
  const iso = (ms: number) => new Date(ms).toISOString();
  const callback = async (id: number) =>
    (await api('GET', `/scheduled_callbacks/${id}`)).json().scheduled_callback as Body;
  const schedule = async (body: Record<string, unknown>) => {
    const res = await api('POST', '/scheduled_callbacks', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().scheduled_callback as Body;
  };
  const dialled = () => kit.carriers.dialed.length;

  it('places a callback once when due, connects the named buyer first, and completes it when the answered call ends', async () => {
    nextDay();
    const s = await setup({}, []);
    const named = await create('buyers', 'buyer', {
      name: `Promised ${number().slice(-4)}`,
      number: number('415'),
      offer_ids: [s.offer.id],
    });
    const lead = await submit(s.schedule);
    const cb = await schedule({
      lead_id: lead.id,
      callback_at: iso(clock.now() + 10 * 60_000),
      buyer_id: named.id,
      notes: 'Asked to be called back after lunch',
    });
    expect(cb).toMatchObject({ status: 'scheduled', attempts_count: 0, call_id: null });
    expect(cb.next_attempt_at).toBe(cb.callback_at);

    const before = dialled();
    await run();
    expect(dialled()).toBe(before);
    expect((await callback(cb.id)).status).toBe('scheduled');

    clock.advance(11 * 60_000);
    await run();
    expect(dialled()).toBe(before + 1);
    const calling = await callback(cb.id);
    expect(calling).toMatchObject({ status: 'calling', attempts_count: 1 });
    expect(calling.call_id).not.toBeNull();
    const sent = kit.carriers.dialed.at(-1)!;
    expect(sent).toMatchObject({ to: lead.caller_id, from: s.from });
    // Placed once: another pass while the call is live dials nothing.
    await run();
    expect(dialled()).toBe(before + 1);

    const answer = await t.app.inject({
      method: 'POST',
      url: new URL(sent.answerUrl).pathname,
      payload: { CallSid: sent.sid, CallStatus: 'in-progress' },
    });
    expect(answer.statusCode).toBe(200);
    const numbers = [...answer.body.matchAll(/<Number[^>]*>([^<]+)<\/Number>/g)].map((m) => m[1]);
    expect(numbers[0]).toBe(named.number);

    const ended = await t.app.inject({
      method: 'POST',
      url: new URL(sent.statusUrl).pathname,
      payload: { CallSid: sent.sid, CallStatus: 'completed', CallDuration: '95' },
    });
    expect(ended.statusCode).toBe(200);
    await run();
    const done = await callback(cb.id);
    expect(done).toMatchObject({ status: 'completed', attempts_count: 1, call_id: calling.call_id });
    expect(done.completed_at).not.toBeNull();
  });

  it('fails a callback with max_attempts 1 whose call was not answered, saying why', async () => {
    nextDay();
    const s = await setup({}, []);
    const lead = await submit(s.schedule);
    const cb = await schedule({ lead_id: lead.id, callback_at: iso(clock.now()), max_attempts: 1 });
    await run();
    const sent = kit.carriers.dialed.at(-1)!;
    expect(sent.to).toBe(lead.caller_id);
    await t.app.inject({
      method: 'POST',
      url: new URL(sent.statusUrl).pathname,
      payload: { CallSid: sent.sid, CallStatus: 'no-answer' },
    });
    await run();
    const failed = await callback(cb.id);
    expect(failed).toMatchObject({ status: 'failed', attempts_count: 1 });
    expect(String(failed.status_reason)).toMatch(/^The call was not answered/);
  });

  it('dials an unanswered callback again retry_delay_minutes later, one live call at a time, then fails it after max_attempts', async () => {
    nextDay();
    const s = await setup({}, []);
    const lead = await submit(s.schedule);
    const cb = await schedule({ lead_id: lead.id, callback_at: iso(clock.now()) });
    expect(cb).toMatchObject({ max_attempts: 3, retry_delay_minutes: 15 });
    const before = dialled();
    const unanswered = async (attempt: number) => {
      await run();
      expect(dialled()).toBe(before + attempt);
      expect(await callback(cb.id)).toMatchObject({ status: 'calling', attempts_count: attempt });
      // While the call is live, another pass dials nothing.
      await run();
      expect(dialled()).toBe(before + attempt);
      const sent = kit.carriers.dialed.at(-1)!;
      expect(sent.to).toBe(lead.caller_id);
      await t.app.inject({
        method: 'POST',
        url: new URL(sent.statusUrl).pathname,
        payload: { CallSid: sent.sid, CallStatus: 'busy' },
      });
      await run();
    };
    await unanswered(1);
    const waiting = await callback(cb.id);
    expect(waiting).toMatchObject({ status: 'scheduled', attempts_count: 1 });
    expect(waiting.status_reason).toBe('The call was not answered (busy); attempt 2 of 3 follows');
    // Not before the delay.
    clock.advance(14 * 60_000);
    await run();
    expect(dialled()).toBe(before + 1);
    clock.advance(60_000);
    await unanswered(2);
    expect(await callback(cb.id)).toMatchObject({ status: 'scheduled', attempts_count: 2 });
    clock.advance(15 * 60_000);
    await unanswered(3);
    const failed = await callback(cb.id);
    expect(failed).toMatchObject({ status: 'failed', attempts_count: 3 });
    expect(failed.status_reason).toBe('The call was not answered (busy) after 3 attempts');
    clock.advance(60 * 60_000);
    await run();
    expect(dialled()).toBe(before + 3);

    // Moving callback_at gives it max_attempts calls again; an answered retry completes it.
    const moved = await api('PUT', `/scheduled_callbacks/${cb.id}`, {
      callback_at: iso(clock.now()),
      max_attempts: 2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await unanswered(4);
    expect(await callback(cb.id)).toMatchObject({ status: 'scheduled', attempts_count: 4 });
    clock.advance(15 * 60_000);
    await run();
    expect(dialled()).toBe(before + 5);
    const sent = kit.carriers.dialed.at(-1)!;
    await t.app.inject({
      method: 'POST',
      url: new URL(sent.answerUrl).pathname,
      payload: { CallSid: sent.sid, CallStatus: 'in-progress' },
    });
    await t.app.inject({
      method: 'POST',
      url: new URL(sent.statusUrl).pathname,
      payload: { CallSid: sent.sid, CallStatus: 'completed', CallDuration: '40' },
    });
    await run();
    expect(await callback(cb.id)).toMatchObject({ status: 'completed', attempts_count: 5 });
  });

  it('refuses retry settings out of range, naming the parameter', async () => {
    nextDay();
    const s = await setup({}, []);
    const lead = await submit(s.schedule);
    for (const [key, value] of [
      ['max_attempts', 0],
      ['max_attempts', 11],
      ['retry_delay_minutes', 0],
    ] as const) {
      const res = await api('POST', '/scheduled_callbacks', {
        lead_id: lead.id,
        callback_at: iso(clock.now()),
        [key]: value,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toContain(key);
    }
  });

  it("puts a callback off to when the schedule's hours open, without calling, then places it", async () => {
    nextDay();
    const s = await setup({ daylight_hours_open: '13:00', daylight_hours_close: '20:00' }, []);
    const lead = await submit(s.schedule);
    const cb = await schedule({ lead_id: lead.id, callback_at: iso(clock.now()) });
    const before = dialled();
    await run();
    expect(dialled()).toBe(before);
    const waiting = await callback(cb.id);
    expect(waiting).toMatchObject({ status: 'scheduled', attempts_count: 0 });
    expect(String(waiting.status_reason)).toMatch(/^Outside daylight hours in America\/New_York/);
    expect(waiting.next_attempt_at).toMatch(/ 13:00:00 /);
    expect(waiting.callback_at).toBe(cb.callback_at);

    clock.advance(2 * 3_600_000 + 30_000);
    await run();
    expect(dialled()).toBe(before + 1);
    expect(await callback(cb.id)).toMatchObject({ status: 'calling', attempts_count: 1 });
  });

  it('never dials a number suppressed for the schedule: the callback fails with the reason', async () => {
    nextDay();
    const s = await setup({}, []);
    const lead = await submit(s.schedule);
    const list = await create('buyer_suppressions', 'buyer_suppression', {
      name: `DNC ${number().slice(-4)}`,
      schedule_ids: [s.schedule.id],
    });
    await api('POST', `/buyer_suppressions/${list.id}/caller_block`, { caller_ids: [lead.caller_id] });
    const cb = await schedule({ lead_id: lead.id, callback_at: iso(clock.now()) });
    const before = dialled();
    await run();
    expect(dialled()).toBe(before);
    expect(await callback(cb.id)).toMatchObject({
      status: 'failed',
      attempts_count: 0,
      status_reason: 'Not dialled: suppressed',
    });
  });

  it('marks a callback not placed within the grace as missed, lists due and missed ones, and moving callback_at schedules it again', async () => {
    nextDay();
    const s = await setup({}, []);
    const lead = await submit(s.schedule);
    const late = await schedule({ lead_id: lead.id, callback_at: iso(clock.now() - 2 * 3_600_000) });
    const soon = await schedule({ lead_id: lead.id, callback_at: iso(clock.now() + 3_600_000) });

    const dueNow = (
      await api(
        'GET',
        `/scheduled_callbacks?status=scheduled&due_before=${encodeURIComponent(iso(clock.now()))}&lead_id=${lead.id}`,
      )
    ).json().scheduled_callbacks as Body[];
    expect(dueNow.map((c) => c.id)).toEqual([late.id]);

    const before = dialled();
    await run();
    expect(dialled()).toBe(before);
    const missed = (await api('GET', `/scheduled_callbacks?status=missed&lead_id=${lead.id}`)).json()
      .scheduled_callbacks as Body[];
    expect(missed.map((c) => c.id)).toEqual([late.id]);
    expect(String(missed[0]!.status_reason)).toMatch(/^Not placed within 60 minutes/);
    expect((await callback(soon.id)).status).toBe('scheduled');

    const moved = await api('PUT', `/scheduled_callbacks/${late.id}`, { callback_at: iso(clock.now()) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().scheduled_callback).toMatchObject({ status: 'scheduled', status_reason: null });
    await run();
    expect(dialled()).toBe(before + 1);
    expect(await callback(late.id)).toMatchObject({ status: 'calling', attempts_count: 1 });
  });

  it('refuses a bad status filter and a callback without lead_id with a 422 naming the parameter', async () => {
    const bad = await api('GET', '/scheduled_callbacks?status=sometime');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('status');
    const missing = await api('POST', '/scheduled_callbacks', { callback_at: iso(clock.now()) });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('lead_id');
  });

  describe('two scheduler processes on one database', () => {
    let second: Leadline;
    beforeAll(async () => {
      second = await createTestLeadlineBeside(t.leadline, { clock, allowPrivateUrls: LOCAL_STAND_INS });
    });
    afterAll(async () => {
      await second?.close();
    });

    // On SQLite both engines would share this one thread: a statement waiting for the other's write lock
    // blocks the thread that would release it. The CLI test runs two scheduler processes on SQLite.
    it.skipIf(!process.env.DATABASE_URL)(
      'dials each due callback exactly once when both run at the same time',
      async () => {
        nextDay();
        const s = await setup({}, []);
        const ids: number[] = [];
        for (let i = 0; i < 6; i++) {
          const lead = await submit(s.schedule);
          ids.push((await schedule({ lead_id: lead.id, callback_at: iso(clock.now()) })).id);
        }
        const before = dialled();
        const options = { callbackBaseUrl: 'https://leadline.test' };
        await Promise.all([t.leadline.schedules.runDue(options), second.schedules.runDue(options)]);
        expect(dialled()).toBe(before + ids.length);
        for (const id of ids)
          expect(await callback(id)).toMatchObject({ status: 'calling', attempts_count: 1 });
        const sentTo = kit.carriers.dialed.slice(before).map((d) => d.to);
        expect(new Set(sentTo).size).toBe(ids.length);
      },
    );
  });
});
