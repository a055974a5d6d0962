import { ManualClock } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDialKit } from './dial-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { WebhookReceiver } from './webhook-receiver.js';

describe('schedule timers: timer_elapsed fires when a wait or callback timer is over and the lead moves on', () => {
  // 15:00 UTC is 11:00 in New York: inside the default daylight hours.
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock });
  const kit = useDialKit(t);
  const receiver = new WebhookReceiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());

  it('tells the webhook once per elapsed timer, after the wait and not before', async () => {
    const s = await kit.setup({}, [
      { action_type: 'wait', wait_amount: 10, wait_unit: 'minutes' },
      { action_type: 'modify_lead', lead_data: { waited: 'yes' } },
      { action_type: 'schedule_callback', wait_amount: 1, wait_unit: 'hours' },
      { action_type: 'modify_lead', lead_data: { called_back: 'yes' } },
    ]);
    const hook = await kit.create('outgoing_webhooks', 'outgoing_webhook', {
      name: 'Timers',
      trigger: 'timer_elapsed',
      offer_ids: [s.offer.id],
    });
    await kit.create('outgoing_webhook_urls', 'outgoing_webhook_url', {
      outgoing_webhook_id: hook.id,
      url: receiver.url('/timer?lead=[lead_id]&waited=[waited]'),
      method: 'get',
    });
    const lead = await kit.submit(s.schedule);
    await kit.run();
    await t.leadline.jobs.runDue();
    expect(receiver.received).toEqual([]);

    clock.advance(9 * 60_000);
    await kit.run();
    await t.leadline.jobs.runDue();
    expect(receiver.received).toEqual([]);

    clock.advance(2 * 60_000);
    await kit.run();
    await t.leadline.jobs.runDue();
    expect(receiver.received.map((r) => r.path)).toEqual([`/timer?lead=${lead.id}&waited=yes`]);
    expect((await kit.lead(lead.id)).tokens).toMatchObject({ waited: 'yes' });

    clock.advance(61 * 60_000);
    await kit.run();
    await t.leadline.jobs.runDue();
    expect(receiver.received).toHaveLength(2);
    const events = (await kit.api('GET', '/events?types=lead_timer_elapsed&limit=10')).json().events as {
      record_id: number;
    }[];
    expect(events.filter((e) => e.record_id === lead.id)).toHaveLength(2);
  });
});
