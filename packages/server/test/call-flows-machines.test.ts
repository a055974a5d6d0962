import { ManualClock } from '@leadline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CarrierType, useCarrierKit } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

type Body = Record<string, unknown> & { id: number };

describe('answering machines on calls Leadline places (offer_amd_flows, machine rules)', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock });
  const kit = useCarrierKit(t);
  const { api, number } = kit;
  const create = async (plural: string, name: string, body: Record<string, unknown>) =>
    (await kit.create(plural, name, body)) as Body;
  const callback = (url: string, payload: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: new URL(url).pathname, payload });
  beforeEach(() => {
    // Each test starts past every 30-second slot and per-second count of the one before.
    clock.advance(60_000);
  });

  /** A carrier account, an offer with `amd` (flows and rules), a buyer, and a call placed to a new lead. */
  async function placed(provider: CarrierType, amd: { flows?: Body[]; rules?: Body[] }) {
    await kit.onlyCarrier(provider, {
      calls_per_second: 100,
      ...(provider === 'telnyx' ? { texml_application_id: 'texml-app-1' } : {}),
    });
    const tag = number().slice(-4);
    const offer = await create('offers', 'offer', { name: `AMD ${tag}` });
    const schedule = await create('schedules', 'schedule', { name: `AMD ${tag}`, offer_id: offer.id });
    const buyer = await create('buyers', 'buyer', {
      name: `Buyer ${tag}`,
      number: number('312'),
      offer_ids: [offer.id],
    });
    for (const flow of amd.flows ?? [])
      await create('offer_amd_flows', 'offer_amd_flow', { offer_id: offer.id, ...flow });
    for (const rule of amd.rules ?? [])
      await create('call_routers', 'call_router', { offer_id: offer.id, ...rule });
    const pool = await create('ring_pools', 'ring_pool', { name: `Pool ${tag}`, offer_id: offer.id });
    const from = number('646');
    kit.carriers.inventory.add(from);
    await create('phone_numbers', 'phone_number', { number: from, provider, ring_pool_id: pool.id });
    await create('schedule_ring_pools', 'schedule_ring_pool', {
      schedule_id: schedule.id,
      ring_pool_id: pool.id,
    });
    const res = await api('POST', '/schedules/make_call', { schedule_id: schedule.id, to: number() });
    expect(res.statusCode, res.body).toBe(201);
    return { call: res.json().call as Body, sent: kit.carriers.dialed.at(-1)!, buyer, offer };
  }
  const machineEvents = async (callId: number) =>
    ((await api('GET', `/calls/${callId}/events`)).json().events as Body[]).filter(
      (e) => e.type === 'MachineDetected',
    );

  const MACHINE: Record<CarrierType, Record<string, string>> = {
    twilio: { AnsweredBy: 'machine_start' },
    telnyx: { AnsweredBy: 'machine' },
    plivo: { Machine: 'true' },
  };
  const ASKED: Record<CarrierType, { mode: string; timeout: string | number }> = {
    twilio: { mode: 'Enable', timeout: '20' },
    telnyx: { mode: 'Enable', timeout: 20000 },
    plivo: { mode: 'true', timeout: 10000 },
  };

  it.each(['twilio', 'telnyx', 'plivo'] as const)(
    'asks %s for machine detection and hangs up on a machine, applying the flow disposition and tracing it',
    async (provider) => {
      const disposition = await create('call_dispositions', 'call_disposition', {
        key: `machine_${provider}`,
        name: 'Answering machine',
      });
      const { call, sent } = await placed(provider, {
        flows: [
          {
            name: 'Hang up on machines',
            machine_action: 'hang_up',
            detection_timeout_seconds: 20,
            call_disposition_id: disposition.id,
          } as unknown as Body,
        ],
      });
      expect(sent.machineDetection).toBe(true);
      expect(sent.detection).toEqual(ASKED[provider]);
      const answered = await callback(sent.answerUrl, { CallSid: sent.sid, ...MACHINE[provider] });
      expect(answered.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>');
      const [step] = await machineEvents(call.id);
      expect(step).toMatchObject({ reason: 'machine', action: 'hang_up' });
      const after = (await api('GET', `/calls/${call.id}`)).json().call;
      expect(after).toMatchObject({
        hangup_cause: 'answering_machine',
        disposition_key: `machine_${provider}`,
      });
    },
  );

  it("waits for the beep and leaves the flow's voicemail message with the lead's tokens, then hangs up", async () => {
    const { call, sent } = await placed('twilio', {
      flows: [
        {
          name: 'Voicemail',
          machine_action: 'leave_voicemail',
          text_to_speech: 'Hello, this is Acme returning your call to [caller_id].',
        } as unknown as Body,
      ],
    });
    expect(sent.detection?.mode).toBe('DetectMessageEnd');
    const answered = await callback(sent.answerUrl, { CallSid: sent.sid, AnsweredBy: 'machine_end_beep' });
    expect(answered.body).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Say>Hello, this is Acme returning your call to ${call.caller_number}.</Say><Hangup/></Response>`,
    );
    const [step] = await machineEvents(call.id);
    expect(step).toMatchObject({
      reason: 'machine',
      action: 'leave_voicemail',
      answered_by: 'machine_end_beep',
    });
  });

  it('routes a person, and a machine the flow continues with, to the buyer as usual', async () => {
    const flows = [{ name: 'Continue', machine_action: 'continue_routing' } as unknown as Body];
    for (const answeredBy of ['human', 'machine_end_silence']) {
      const { call, sent, buyer } = await placed('twilio', { flows });
      const answered = await callback(sent.answerUrl, { CallSid: sent.sid, AnsweredBy: answeredBy });
      expect(answered.body).toContain(`<Number>${buyer.number}</Number>`);
      const [step] = await machineEvents(call.id);
      expect(step).toMatchObject({
        reason: answeredBy === 'human' ? 'human' : 'machine',
        action: 'continue_routing',
      });
    }
  });

  it('lets the call flow rules decide when there is no AMD flow: machine, and detection that could not tell', async () => {
    const { call, sent } = await placed('twilio', {
      rules: [
        {
          router_type: 'when_answering_machine_detected',
          action: 'record_voicemail',
          text_to_speech: 'Call us back.',
        },
        { router_type: 'before_answering_machine_detected', action: 'hang_up' } as unknown as Body,
      ] as unknown as Body[],
    });
    expect(sent.detection?.mode).toBe('DetectMessageEnd');
    const machine = await callback(sent.answerUrl, { CallSid: sent.sid, AnsweredBy: 'machine_end_other' });
    expect(machine.body).toContain('<Say>Call us back.</Say><Hangup/>');
    const second = await placed('twilio', {
      rules: [{ router_type: 'before_answering_machine_detected', action: 'hang_up' } as unknown as Body],
    });
    const unsure = await callback(second.sent.answerUrl, { CallSid: second.sent.sid, AnsweredBy: 'unknown' });
    expect(unsure.body).toContain('<Hangup/>');
    expect(await machineEvents(second.call.id)).toMatchObject([{ reason: 'unknown', action: 'hang_up' }]);
    expect((await machineEvents(call.id))[0]).toMatchObject({ action: 'leave_voicemail' });
  });

  it('refuses machine rules and flows that could not act, naming the field', async () => {
    const offer = await create('offers', 'offer', { name: `Refused ${number().slice(-4)}` });
    for (const [body, field] of [
      [{ router_type: 'when_answering_machine_detected', action: 'request_key_press' }, 'action'],
      [{ router_type: 'before_answering_machine_detected', action: 'record_voicemail' }, 'text_to_speech'],
    ] as const) {
      const res = await api('POST', '/call_routers', { offer_id: offer.id, ...body });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
    }
    const silent = await api('POST', '/offer_amd_flows', {
      offer_id: offer.id,
      name: 'Silent voicemail',
      machine_action: 'leave_voicemail',
    });
    expect(silent.statusCode).toBe(422);
    expect(silent.json().errors).toHaveProperty('text_to_speech');
    const flow = await create('offer_amd_flows', 'offer_amd_flow', { offer_id: offer.id, name: 'Hang up' });
    const changed = await api('PUT', `/offer_amd_flows/${flow.id}`, { machine_action: 'leave_voicemail' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toHaveProperty('text_to_speech');
  });
});

describe('POST /calls/simulate: machine and buyer_accepts', () => {
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCarrierKit(t);
  const create = async (plural: string, name: string, body: Record<string, unknown>) =>
    (await kit.create(plural, name, body)) as Body;
  /** An offer with two buyers, `setup` run on it, then a registered number (no carrier needed). */
  async function offerNumber(setup: (offerId: number) => Promise<unknown>) {
    const offer = await create('offers', 'offer', { name: `Simulated ${kit.number().slice(-4)}` });
    const buyers = [
      await create('buyers', 'buyer', {
        name: 'First',
        number: kit.number('312'),
        tier: 1,
        offer_ids: [offer.id],
      }),
      await create('buyers', 'buyer', {
        name: 'Second',
        number: kit.number('312'),
        tier: 2,
        offer_ids: [offer.id],
      }),
    ];
    await setup(offer.id);
    const number = kit.number('646');
    await create('phone_numbers', 'phone_number', { number, provider: 'sip', offer_id: offer.id });
    return { number, buyers };
  }
  const simulate = (body: Record<string, unknown>) => kit.api('POST', '/calls/simulate', body);
  const events = async (id: number) => (await kit.api('GET', `/calls/${id}/events`)).json().events as Body[];

  it("plays a machine's pick-up through the offer's AMD flow: the call hangs up before any buyer rings", async () => {
    const { number } = await offerNumber((offerId) =>
      create('offer_amd_flows', 'offer_amd_flow', {
        offer_id: offerId,
        name: 'Hang up',
        machine_action: 'hang_up',
      }),
    );
    const res = await simulate({ number, caller_id: kit.number('720'), machine: true });
    expect(res.statusCode, res.body).toBe(201);
    const call = res.json().call as Body;
    expect(call).toMatchObject({ hangup_cause: 'answering_machine', buyer_id: null });
    const steps = await events(call.id);
    expect(steps.find((e) => e.type === 'MachineDetected')).toMatchObject({
      reason: 'machine',
      action: 'hang_up',
    });
    expect(steps.some((e) => e.type === 'Dial')).toBe(false);
  });

  it('lets a simulated agent not press 1 (buyer_accepts false): too slow, and the next ring goes to the next buyer', async () => {
    const { number, buyers } = await offerNumber((offerId) =>
      create('call_routers', 'call_router', {
        offer_id: offerId,
        router_type: 'press_1_to_accept',
        text_to_speech: 'Press 1 to take the call.',
      }),
    );
    const res = await simulate({
      number,
      caller_id: kit.number('720'),
      buyer_accepts: false,
      dial_results: ['completed', 'completed'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const steps = await events(res.json().call.id);
    const accepts = steps.filter((e) => e.type === 'BuyerAccept').map((e) => [e.buyer_id, e.reason]);
    expect(accepts).toEqual([
      [buyers[0]!.id, 'asked'],
      [buyers[0]!.id, 'too_slow'],
      [buyers[1]!.id, 'asked'],
      [buyers[1]!.id, 'too_slow'],
    ]);
    expect(res.json().call.buyer_converted).toBe('Not Converted');
    const refused = await simulate({ number, caller_id: kit.number('720'), buyer_accepts: 'perhaps' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('buyer_accepts');
  });
});
