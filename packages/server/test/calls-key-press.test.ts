import { ManualClock } from '@leadline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Body, useCallKit } from './call-kit.js';
import type { CarrierType } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('POST /calls/send_key_press: DTMF into a live call at its carrier', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { clock, other: 'Other Co', allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCallKit(t);
  const { api } = kit;
  beforeEach(() => {
    clock.advance(60_000);
  });
  const press = (body: Record<string, unknown>) => api('POST', '/calls/send_key_press', body);

  it('plays the digits on Twilio with a call update whose TwiML sends the call back to Leadline', async () => {
    const s = await kit.setup('twilio');
    const placed = await kit.place(s);
    const sid = await kit.answer(s, placed);
    const res = await press({ id: placed.call.uuid, digits: '1W#', data: { pressed_for: 'agent' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().call).toMatchObject({ id: placed.call.id, token_values: { pressed_for: 'agent' } });
    const sent = kit.carriers.keyPresses.at(-1)!;
    expect(sent).toMatchObject({ provider: 'twilio', sid, digits: '1ww#' });
    expect(sent.body).toEqual({
      Twiml: `<Response><Play digits="1ww#"/><Redirect method="POST">${placed.dialed.answerUrl}</Redirect></Response>`,
    });
    const request = kit.carriers.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: `/2010-04-01/Accounts/AC_test/Calls/${sid}.json` });
  });

  it('keeps the nested data a Vapi bridge sends as dotted tokens, lists as JSON text (issue 25, item 4)', async () => {
    const s = await kit.setup('twilio');
    const placed = await kit.place(s);
    await kit.answer(s, placed);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/calls/send_key_press',
      headers: { authorization: t.tenant.authorization, 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: placed.call.uuid,
        digits: '2',
        data: {
          webhook_data: { first_name: 'Ann', address: { zip: '80202' } },
          vapi: { call_id: 'vapi-123', tools: ['transfer', 'dtmf'] },
          intent: 'transfer',
        },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().call.token_values).toMatchObject({
      'webhook_data.first_name': 'Ann',
      'webhook_data.address.zip': '80202',
      'vapi.call_id': 'vapi-123',
      'vapi.tools': '["transfer","dtmf"]',
      intent: 'transfer',
    });
  });

  it.each([
    [
      'telnyx',
      (sid: string) => `/v2/calls/${encodeURIComponent(sid)}/actions/send_dtmf`,
      { digits: '12', duration_millis: 250 },
    ],
    ['plivo', (sid: string) => `/v1/Account/MA_test/Call/${sid}/DTMF/`, { digits: '12', leg: 'aleg' }],
  ] as const)('sends %s its own DTMF request', async (provider, path, body) => {
    const s = await kit.setup(provider as CarrierType);
    const placed = await kit.place(s);
    const sid = await kit.answer(s, placed);
    const res = await press({ id: placed.call.id, digits: '12' });
    expect(res.statusCode).toBe(200);
    const request = kit.carriers.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(path(sid));
    expect(JSON.parse(request.body)).toEqual(body);
    expect(kit.carriers.keyPresses.at(-1)).toMatchObject({ provider, sid, digits: '12' });
  });

  it('logs each key press on the call, so its history shows it', async () => {
    const s = await kit.setup('twilio');
    const placed = await kit.place(s);
    await kit.answer(s, placed);
    await press({ id: placed.call.uuid, digits: '5' });
    await press({ id: placed.call.uuid, digits: '5' });
    const pressed = (await kit.changeLogs(placed.call.id)).filter(
      (l) => (l.changes as Body).key_press !== undefined,
    );
    expect(pressed.map((l) => (l.changes as Record<string, unknown>).key_press)).toEqual([
      [null, '5'],
      [null, '5'],
    ]);
  });

  it('refuses a call not answered yet or over, bad digits and data, before the carrier hears of it', async () => {
    const s = await kit.setup('twilio');
    const placed = await kit.place(s);
    const asked = kit.carriers.requests.length;
    const ringing = await press({ id: placed.call.uuid, digits: '1' });
    expect(ringing.statusCode).toBe(422);
    expect(ringing.json().errors.id[0]).toMatch(/not been answered/);

    await kit.answer(s, placed);
    const bad: [Record<string, unknown>, string][] = [
      [{ id: placed.call.uuid, digits: '1x' }, 'digits'],
      [{ id: placed.call.uuid }, 'digits'],
      [{ digits: '1' }, 'id'],
      [{ id: placed.call.uuid, digits: '1', data: ['a'] }, 'data'],
      [{ id: placed.call.uuid, digits: '1', key: '2' }, 'key'],
    ];
    for (const [body, param] of bad) {
      const res = await press(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([param]);
    }
    const answered = kit.carriers.requests.length;

    await kit.end(placed);
    const ended = await press({ id: placed.call.uuid, digits: '1', data: { late: 'yes' } });
    expect(ended.statusCode).toBe(422);
    expect(ended.json().errors.id[0]).toMatch(/has ended/);
    // Only the answer's own traffic reached the carrier (none: callbacks are ours), never a key press.
    expect(kit.carriers.requests.length).toBe(answered);
    expect(answered).toBe(asked);
    expect((await api('GET', `/calls/${placed.call.id}`)).json().call.token_values).toBeNull();
  });

  it('answers 422 when the carrier no longer has the call, and 502 when it fails', async () => {
    const s = await kit.setup('plivo');
    const placed = await kit.place(s);
    const sid = await kit.answer(s, placed);
    kit.carriers.live.delete(sid);
    const gone = await press({ id: placed.call.uuid, digits: '1', data: { x: '1' } });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors.id[0]).toMatch(/ended at the carrier/);

    kit.carriers.live.add(sid);
    kit.carriers.fail = { status: 500, body: { error: 'boom' }, path: /DTMF/ };
    const failed = await press({ id: placed.call.uuid, digits: '1', data: { x: '1' } });
    expect(failed.statusCode).toBe(502);
    expect((await api('GET', `/calls/${placed.call.id}`)).json().call.token_values).toBeNull();
  });
});
