import { ManualClock } from '@leadline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Body, useCallKit } from './call-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('buyer health: a buyer that lets calls ring out is paused automatically, and resumes', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { clock, other: 'Other Co', allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCallKit(t);
  const { api } = kit;
  beforeEach(() => clock.advance(60_000));

  const callback = (url: string, payload: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: new URL(url).pathname, payload });

  /** A placed call, answered by the lead, ringing the buyer: its dial_result URL. */
  async function ringing(s: Awaited<ReturnType<typeof kit.setup>>) {
    const placed = await kit.place(s);
    const xml = (await callback(placed.dialed.answerUrl)).body;
    return { placed, xml, dialResult: placed.dialed.answerUrl.replace(/answer$/, 'dial_result') };
  }
  const buyer = async (id: number) => (await api('GET', `/buyers/${id}`)).json().buyer as Body;
  const events = async (types: string) =>
    ((await api('GET', `/events?types=${types}&limit=100`)).json().events as Body[]) ?? [];
  const eventsFor = async (types: string, id: number) =>
    (await events(types)).filter((e) => (e.data as Body | undefined)?.id === id || e.record_id === id);

  it('pauses the buyer after N unanswered or failed rings within the window, with the reason on it and an event', async () => {
    const s = await kit.setup();
    await api('PUT', `/buyers/${s.buyer.id}`, {
      auto_pause_failed_calls: 2,
      auto_pause_window_minutes: 30,
      auto_pause_cooldown_minutes: 15,
    });
    const first = await ringing(s);
    expect(first.xml).toContain(String(s.buyer.number));
    await callback(first.dialResult, { DialCallStatus: 'no-answer' });
    expect((await buyer(s.buyer.id)).paused).toBe(false);
    // A caller hanging up while it rings is not the buyer's fault.
    await callback((await ringing(s)).dialResult, { DialCallStatus: 'canceled' });
    expect((await buyer(s.buyer.id)).paused).toBe(false);

    await callback((await ringing(s)).dialResult, { DialCallStatus: 'busy' });
    const paused = await buyer(s.buyer.id);
    expect(paused).toMatchObject({
      paused: true,
      paused_reason: 'auto_paused_failed_calls',
      paused_reason_details: '2 unanswered or failed calls within 30 minutes (limit 2)',
    });
    expect(paused.auto_paused_at).not.toBeNull();
    expect(paused.auto_unpause_at).not.toBeNull();
    expect(await eventsFor('buyer_auto_paused', s.buyer.id)).toHaveLength(1);

    // The router skips it now, and the call's log says why.
    const next = await ringing(s);
    expect(next.xml).not.toContain(String(s.buyer.number));
    const logs = (await api('GET', `/call_logs?call_id=${next.placed.call.id}`)).json().call_logs as Body[];
    expect(logs.some((l) => l.buyer_id === s.buyer.id && l.reason === 'paused')).toBe(true);
  });

  it('unpauses after the cool-down (the job checks the pause is still the same), once', async () => {
    const s = await kit.setup();
    await api('PUT', `/buyers/${s.buyer.id}`, {
      auto_pause_failed_calls: 1,
      auto_pause_cooldown_minutes: 10,
    });
    await callback((await ringing(s)).dialResult, { DialCallStatus: 'failed' });
    expect((await buyer(s.buyer.id)).paused).toBe(true);
    await t.leadline.jobs.runDue();
    expect((await buyer(s.buyer.id)).paused).toBe(true);
    clock.advance(10 * 60_000);
    await t.leadline.jobs.runDue();
    expect(await buyer(s.buyer.id)).toMatchObject({
      paused: false,
      paused_reason: null,
      paused_reason_details: null,
      auto_unpause_at: null,
    });
    const unpaused = await eventsFor('buyer_unpaused', s.buyer.id);
    expect(unpaused).toHaveLength(1);
    expect(unpaused[0]!.changes).toMatchObject({ unpaused_by: [null, 'cooldown'] });
    // The rings that caused the pause do not pause it again: the next failure is counted afresh.
    clock.advance(60_000);
    const again = await ringing(s);
    expect(again.xml).toContain(String(s.buyer.number));
  });

  it('stays paused without a cool-down until unpaused by hand, which clears the reason and says so', async () => {
    const s = await kit.setup();
    await api('PUT', `/buyers/${s.buyer.id}`, { auto_pause_failed_calls: 1 });
    await callback((await ringing(s)).dialResult, { DialCallStatus: 'no-answer' });
    expect(await buyer(s.buyer.id)).toMatchObject({ paused: true, auto_unpause_at: null });
    clock.advance(24 * 3_600_000);
    await t.leadline.jobs.runDue();
    expect((await buyer(s.buyer.id)).paused).toBe(true);

    const res = await api('PUT', `/buyers/${s.buyer.id}`, { paused: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().buyer).toMatchObject({ paused: false, paused_reason: null });
    const unpaused = await eventsFor('buyer_unpaused', s.buyer.id);
    expect(unpaused).toHaveLength(1);
    expect(unpaused[0]!.changes).toMatchObject({ unpaused_by: [null, 'by_hand'] });
  });

  it('leaves a buyer without a rule alone, and refuses a rule below 1 naming the field', async () => {
    const s = await kit.setup();
    for (let i = 0; i < 3; i++)
      await callback((await ringing(s)).dialResult, { DialCallStatus: 'no-answer' });
    expect(await buyer(s.buyer.id)).toMatchObject({ paused: false, paused_reason: null });
    const bad = await api('PUT', `/buyers/${s.buyer.id}`, { auto_pause_failed_calls: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['auto_pause_failed_calls']);
  });

  it('pauses once when failed rings are recorded at the same time (concurrent callbacks): one event', async () => {
    const s = await kit.setup();
    await api('PUT', `/buyers/${s.buyer.id}`, { auto_pause_failed_calls: 2, auto_pause_cooldown_minutes: 5 });
    const rings = [];
    for (let i = 0; i < 4; i++) rings.push(await ringing(s));
    await Promise.all(rings.map((r) => callback(r.dialResult, { DialCallStatus: 'no-answer' })));
    expect(await buyer(s.buyer.id)).toMatchObject({
      paused: true,
      paused_reason: 'auto_paused_failed_calls',
    });
    expect(await eventsFor('buyer_auto_paused', s.buyer.id)).toHaveLength(1);
    // Two workers ending the same cool-down: one unpauses, one event.
    clock.advance(5 * 60_000);
    await Promise.all([t.leadline.jobs.runDue(), t.leadline.jobs.runDue()]);
    expect((await buyer(s.buyer.id)).paused).toBe(false);
    expect(await eventsFor('buyer_unpaused', s.buyer.id)).toHaveLength(1);
  });

  it("shows a company only its own buyers' health events", async () => {
    const s = await kit.setup();
    await api('PUT', `/buyers/${s.buyer.id}`, { auto_pause_failed_calls: 1 });
    await callback((await ringing(s)).dialResult, { DialCallStatus: 'busy' });
    expect(await eventsFor('buyer_auto_paused', s.buyer.id)).toHaveLength(1);
    const theirs = (await api('GET', '/events?types=buyer_auto_paused&limit=100', undefined, t.other)).json()
      .events as Body[];
    expect(theirs).toEqual([]);
  });
});
