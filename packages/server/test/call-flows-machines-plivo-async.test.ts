import { ManualClock } from '@leadline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
const t = useTestApp({ publicUrl: PUBLIC_URL }, { clock, allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);
beforeEach(() => {
  // Each test starts past every 30-second slot and per-second count of the one before.
  clock.advance(60_000);
});

/** A Plivo call placed to a new lead on an offer with `flow` (an offer_amd_flow) and one buyer, answered and ringing the buyer. */
async function answeredPlivoCall(flow: Record<string, unknown>) {
  await kit.carrier('plivo');
  const tag = kit.number().slice(-4);
  const offer = await kit.create('offers', 'offer', { name: `Async AMD ${tag}` });
  const schedule = await kit.create('schedules', 'schedule', {
    name: `Async AMD ${tag}`,
    offer_id: offer.id,
  });
  const buyer = await kit.create('buyers', 'buyer', {
    name: `Buyer ${tag}`,
    number: kit.number('312'),
    offer_ids: [offer.id],
  });
  await kit.create('offer_amd_flows', 'offer_amd_flow', { offer_id: offer.id, name: `Flow ${tag}`, ...flow });
  const pool = await kit.create('ring_pools', 'ring_pool', { name: `Pool ${tag}`, offer_id: offer.id });
  const from = kit.number('646');
  kit.carriers.inventory.add(from);
  await kit.create('phone_numbers', 'phone_number', {
    number: from,
    provider: 'plivo',
    ring_pool_id: pool.id,
  });
  await kit.create('schedule_ring_pools', 'schedule_ring_pool', {
    schedule_id: schedule.id,
    ring_pool_id: pool.id,
  });
  const to = kit.number();
  const res = await kit.api('POST', '/schedules/make_call', { schedule_id: schedule.id, to });
  expect(res.statusCode, res.body).toBe(201);
  const call = res.json().call as Body;
  const sent = kit.carriers.dialed.at(-1)!;
  // Asynchronous detection: Plivo picks up, fetches the answer URL (no verdict yet) and the buyer rings.
  const answered = await kit.post(sent.answerUrl, { CallUUID: sent.sid, CallStatus: 'in-progress' });
  expect(kit.dialled(answered.body)).toEqual([buyer.number]);
  const verdict = (machine: 'true' | 'false', opts: { forge?: boolean } = {}) =>
    kit.webhook(
      'plivo',
      'status',
      {
        CallUUID: sent.sid,
        RequestUUID: sent.sid,
        Event: 'MachineDetection',
        Machine: machine,
        IfMachine: 'continue',
        CallStatus: 'in-progress',
        Direction: 'outbound',
        From: from.replace(/^\+/, ''),
        To: to.replace(/^\+/, ''),
      },
      opts,
    );
  return { call, sent, verdict };
}
const machineSteps = async (callId: number) =>
  (await kit.events(callId)).filter((e) => e.type === 'MachineDetected');

describe("Plivo's asynchronous machine detection (machine_detection_url)", () => {
  it("asks Plivo to post the verdict to the company's signed status webhook, and hangs up on a machine through Plivo's Transfer API", async () => {
    const { call, sent, verdict } = await answeredPlivoCall({ machine_action: 'hang_up' });
    expect(sent.machineDetectionUrl).toBe(
      `${PUBLIC_URL}/api/v1/inbound_calls/${t.tenant.company.uuid}/plivo/status`,
    );
    kit.carriers.redirects.length = 0;
    expect((await verdict('true')).statusCode).toBe(200);
    expect(kit.carriers.redirects).toEqual([
      {
        provider: 'plivo',
        sid: sent.sid,
        url: expect.stringMatching(/\/secure\/[^/]+\/calls\/[^/]+\/answer\?Machine=true$/),
      },
    ]);
    // Plivo fetches the URL the A leg was transferred to: the verdict's instructions.
    const moved = await kit.post(kit.carriers.redirects[0]!.url, {
      CallUUID: sent.sid,
      CallStatus: 'in-progress',
    });
    expect(moved.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>');
    expect(await machineSteps(call.id)).toMatchObject([
      { reason: 'machine', action: 'hang_up', answered_by: 'true' },
    ]);
    expect(await kit.call(call.id)).toMatchObject({ hangup_cause: 'answering_machine' });
  });

  it("leaves the flow's voicemail message on a machine, through the transferred leg", async () => {
    const { call, sent, verdict } = await answeredPlivoCall({
      machine_action: 'leave_voicemail',
      text_to_speech: 'Hi, this is Acme calling back.',
    });
    kit.carriers.redirects.length = 0;
    expect((await verdict('true')).statusCode).toBe(200);
    const moved = await kit.post(kit.carriers.redirects[0]!.url, { CallUUID: sent.sid });
    expect(moved.body).toContain('<Speak');
    expect(moved.body).toContain('Hi, this is Acme calling back.</Speak><Hangup/>');
    expect(await kit.call(call.id)).toMatchObject({ hangup_cause: 'answering_machine_voicemail' });
  });

  it('leaves a person on the line with the buyer: traced, nothing moved', async () => {
    const { call, verdict } = await answeredPlivoCall({ machine_action: 'hang_up' });
    kit.carriers.redirects.length = 0;
    expect((await verdict('false')).statusCode).toBe(200);
    expect(kit.carriers.redirects).toEqual([]);
    expect(await machineSteps(call.id)).toMatchObject([{ reason: 'human', action: 'continue_routing' }]);
    expect((await kit.call(call.id)).hangup_cause ?? null).toBeNull();
  });

  it('refuses a verdict whose signature is forged: 403, the call not moved, nothing traced', async () => {
    const { call, verdict } = await answeredPlivoCall({ machine_action: 'hang_up' });
    kit.carriers.redirects.length = 0;
    expect((await verdict('true', { forge: true })).statusCode).toBe(403);
    expect(kit.carriers.redirects).toEqual([]);
    expect(await machineSteps(call.id)).toEqual([]);
  });
});
