import { ManualClock } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Body as DialBody, useDialKit } from './dial-kit.js';
import { LOCAL_STAND_INS, type TestApp, tenantApi, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';
import { WebhookReceiver } from './webhook-receiver.js';

const receiver = new WebhookReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

let serial = 0;
/**
 * A before_* webhook answered by the receiver (success codes 200), filtered by `fields`;
 * `off()` deactivates it so later tests of the same company are not gated.
 */
async function gateOf(t: TestApp, trigger: string, query: string, fields: Record<string, unknown> = {}) {
  const { api, create } = tenantApi(t);
  const tag = ++serial;
  const hook = await create('outgoing_webhooks', 'outgoing_webhook', {
    name: `Gate ${tag}`,
    trigger,
    ...fields,
  });
  await create('outgoing_webhook_urls', 'outgoing_webhook_url', {
    outgoing_webhook_id: hook.id,
    url: receiver.url(`/${trigger}/${tag}?${query}`),
    method: 'get',
    webhook_response_success_codes: '200',
  });
  return {
    hook,
    name: `Gate ${tag}`,
    received: () => receiver.received.filter((r) => r.path.startsWith(`/${trigger}/${tag}?`)),
    logs: async () =>
      (await api('GET', `/webhook_logs?outgoing_webhook_id=${hook.id}`)).json().webhook_logs as Body[],
    off: () => api('PUT', `/outgoing_webhooks/${hook.id}`, { active: false }),
  };
}

describe('pre-action webhooks of the call engine: before_answering_call and before_dial_buyer', () => {
  const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useInboundKit(t);

  async function setup(buyers = 1) {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: `Pre ${++serial}` });
    const made: Body[] = [];
    for (let i = 0; i < buyers; i++) {
      made.push(
        await kit.create('buyers', 'buyer', {
          name: `Pre buyer ${serial}.${i}`,
          number: kit.number('312'),
          offer_ids: [offer.id],
          tier: 1,
          weight: i === 0 ? 100 : 1,
        }),
      );
    }
    const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
    return {
      offer,
      buyers: made,
      ring: () => kit.ring('twilio', number.number as string, kit.number('303')),
    };
  }

  it('hangs up on a call the before_answering_call webhook rejects, writing no call, and answers it once accepted', async () => {
    const { offer, buyers, ring } = await setup();
    const gate = await gateOf(t, 'before_answering_call', 'from=[caller_number]', { offer_ids: [offer.id] });
    receiver.answers = [403];
    const refused = ring();
    const answer = await refused.send();
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<Hangup/>');
    expect(await kit.callBySid(refused.id)).toBeUndefined();
    expect(gate.received()).toHaveLength(1);
    expect(gate.received()[0]!.path).toContain(`from=${encodeURIComponent(String(refused.params.From))}`);
    expect(await gate.logs()).toMatchObject([
      { trigger: 'before_answering_call', code: 403, success: false },
    ]);

    receiver.answers = [200];
    const accepted = ring();
    expect(kit.dialled((await accepted.send()).body)).toEqual([buyers[0]!.number]);
    expect(await kit.callBySid(accepted.id)).toBeDefined();
    await gate.off();
  });

  it('skips a buyer its before_dial_buyer webhook rejects, saying so in the trace, and dials the next', async () => {
    const { buyers, ring } = await setup(2);
    const gate = await gateOf(t, 'before_dial_buyer', 'buyer=[buyer_name]&call=[call_id]', {
      buyer_ids: [buyers[0]!.id],
    });
    receiver.answers = [409];
    const r = ring();
    expect(kit.dialled((await r.send()).body)).toEqual([buyers[1]!.number]);
    const call = await kit.callBySid(r.id);
    expect(gate.received().map((x) => x.path)).toEqual([
      `/before_dial_buyer/${serial}?buyer=${encodeURIComponent(String(buyers[0]!.name))}&call=${call!.id}`,
    ]);
    const steps = await kit.events(call!.id);
    expect(steps.find((s) => s.buyer_id === buyers[0]!.id && s.reason === 'webhook_rejected')).toMatchObject({
      type: 'BuyerConsidered',
      at: 'dial',
    });
    expect(steps.find((s) => s.type === 'WebhookLog')).toMatchObject({
      owner_type: 'OutgoingWebhook',
      owner_id: gate.hook.id,
      reason: 'before_dial_buyer',
      code: 409,
      success: false,
    });
    await gate.off();
  });
});

