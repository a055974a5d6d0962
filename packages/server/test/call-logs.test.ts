import { ManualClock } from '@leadline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Body, useCallKit } from './call-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('call_logs: every step of a call is a row of its log, not only state-rule blocks', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { clock, other: 'Other Co', allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCallKit(t);
  const { api } = kit;
  beforeEach(() => clock.advance(60_000));

  const logsOf = async (callId: number, who = t.tenant) =>
    (
      await api('GET', `/call_logs?call_id=${callId}&order=id&order_dir=asc&per_page=100`, undefined, who)
    ).json().call_logs as Body[];

  it('logs each buyer considered (a skipped one with its reason) and the dial, with the call, offer and schedule', async () => {
    const s = await kit.setup();
    const paused = await kit.create('buyers', 'buyer', {
      name: 'Paused buyer',
      number: kit.number('312'),
      offer_ids: [s.offer.id],
      paused: true,
    });
    const placed = await kit.place(s);
    await kit.answer(s, placed);
    const logs = await logsOf(placed.call.id);
    const steps = logs.map((l) => [l.log_type, l.level, l.buyer_id, l.reason]);
    expect(steps).toEqual(
      expect.arrayContaining([
        ['buyer_skipped', 'info', paused.id, 'paused'],
        ['routing', 'info', s.buyer.id, null],
        ['dial', 'info', s.buyer.id, null],
      ]),
    );
    for (const log of logs) {
      expect(log).toMatchObject({
        call_id: placed.call.id,
        offer_id: s.offer.id,
        schedule_id: s.schedule.id,
      });
      expect(String(log.message)).not.toBe('');
    }
    const dial = logs.find((l) => l.log_type === 'dial')!;
    expect(dial.message).toBe(`Dialled buyer ${s.buyer.id}`);
    expect(dial.data).toMatchObject({ event_type: 'Dial', number: s.buyer.number });
    // The log and the timeline tell the same steps.
    const events = (await api('GET', `/calls/${placed.call.id}/events`)).json().events as Body[];
    expect(logs).toHaveLength(events.length);
  });

  it("shows a company only its own calls' logs", async () => {
    const s = await kit.setup();
    const placed = await kit.place(s);
    await kit.answer(s, placed);
    expect((await logsOf(placed.call.id)).length).toBeGreaterThan(0);
    expect(await logsOf(placed.call.id, t.other!)).toEqual([]);
  });
});
