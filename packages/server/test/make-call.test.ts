import { ManualClock } from '@leadline/core';
import type { TestTenant } from '@leadline/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CarrierType, useCarrierKit } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

type Body = Record<string, unknown> & { id: number };

describe('POST /schedules/make_call: an outbound call to a lead, and the carrier callbacks that follow it', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock, other: 'Other Co' });
  const kit = useCarrierKit(t);
  const { api, number } = kit;
  const create = async (plural: string, name: string, body: Record<string, unknown>, who = t.tenant) =>
    (await kit.create(plural, name, body, who)) as Body;
  beforeEach(() => {
    // Each test starts past every 30-second slot and per-second count of the one before.
    clock.advance(60_000);
  });

  const makeCall = (body: Record<string, unknown>, who: TestTenant = t.tenant) =>
    api('POST', '/schedules/make_call', body, who);
  const callback = (url: string, payload: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: new URL(url).pathname, payload });

  /** A carrier account (the company's only one), and an offer, schedule, buyers and a pool number to call from. */
  async function setup(
    provider: CarrierType = 'twilio',
    settings: Record<string, unknown> = {},
    buyers: Record<string, unknown>[] = [{ tier: 1 }],
    who: TestTenant = t.tenant,
  ) {
    const integration = await kit.onlyCarrier(provider, { calls_per_second: 100, ...settings }, who);
    const tag = number().slice(-4);
    const offer = await create('offers', 'offer', { name: `Offer ${tag}` }, who);
    const schedule = await create(
      'schedules',
      'schedule',
      { name: `Schedule ${tag}`, offer_id: offer.id },
      who,
    );
    const made: Body[] = [];
    for (const b of buyers) {
      made.push(
        await create(
          'buyers',
          'buyer',
          { name: `Buyer ${number().slice(-4)}`, number: number('312'), offer_ids: [offer.id], ...b },
          who,
        ),
      );
    }
    const pool = await create('ring_pools', 'ring_pool', { name: `Pool ${tag}`, offer_id: offer.id }, who);
    const from = number('646');
    kit.carriers.inventory.add(from);
    const phone = await create(
      'phone_numbers',
      'phone_number',
      { number: from, provider, ring_pool_id: pool.id },
      who,
    );
    await create(
      'schedule_ring_pools',
      'schedule_ring_pool',
      { schedule_id: schedule.id, ring_pool_id: pool.id },
      who,
    );
    return { integration, offer, schedule, buyers: made, from, phone };
  }
  const submitLead = async (leadToken: string, caller: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: leadToken, caller_id: caller },
    });
    if (res.statusCode !== 200) throw new Error(`lead: ${res.body}`);
    return res.json().lead as Body;
  };

  it('calls the lead from the schedule pool number through its carrier, and records the call and the attempt', async () => {
    const s = await setup();
    const lead = await submitLead(String(s.schedule.lead_token), number());
    const dialed = kit.carriers.dialed.length;
    const res = await makeCall({ lead_id: lead.id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 201, errors: {}, metadata: { root: 'call' } });
    const call = body.call;
    expect(call).toMatchObject({
      direction: 'outbound',
      caller_number: lead.caller_id,
      number_called: lead.caller_id,
      from_number: s.from,
      number_id: s.phone.id,
      offer_id: s.offer.id,
      schedule_id: s.schedule.id,
      lead_id: lead.id,
      provider: 'twilio',
      integration_id: s.integration.id,
      status: 'queued',
    });
    expect(call).not.toHaveProperty('secure_token');
    const sent = kit.carriers.dialed.slice(dialed);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      provider: 'twilio',
      to: lead.caller_id,
      from: s.from,
      machineDetection: false,
    });
    expect(call.call_sid).toBe(sent[0]!.sid);
    expect(sent[0]!.answerUrl).toMatch(new RegExp(`/api/v1/secure/[0-9a-f]{32}/calls/${call.uuid}/answer$`));
    expect(sent[0]!.statusUrl).toBe(sent[0]!.answerUrl.replace(/answer$/, 'status'));

    expect((await api('GET', `/calls/${call.id}`)).json().call).toMatchObject({
      id: call.id,
      status: 'queued',
    });
    const after = (await api('GET', `/leads/${lead.id}`)).json().lead;
    expect(after).toMatchObject({ contact_attempts: 1, attempted_call_id: call.id });
    const logs = (await api('GET', `/change_logs?record_type=Call&record_id=${call.id}`)).json().change_logs;
    expect(logs.map((l: Body) => l.action).sort()).toEqual(['create', 'update']);
  });

  it("forwards the answered call to the offer's first available buyer, then follows the carrier's reports without going back", async () => {
    const s = await setup('twilio', {}, [{ tier: 1, paused: true }, { tier: 2 }, { tier: 3 }]);
    const lead = await submitLead(String(s.schedule.lead_token), number());
    const call = (await makeCall({ lead_id: lead.id })).json().call;
    const sent = kit.carriers.dialed.at(-1)!;

    const answered = await callback(sent.answerUrl, { CallSid: sent.sid, CallStatus: 'in-progress' });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toMatch(/^application\/xml/);
    expect(answered.body).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Dial callerId="${s.from}" timeout="120" ` +
        `action="${sent.answerUrl.replace(/answer$/, 'dial_result')}" method="POST">` +
        `<Number>${s.buyers[1]!.number}</Number></Dial></Response>`,
    );
    for (const [CallStatus, extra] of [
      ['completed', { CallDuration: '42' }],
      ['ringing', {}],
      ['in-progress', {}],
    ] as const) {
      const res = await callback(sent.statusUrl, { CallSid: sent.sid, CallStatus, ...extra });
      expect(res.statusCode).toBe(200);
      expect(res.json().call).toEqual({ uuid: call.uuid, status: 'completed' });
    }
    const done = (await api('GET', `/calls/${call.id}`)).json().call;
    expect(done).toMatchObject({
      status: 'completed',
      buyer_id: s.buyers[1]!.id,
      connected_to: s.buyers[1]!.number,
      total_duration: 42,
      hangup_cause: null,
    });
    expect(done.answered_at).not.toBeNull();
    expect(done.ended_at).not.toBeNull();
    const ids = async (query: string) =>
      ((await api('GET', `/calls?per_page=100&${query}`)).json().calls as Body[]).map((c) => c.id);
    expect(await ids('in_progress=false')).toContain(call.id);
    expect(await ids('in_progress=true')).not.toContain(call.id);
    const ended = encodeURIComponent(done.ended_at);
    expect(await ids(`ended_at_from=${ended}&ended_at_to=${ended}`)).toEqual([call.id]);
    expect((await api('GET', `/leads/${lead.id}`)).json().lead.connected_call_id).toBe(call.id);
  });

  it('forwards past a buyer at its daily or concurrency cap, and buyer_is_available names the cap', async () => {
    const s = await setup('twilio', {}, [
      { tier: 1, daily_cap_limit: 1 },
      { tier: 2, concurrency_cap_limit: 1 },
      { tier: 3 },
    ]);
    const [daily, concurrent, open] = s.buyers as [Body, Body, Body];
    const forward = async () => {
      const call = (await makeCall({ schedule_id: s.schedule.id, to: number() })).json().call;
      const { answerUrl, statusUrl } = kit.carriers.dialed.at(-1)!;
      const xml = (await callback(answerUrl)).body;
      return { call, statusUrl, to: /<Number>([^<]+)<\/Number>/.exec(xml)?.[1] };
    };
    expect((await forward()).to).toBe(daily.number);
    const second = await forward();
    expect(second.to).toBe(concurrent.number);
    expect((await forward()).to).toBe(open.number);

    const lead = await submitLead(String(s.schedule.lead_token), number());
    const available = (await api('GET', `/leads/${lead.id}/buyer_is_available`)).json();
    const reasons = Object.fromEntries(
      (available.buyers as { buyer_id: number; reason: string | null }[]).map((b) => [b.buyer_id, b.reason]),
    );
    expect(reasons).toEqual({ [daily.id]: 'daily_cap', [concurrent.id]: 'concurrency_cap', [open.id]: null });

    await callback(second.statusUrl, { CallStatus: 'completed', CallDuration: '30' });
    expect((await forward()).to).toBe(concurrent.number);
    // A new day on the buyer's clock (the company's zone) frees the daily cap.
    clock.advance(24 * 3_600_000);
    expect((await forward()).to).toBe(daily.number);
  });

  it('passes a call the buyer does not answer to the next buyer, and ends it once a buyer has talked', async () => {
    const s = await setup('twilio', {}, [
      { tier: 1, timeout_seconds: 20 },
      { tier: 2, timeout_seconds: 30 },
      { tier: 3 },
    ]);
    const [first, second, third] = s.buyers as [Body, Body, Body];
    const call = (await makeCall({ schedule_id: s.schedule.id, to: number() })).json().call;
    const { answerUrl } = kit.carriers.dialed.at(-1)!;
    const dialResult = answerUrl.replace(/answer$/, 'dial_result');
    const dialled = (xml: string) => [/<Number>([^<]+)</.exec(xml)?.[1], /timeout="(\d+)"/.exec(xml)?.[1]];

    expect(dialled((await callback(answerUrl)).body)).toEqual([first.number, '20']);
    const noAnswer = await callback(dialResult, { DialCallStatus: 'no-answer', DialCallDuration: '0' });
    expect(noAnswer.headers['content-type']).toMatch(/^application\/xml/);
    expect(dialled(noAnswer.body)).toEqual([second.number, '30']);
    const busy = await callback(dialResult, { DialCallStatus: 'busy' });
    expect(dialled(busy.body)).toEqual([third.number, '120']);
    const talked = await callback(dialResult, { DialCallStatus: 'completed', DialCallDuration: '95' });
    expect(talked.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>');
    expect((await api('GET', `/calls/${call.id}`)).json().call).toMatchObject({
      buyer_id: third.id,
      connected_to: third.number,
      buyers_tried: [first.id, second.id, third.id],
      answered_duration: 95,
      hangup_cause: null,
    });
  });

  it('hangs up with no_buyer_answered when every available buyer let the call ring out', async () => {
    const s = await setup('twilio', {}, [{ tier: 1 }]);
    const call = (await makeCall({ schedule_id: s.schedule.id, to: number() })).json().call;
    const { answerUrl } = kit.carriers.dialed.at(-1)!;
    await callback(answerUrl);
    const out = await callback(answerUrl.replace(/answer$/, 'dial_result'), { DialStatus: 'no-answer' });
    expect(out.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>');
    expect((await api('GET', `/calls/${call.id}`)).json().call).toMatchObject({
      buyers_tried: [s.buyers[0]!.id],
      hangup_cause: 'no_buyer_answered',
    });
  });

  it('hangs up when no buyer can take the answered call, and says why on the call', async () => {
    const s = await setup('twilio', {}, [{ paused: true }]);
    const lead = await submitLead(String(s.schedule.lead_token), number());
    const call = (await makeCall({ lead_id: lead.id })).json().call;
    const answered = await callback(kit.carriers.dialed.at(-1)!.answerUrl);
    expect(answered.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>');
    expect((await api('GET', `/calls/${call.id}`)).json().call).toMatchObject({
      status: 'in_progress',
      buyer_id: null,
      hangup_cause: 'no_buyer_available',
    });
  });

  it('answers 404 to a callback whose token or uuid is wrong, and changes nothing', async () => {
    const s = await setup();
    const lead = await submitLead(String(s.schedule.lead_token), number());
    const call = (await makeCall({ lead_id: lead.id })).json().call;
    const { statusUrl } = kit.carriers.dialed.at(-1)!;
    const wrongToken = statusUrl.replace(/secure\/[0-9a-f]{32}/, `secure/${'0'.repeat(32)}`);
    const wrongUuid = statusUrl.replace(call.uuid, '018f0000-0000-7000-8000-000000000000');
    for (const url of [wrongToken, wrongUuid]) {
      const res = await callback(url, { CallStatus: 'completed' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await api('GET', `/calls/${call.id}`)).json().call.status).toBe('queued');
  });

  it("calls a number for a schedule's lead token, creating the caller's lead on the offer and reusing it after", async () => {
    const s = await setup();
    const to = number();
    const first = await makeCall({
      lead_token: s.schedule.lead_token,
      to: to.slice(2),
      data: { first_name: 'Ann' },
    });
    expect(first.statusCode).toBe(201);
    const leadId = first.json().call.lead_id;
    const lead = (await api('GET', `/leads/${leadId}`)).json().lead;
    expect(lead).toMatchObject({
      caller_id: to,
      offer_id: s.offer.id,
      first_name: 'Ann',
      contact_attempts: 1,
    });
    clock.advance(31_000);
    const second = await makeCall({ schedule_id: s.schedule.id, caller_id: to });
    expect(second.statusCode).toBe(201);
    expect(second.json().call.lead_id).toBe(leadId);
    expect((await api('GET', `/leads/${leadId}`)).json().lead.contact_attempts).toBe(2);
  });

  it('refuses, naming the parameter, everything it cannot call before dialling or writing anything', async () => {
    const s = await setup();
    const inactive = await create('schedules', 'schedule', {
      name: 'Off',
      offer_id: s.offer.id,
      active: false,
    });
    const noOffer = await create('schedules', 'schedule', { name: 'No offer' });
    const blocked = number();
    await api('POST', `/contacts/${blocked.slice(1)}/caller_block`);
    const loose = await create('offers', 'offer', { name: 'No numbers' });
    const bare = await create('schedules', 'schedule', { name: 'Bare', offer_id: loose.id });
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ lead_id: 999_999_999 }, { lead_id: ['must reference an existing lead'] }],
      [
        { to: number() },
        { schedule_id: ['is required (or lead_token, or the lead_id of a lead on a schedule)'] },
      ],
      [{ schedule_id: s.schedule.id }, { to: ['is required without lead_id'] }],
      [{ schedule_id: s.schedule.id, to: '12' }, { to: [expect.any(String)] }],
      [{ schedule_id: inactive.id, to: number() }, { schedule_id: [`schedule ${inactive.id} is inactive`] }],
      [
        { lead_token: 'nope', to: number() },
        { lead_token: ["is not the lead token of one of this company's schedules"] },
      ],
      [
        { schedule_id: noOffer.id, to: number() },
        { schedule_id: ['has no offer: a call needs the offer whose buyers take it'] },
      ],
      [{ schedule_id: s.schedule.id, to: blocked }, { to: [`${blocked} may not be called: blacklisted`] }],
      [
        { schedule_id: s.schedule.id, to: number(), from: number('999') },
        { from: ["must be one of the company's phone numbers"] },
      ],
      [
        { schedule_id: bare.id, to: number() },
        { from: [expect.stringMatching(/^is required: the schedule's ring pools have no numbers/)] },
      ],
    ];
    const dialed = kit.carriers.dialed.length;
    const callsBefore = (await api('GET', '/calls')).json().metadata.total_count;
    for (const [body, errors] of cases) {
      const res = await makeCall(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(kit.carriers.dialed.length).toBe(dialed);
    expect((await api('GET', '/calls')).json().metadata.total_count).toBe(callsBefore);
  });

  it('never dials one number twice within 30 seconds, however many requests race', async () => {
    const s = await setup();
    const to = number();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => makeCall({ schedule_id: s.schedule.id, to })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 422, 422, 422, 422, 422]);
    for (const r of answers.filter((a) => a.statusCode === 422)) {
      expect(r.json().errors.to[0]).toMatch(new RegExp(`^\\${to} was dialled less than 30 seconds ago`));
    }
    expect(kit.carriers.dialed.filter((d) => d.to === to)).toHaveLength(1);
    clock.advance(29_000);
    expect((await makeCall({ schedule_id: s.schedule.id, to })).statusCode).toBe(422);
    clock.advance(1_000);
    expect((await makeCall({ schedule_id: s.schedule.id, to })).statusCode).toBe(201);
  });

  it('holds a carrier account to its calls_per_second with a 429 and Retry-After', async () => {
    const s = await setup('twilio', { calls_per_second: 2 });
    expect((await makeCall({ schedule_id: s.schedule.id, to: number() })).statusCode).toBe(201);
    expect((await makeCall({ schedule_id: s.schedule.id, to: number() })).statusCode).toBe(201);
    const third = await makeCall({ schedule_id: s.schedule.id, to: number() });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('1');
    expect(third.json().code).toBe('rate_limited');
    clock.advance(1_001);
    expect((await makeCall({ schedule_id: s.schedule.id, to: number() })).statusCode).toBe(201);
  });

  it('keeps a failed call on record when the carrier fails, and gives the number its slot back', async () => {
    const s = await setup();
    const to = number();
    kit.carriers.fail = { status: 500, body: { message: 'Calls down' }, path: /Calls\.json$/ };
    const failed = await makeCall({ schedule_id: s.schedule.id, to });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('twilio answered 500: Calls down');
    const kept = (await api('GET', `/calls?caller_number=${encodeURIComponent(to)}`)).json().calls;
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ status: 'failed', hangup_cause: 'twilio answered 500: Calls down' });
    const retried = await makeCall({ schedule_id: s.schedule.id, to });
    expect(retried.statusCode).toBe(201);
  });

  it('places the call through telnyx TeXML and plivo too, and reads their reports', async () => {
    const telnyx = await setup('telnyx');
    const noApp = await makeCall({ schedule_id: telnyx.schedule.id, to: number() });
    expect(noApp.statusCode).toBe(422);
    expect(noApp.json().errors).toEqual({
      integration_id: ['needs settings.texml_application_id: the TeXML application Telnyx places calls with'],
    });
    await api('PUT', `/integrations/${telnyx.integration.id}`, {
      settings: { ...(telnyx.integration.settings as object), texml_application_id: 'app-1' },
    });
    const viaTelnyx = await makeCall({ schedule_id: telnyx.schedule.id, to: number() });
    expect(viaTelnyx.statusCode).toBe(201);
    expect(kit.carriers.dialed.at(-1)).toMatchObject({ provider: 'telnyx', applicationId: 'app-1' });
    expect(viaTelnyx.json().call).toMatchObject({
      provider: 'telnyx',
      call_sid: kit.carriers.dialed.at(-1)!.sid,
    });

    const plivo = await setup('plivo', {}, [{ number: 'sip:[number_to_dial]@pbx.example.com' }]);
    const to = number();
    const call = (await makeCall({ schedule_id: plivo.schedule.id, to })).json().call;
    const sent = kit.carriers.dialed.at(-1)!;
    expect(sent).toMatchObject({ provider: 'plivo', from: plivo.from, to });
    const answered = await callback(sent.answerUrl);
    expect(answered.body).toContain(`<User>sip:${to.slice(1)}@pbx.example.com</User>`);
    await callback(sent.statusUrl, {
      CallUUID: 'plivo-call-1',
      CallStatus: 'busy',
      Duration: '0',
      HangupCause: 'USER_BUSY',
    });
    expect((await api('GET', `/calls/${call.id}`)).json().call).toMatchObject({
      status: 'busy',
      hangup_cause: 'USER_BUSY',
      total_duration: 0,
    });
  });

  it("DELETE /contacts/:id/calls ends the number's live calls at their carrier and on the record, and the contact counts them", async () => {
    const s = await setup();
    const to = number();
    const first = (await makeCall({ schedule_id: s.schedule.id, to })).json().call;
    await callback(kit.carriers.dialed.at(-1)!.answerUrl);
    clock.advance(31_000);
    const second = (await makeCall({ schedule_id: s.schedule.id, to })).json().call;
    clock.advance(31_000);
    const third = (await makeCall({ schedule_id: s.schedule.id, to })).json().call;
    // The carrier already ended the third one (its callback has not arrived): it has no such call.
    kit.carriers.live.delete(third.call_sid);

    const hungUp = kit.carriers.hungUp.length;
    const res = await api('DELETE', `/contacts/${to.slice(1)}/calls`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contact: { number: to }, metadata: { hung_up_count: 3 } });
    expect(kit.carriers.hungUp.slice(hungUp)).toEqual([
      { provider: 'twilio', sid: first.call_sid, how: 'completed' },
      { provider: 'twilio', sid: second.call_sid, how: 'canceled' },
    ]);
    const show = async (id: number) => (await api('GET', `/calls/${id}`)).json().call;
    expect(await show(first.id)).toMatchObject({ status: 'completed', hangup_cause: 'hung_up_by_api' });
    expect(await show(second.id)).toMatchObject({ status: 'canceled', hangup_cause: 'hung_up_by_api' });
    expect(await show(third.id)).toMatchObject({ status: 'canceled', hangup_cause: 'hung_up_by_api' });
    expect((await api('DELETE', `/contacts/${to.slice(1)}/calls`)).json().metadata.hung_up_count).toBe(0);
    expect((await api('GET', `/contacts/${to.slice(1)}`)).json().contact).toMatchObject({
      calls_count: 3,
      outbound_call_failure_count: 0,
      outbound_no_answer_count: 0,
    });
  });

  it('counts calls nobody answered and calls that failed on the contact', async () => {
    const s = await setup();
    const to = number();
    await makeCall({ schedule_id: s.schedule.id, to });
    await callback(kit.carriers.dialed.at(-1)!.statusUrl, { CallStatus: 'no-answer' });
    clock.advance(31_000);
    await makeCall({ schedule_id: s.schedule.id, to });
    await callback(kit.carriers.dialed.at(-1)!.statusUrl, { CallStatus: 'busy' });
    clock.advance(31_000);
    kit.carriers.fail = { status: 500, body: { message: 'down' }, path: /Calls\.json$/ };
    expect((await makeCall({ schedule_id: s.schedule.id, to })).statusCode).toBe(502);
    expect((await api('GET', `/contacts/${to.slice(1)}`)).json().contact).toMatchObject({
      calls_count: 3,
      outbound_call_failure_count: 1,
      outbound_no_answer_count: 2,
    });
  });

  it("lists live calls and a number's calls, and DELETE /calls/:id hangs one up at its carrier", async () => {
    const s = await setup();
    const [x, y] = [number(), number()];
    const a = (await makeCall({ schedule_id: s.schedule.id, to: x })).json().call;
    await callback(kit.carriers.dialed.at(-1)!.answerUrl);
    const b = (await makeCall({ schedule_id: s.schedule.id, to: y })).json().call;
    const ids = async (url: string) =>
      ((await api('GET', url)).json().calls as Body[]).map((c) => c.id).sort((m, n) => m - n);

    expect(await ids('/calls/live_calls?per_page=100')).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids(`/calls/${x.slice(2)}/by_caller_number`)).toEqual([a.id]);
    const csv = await api('GET', `/calls/${x.slice(1)}/by_caller_number.csv?columns=id,status`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.trim().split('\n')).toEqual(['id,status', `${a.id},in_progress`]);

    const hungUp = kit.carriers.hungUp.length;
    const res = await api('DELETE', `/calls/${a.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().call).toMatchObject({ id: a.id, status: 'completed', hangup_cause: 'hung_up_by_api' });
    expect(kit.carriers.hungUp.slice(hungUp)).toEqual([
      { provider: 'twilio', sid: a.call_sid, how: 'completed' },
    ]);
    const live = await ids('/calls/live_calls?per_page=100');
    expect(live).toContain(b.id);
    expect(live).not.toContain(a.id);
    const again = await api('DELETE', `/calls/${a.id}`);
    expect(again.json().call.status).toBe('completed');
    expect(kit.carriers.hungUp.length).toBe(hungUp + 1);
    expect((await api('DELETE', '/calls/987654321')).statusCode).toBe(404);
    const bad = await api('GET', '/calls/12/by_caller_number');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['caller_number']);
    expect((await api('DELETE', `/calls/${b.id}`, undefined, t.other)).statusCode).toBe(404);
    expect((await api('GET', '/calls/live_calls', undefined, t.other)).json().calls).toEqual([]);
    expect((await api('GET', `/calls/${b.id}`)).json().call.status).toBe('queued');
  });

  it("never calls another company's lead or schedule, nor shows its calls", async () => {
    const s = await setup();
    const lead = await submitLead(String(s.schedule.lead_token), number());
    const call = (await makeCall({ lead_id: lead.id })).json().call;
    await setup('twilio', {}, [{ tier: 1 }], t.other);
    const theirs = await makeCall({ lead_id: lead.id }, t.other);
    expect(theirs.json().errors).toEqual({ lead_id: ['must reference an existing lead'] });
    const bySchedule = await makeCall({ schedule_id: s.schedule.id, to: number() }, t.other);
    expect(bySchedule.json().errors).toEqual({ schedule_id: ['must reference an existing schedule'] });
    const byToken = await makeCall({ lead_token: s.schedule.lead_token, to: number() }, t.other);
    expect(byToken.json().errors).toEqual({
      lead_token: ["is not the lead token of one of this company's schedules"],
    });
    expect((await api('GET', `/calls/${call.id}`, undefined, t.other)).statusCode).toBe(404);
    const listed = (await api('GET', '/calls?per_page=100', undefined, t.other)).json().calls as Body[];
    expect(listed.some((c) => c.id === call.id)).toBe(false);
  });

  it('needs write access to calls (a key that may only read calls gets a 403)', async () => {
    const s = await setup();
    const issued = await t.leadline.keys.create(t.tenant.company.id, { permissions: { calls: 'read' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/schedules/make_call',
      headers: {
        authorization: `Basic ${Buffer.from(`${issued.key.public_key}:${issued.private_key}`).toString('base64')}`,
      },
      payload: { schedule_id: s.schedule.id, to: number() },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('carrier callbacks and the request limit', () => {
  const t = useTestApp(
    { rateLimit: { max: 2, windowMs: 60_000 }, publicRateLimit: { max: 2, windowMs: 60_000 } },
    { allowPrivateUrls: LOCAL_STAND_INS },
  );

  it('never answers a carrier callback 429: its volume is bound by the calls placed, not by the limit', async () => {
    const url = `/api/v1/secure/${'0'.repeat(32)}/calls/018f0000-0000-7000-8000-000000000000/status`;
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await t.app.inject({ method: 'POST', url, payload: { CallStatus: 'ringing' } })).statusCode,
      );
    }
    expect(codes).toEqual([404, 404, 404, 404]);
    const leads: number[] = [];
    for (let i = 0; i < 3; i++) {
      leads.push((await t.app.inject({ method: 'POST', url: '/api/v1/leads', payload: {} })).statusCode);
    }
    expect(leads).toEqual([422, 422, 429]);
  });
});
