import { ManualClock } from '@leadline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Body, useCallKit } from './call-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('/secure/:secure_token/calls/:uuid: a buyer updates, hangs up and reads the call with its token', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { clock, other: 'Other Co', allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCallKit(t);
  const { api } = kit;
  beforeEach(() => {
    clock.advance(60_000);
  });
  // No credentials: the secure token in the path is the credential.
  const secure = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}) });
  const show = async (id: number) => (await api('GET', `/calls/${id}`)).json().call as Body;

  it('sets revenue and buyer_converted from the query, merges data, and presses digits on the live call', async () => {
    const s = await kit.setup('telnyx');
    const placed = await kit.place(s);
    const sid = await kit.answer(s, placed);
    const path = kit.securePath(placed);

    const res = await secure('PUT', `${path}?revenue=10&buyer_converted=true`, {
      digits: '9',
      data: { policy_id: 'P-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      errors: {},
      call: {
        uuid: placed.call.uuid,
        status: 'in_progress',
        revenue: 10,
        buyer_converted: true,
        data: { policy_id: 'P-1' },
      },
      metadata: { root: 'call' },
    });
    expect(kit.carriers.keyPresses.at(-1)).toMatchObject({ provider: 'telnyx', sid, digits: '9' });
    expect(await show(placed.call.id)).toMatchObject({
      revenue: 10,
      buyer_converted: 'Converted',
      token_values: { policy_id: 'P-1' },
    });
    const logs = await kit.changeLogs(placed.call.id);
    const last = logs.find((l) => (l.changes as Body).revenue !== undefined)!;
    expect(last.changes).toMatchObject({ revenue: [0, 10], buyer_converted: [false, true] });

    const data = await secure('GET', `${path}/data`);
    expect(data.statusCode).toBe(200);
    expect(data.json()).toEqual({
      status: 200,
      errors: {},
      data: { policy_id: 'P-1' },
      uuid: placed.call.uuid,
      metadata: { root: 'data' },
    });
  });

  it('hangs the call up at its carrier, once', async () => {
    const s = await kit.setup('twilio');
    const placed = await kit.place(s);
    const sid = await kit.answer(s, placed);
    const path = kit.securePath(placed);
    const res = await secure('DELETE', path);
    expect(res.statusCode).toBe(200);
    expect(res.json().call).toMatchObject({ uuid: placed.call.uuid, status: 'completed' });
    expect(kit.carriers.hungUp.at(-1)).toEqual({ provider: 'twilio', sid, how: 'completed' });
    expect(await show(placed.call.id)).toMatchObject({ status: 'completed', hangup_cause: 'hung_up_by_api' });
    const hangUps = kit.carriers.hungUp.length;
    expect((await secure('DELETE', path)).json().call.status).toBe('completed');
    expect(kit.carriers.hungUp.length).toBe(hangUps);
  });

  it('answers 404 to a wrong token, a wrong uuid or another call’s token, and changes nothing', async () => {
    const s = await kit.setup('twilio');
    const placed = await kit.place(s);
    const other = await kit.place(s);
    await kit.answer(s, placed);
    const path = kit.securePath(placed);
    const token = path.split('/')[4]!;
    const wrong = [
      path.replace(token, 'f'.repeat(32)),
      path.replace(String(placed.call.uuid), String(other.call.uuid)),
      path.replace(token, ''),
      `/api/v1/secure/${token}/calls/not-a-uuid`,
    ];
    for (const url of wrong) {
      expect((await secure('PUT', url, { revenue: 50 })).statusCode, url).toBe(404);
      expect((await secure('GET', `${url}/data`)).statusCode, url).toBe(404);
      expect((await secure('DELETE', url)).statusCode, url).toBe(404);
    }
    expect(await show(placed.call.id)).toMatchObject({ revenue: 0, status: 'in_progress' });
    expect(await show(other.call.id)).toMatchObject({ revenue: 0 });
  });

  it('refuses bad values and what a buyer may not set with a 422 naming it, writing and pressing nothing', async () => {
    const s = await kit.setup('twilio');
    const placed = await kit.place(s);
    await kit.answer(s, placed);
    const path = kit.securePath(placed);
    const presses = kit.carriers.keyPresses.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ revenue: 'lots', digits: '1' }, 'revenue'],
      [{ buyer_converted: 'perhaps', digits: '1' }, 'buyer_converted'],
      [{ payout: 5, digits: '1' }, 'payout'],
      [{ digits: '1?', revenue: 5 }, 'digits'],
      [{ data: 'x=1', digits: '1' }, 'data'],
      [{ add_revenue: -3, digits: '1' }, 'add_revenue'],
    ];
    for (const [body, param] of cases) {
      const res = await secure('PUT', path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([param]);
    }
    expect(kit.carriers.keyPresses.length).toBe(presses);
    expect(await show(placed.call.id)).toMatchObject({
      revenue: 0,
      buyer_converted: 'Not Converted',
      token_values: null,
    });

    await kit.end(placed);
    const ended = await secure('PUT', path, { digits: '1', revenue: 5 });
    expect(ended.statusCode).toBe(422);
    expect(ended.json().errors.digits[0]).toMatch(/has ended/);
    expect((await show(placed.call.id)).revenue).toBe(0);
    // Without digits, an ended call still takes the buyer's revenue (postbacks come after the call).
    expect((await secure('PUT', path, { revenue: 5 })).json().call).toMatchObject({
      revenue: 5,
      status: 'completed',
    });
  });
});