describe('pre-action webhooks of outbound calls and texts', () => {
  // 15:00 UTC is 11:00 in New York: inside the default daylight hours.
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock });
  const kit = useDialKit(t);

  it('refuses POST /schedules/make_call with a 422 naming lead_id when before_placing_call rejects, dialling nothing', async () => {
    const s = await kit.setup({}, []);
    const lead = await kit.submit(s.schedule);
    const gate = await gateOf(t, 'before_placing_call', 'lead=[lead_id]&phone=[caller_id]', {
      offer_ids: [s.offer.id],
    });
    receiver.answers = [403];
    const dialled = kit.carriers.dialed.length;
    const refused = await kit.api('POST', '/schedules/make_call', { lead_id: lead.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.lead_id[0]).toContain(
      `outgoing webhook "${gate.name}" rejected it: HTTP 403`,
    );
    expect(kit.carriers.dialed.length).toBe(dialled);
    expect((await kit.api('GET', `/calls?lead_id=${lead.id}`)).json().calls).toEqual([]);
    expect(gate.received()[0]!.path).toBe(
      `/before_placing_call/${serial}?lead=${lead.id}&phone=${encodeURIComponent(String(lead.caller_id))}`,
    );

    receiver.answers = [200];
    expect((await kit.api('POST', '/schedules/make_call', { lead_id: lead.id })).statusCode).toBe(201);
    expect(kit.carriers.dialed.length).toBe(dialled + 1);
    await gate.off();
  });

  it("holds a schedule's dial action the before_schedule_action_dial webhook rejects, saying why on the lead", async () => {
    const s = await kit.setup({}, [{ action_type: 'dial' }]);
    const gate = await gateOf(t, 'before_schedule_action_dial', 'lead=[lead_id]', {
      offer_ids: [s.offer.id],
    });
    receiver.answers = [403];
    const lead = await kit.submit(s.schedule);
    const dialled = kit.carriers.dialed.length;
    await kit.run();
    expect(kit.carriers.dialed.length).toBe(dialled);
    expect(gate.received().map((r) => r.path)).toEqual([
      `/before_schedule_action_dial/${serial}?lead=${lead.id}`,
    ]);
    const after = (await kit.lead(lead.id)) as DialBody;
    expect(String(after.last_schedule_action_error)).toContain(`outgoing webhook "${gate.name}" rejected it`);
    await gate.off();
  });

  it('blocks a text the before_sending_text webhook rejects or does not answer, and queues one it accepts', async () => {
    const gate = await gateOf(t, 'before_sending_text', 'to=[to]');
    const from = kit.number('646');
    kit.carriers.inventory.add(from);
    expect((await kit.api('POST', '/phone_numbers', { number: from, provider: 'twilio' })).statusCode).toBe(
      201,
    );
    const text = async (to: string) => {
      const res = await kit.api('POST', '/text_messages', { to, from, body: 'Hello' });
      expect(res.statusCode).toBe(201);
      return res.json().text_message as Body;
    };
    receiver.answers = [500];
    expect(await text('+19175550101')).toMatchObject({
      status: 'blocked',
      error_message: `Not sent: outgoing webhook "${gate.name}" rejected it: HTTP 500`,
    });
    receiver.answers = [200];
    expect(await text('+19175550102')).toMatchObject({ status: 'queued', error_message: null });
    expect(gate.received().map((r) => r.path)).toEqual([
      `/before_sending_text/${serial}?to=%2B19175550101`,
      `/before_sending_text/${serial}?to=%2B19175550102`,
    ]);

    const down = await new WebhookReceiver().start();
    const port = down.port;
    await down.stop();
    await kit.api('PUT', `/outgoing_webhook_urls/${(await gate.logs())[0]!.outgoing_webhook_url_id}`, {
      url: `http://127.0.0.1:${port}/gone`,
    });
    const unanswered = await text('+19175550103');
    expect(unanswered.status).toBe('blocked');
    expect(String(unanswered.error_message)).toContain(`outgoing webhook "${gate.name}" rejected it`);
    await gate.off();
  });
});
