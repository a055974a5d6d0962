import { ManualClock } from '@leadline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Body, useCallKit } from './call-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('call updates: POST and PUT /calls/:id, the postback alias and update_by_caller_id', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { clock, other: 'Other Co', allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCallKit(t);
  const { api } = kit;
  beforeEach(() => {
    clock.advance(60_000);
  });
  const show = async (id: number) => (await api('GET', `/calls/${id}`)).json().call as Body;

  it('places an outbound call with POST /calls, as make_call does', async () => {
    const s = await kit.setup();
    const to = kit.number();
    const res = await api('POST', '/calls', { schedule_id: s.schedule.id, to: to.slice(2) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 201, errors: {}, metadata: { root: 'call' } });
    expect(res.json().call).toMatchObject({
      direction: 'outbound',
      caller_number: to,
      from_number: s.from,
      schedule_id: s.schedule.id,
      offer_id: s.offer.id,
      status: 'queued',
    });
    expect(kit.carriers.dialed.at(-1)).toMatchObject({ provider: 'twilio', to, from: s.from });
    expect(res.json().call.call_sid).toBe(kit.carriers.dialed.at(-1)!.sid);

    const bad = await api('POST', '/calls', { schedule_id: s.schedule.id, to: '12' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['to']);
  });

  it('sets revenue, payout, both conversions and merges post-call tokens, by id or uuid, POST or PUT', async () => {
    const s = await kit.setup();
    const { call } = await kit.place(s);
    const res = await api('POST', `/calls/${call.id}`, {
      revenue: '12.50',
      payout: 4,
      buyer_converted: 'yes',
      offer_converted: 1,
      post_call_tokens: { first_name: 'Mary', good_lead: 'yes' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().call).toMatchObject({
      id: call.id,
      revenue: 12.5,
      payout: 4,
      buyer_converted: 'Converted',
      offer_converted: true,
      token_values: { first_name: 'Mary', good_lead: 'yes' },
    });

    const put = await api('PUT', `/calls/${call.uuid}`, {
      add_revenue: 2.5,
      buyer_converted: 'off',
      post_call_tokens: { last_name: 'Adams', good_lead: 'no' },
    });
    expect(put.statusCode).toBe(200);
    // What the call row now says is what the list, caps and reports read.
    expect(await show(call.id)).toMatchObject({
      revenue: 15,
      payout: 4,
      buyer_converted: 'Not Converted',
      offer_converted: true,
      token_values: { first_name: 'Mary', last_name: 'Adams', good_lead: 'no' },
    });
    const listed = (await api('GET', `/calls?ids=${call.id}`)).json().calls as Body[];
    expect(listed[0]).toMatchObject({ revenue: 15, buyer_converted: 'Not Converted' });

    // A Rails-style wrapped body: the singular root holds the parameters.
    const wrapped = await api('PUT', `/calls/${call.id}`, { call: { payout: 6, offer_converted: false } });
    expect(wrapped.statusCode).toBe(200);
    expect(wrapped.json().call).toMatchObject({ payout: 6, offer_converted: false, revenue: 15 });

    const logs = await kit.changeLogs(call.id);
    const updates = logs.filter((l) => (l.changes as Body).revenue !== undefined);
    expect(updates.map((l) => (l.changes as Record<string, unknown[]>).revenue)).toEqual(
      expect.arrayContaining([
        [0, 12.5],
        [12.5, 15],
      ]),
    );
  });

  it('takes TrackDrive postbacks at /calls/update_call/:uuid with Basic, Token or auth_token credentials', async () => {
    const s = await kit.setup();
    const { call } = await kit.place(s);
    const user = await t.leadline.users.ensure({ email: 'postback@example.com' });
    await t.leadline.users.addToCompany(user.id, t.tenant.company.id, {
      superuser: false,
      permissions: '*:write',
    });
    const { secret } = await t.leadline.tokens.create(user.id);
    const url = `/api/v1/calls/update_call/${call.uuid}`;

    const basic = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: t.tenant.authorization },
      payload: { buyer_converted: 'true', revenue: '10', offer_converted: 'true', post_call_tokens: {} },
    });
    expect(basic.statusCode).toBe(200);
    expect(basic.json().call).toMatchObject({ uuid: call.uuid, buyer_converted: 'Converted', revenue: 10 });

    const token = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Token ${secret}` },
      payload: { add_revenue: '5' },
    });
    expect(token.statusCode).toBe(200);
    expect(token.json().call.revenue).toBe(15);

    // auth_token in a JSON body, as TrackDrive's own postback article writes it.
    const inBody = await t.app.inject({
      method: 'POST',
      url,
      payload: { auth_token: secret, add_revenue: 1, post_call_tokens: { buyer_ref: 'B-77' } },
    });
    expect(inBody.statusCode).toBe(200);
    expect(inBody.json().call).toMatchObject({ revenue: 16, token_values: { buyer_ref: 'B-77' } });

    // A form body, and a bare POST URL with the values in the query, as postback tools send them.
    const form = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: t.tenant.authorization, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'add_revenue=2&post_call_tokens[plan]=gold',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().call).toMatchObject({
      revenue: 18,
      token_values: { buyer_ref: 'B-77', plan: 'gold' },
    });
    const query = await t.app.inject({
      method: 'POST',
      url: `${url}?auth_token=${secret}&add_revenue=-2&offer_converted=no`,
    });
    expect(query.statusCode).toBe(200);
    expect(query.json().call).toMatchObject({ revenue: 16, offer_converted: false });

    const reader = await t.leadline.keys.create(t.tenant.company.id, { permissions: { calls: 'read' } });
    const readOnly = `Basic ${Buffer.from(`${reader.key.public_key}:${reader.private_key}`).toString('base64')}`;
    const forbidden = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: readOnly },
      payload: { revenue: 99 },
    });
    expect(forbidden.statusCode).toBe(403);

    const none = await t.app.inject({ method: 'POST', url, payload: { revenue: 99 } });
    expect(none.statusCode).toBe(401);
    expect((await show(call.id)).revenue).toBe(16);
  });

  it("updates the caller's latest call on the offer named by offer_token, within call_timeframe", async () => {
    const s = await kit.setup();
    const caller = kit.number();
    const older = await kit.place(s, caller);
    clock.advance(3 * 3_600_000);
    const latest = await kit.place(s, caller);
    const other = await kit.setup();
    clock.advance(60_000); // past the 30-second redial guard
    const elsewhere = await kit.place(other, caller);
    const digits = caller.slice(1);

    const res = await api(
      'POST',
      `/calls/update_by_caller_id/${digits}?offer_token=${s.offer.lead_token}&add_revenue=5`,
      {
        buyer_converted: 'true',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().call).toMatchObject({ id: latest.call.id, revenue: 5, buyer_converted: 'Converted' });
    expect((await show(older.call.id)).revenue).toBe(0);
    expect((await show(elsewhere.call.id)).revenue).toBe(0);

    clock.advance(2 * 3_600_000);
    const stale = await api('POST', `/calls/update_by_caller_id/${digits}`, {
      offer_token: s.offer.lead_token,
      call_timeframe: 60,
      revenue: 1,
    });
    expect(stale.statusCode).toBe(404);
    const wrongOffer = await api('POST', `/calls/update_by_caller_id/${digits}`, {
      offer_token: 'nope',
      revenue: 1,
    });
    expect(wrongOffer.statusCode).toBe(404);
    const badTimeframe = await api('POST', `/calls/update_by_caller_id/${digits}`, {
      offer_token: s.offer.lead_token,
      call_timeframe: 'soon',
      revenue: 1,
    });
    expect(badTimeframe.statusCode).toBe(422);
    expect(Object.keys(badTimeframe.json().errors)).toEqual(['call_timeframe']);
    const badCaller = await api('POST', '/calls/update_by_caller_id/12', {
      offer_token: s.offer.lead_token,
      revenue: 1,
    });
    expect(badCaller.statusCode).toBe(422);
    expect(Object.keys(badCaller.json().errors)).toEqual(['caller_id']);
    const noToken = await api('POST', `/calls/update_by_caller_id/${digits}`, { revenue: 1 });
    expect(noToken.statusCode).toBe(422);
    expect(Object.keys(noToken.json().errors)).toEqual(['offer_token']);
    expect((await show(latest.call.id)).revenue).toBe(5);
  });

  it("reassigns the call's buyer and traffic source, only to the company's own", async () => {
    const s = await kit.setup();
    const { call } = await kit.place(s);
    const source = await kit.create('traffic_sources', 'traffic_source', { company_name: 'Pub One' });
    const res = await api('POST', `/calls/${call.id}`, {
      trackdrive_buyer_id: s.buyer.id,
      trackdrive_traffic_source_id: source.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().call).toMatchObject({ buyer_id: s.buyer.id, traffic_source_id: source.id });

    const theirs = await kit.create(
      'buyers',
      'buyer',
      { name: 'Theirs', number: kit.number('312') },
      t.other,
    );
    // Named by its afid: its id may be the afid of one of ours (afids are numbered from 1000).
    const theirSource = await kit.create(
      'traffic_sources',
      'traffic_source',
      { company_name: 'Pub Two', user_traffic_source_id: `THEIRS${call.id}` },
      t.other,
    );
    const refused = await api('PUT', `/calls/${call.id}`, {
      revenue: 7,
      trackdrive_buyer_id: theirs.id,
      trackdrive_traffic_source_id: theirSource.user_traffic_source_id,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toContain('trackdrive_buyer_id');
    // The buyer is a reference, checked before the handler runs; the source, named as a lead post
    // names it (afid or id), is looked up by the handler: refused on its own.
    const theirsNamed = await api('PUT', `/calls/${call.id}`, {
      revenue: 7,
      trackdrive_traffic_source_id: theirSource.user_traffic_source_id,
    });
    expect(theirsNamed.statusCode).toBe(422);
    expect(Object.keys(theirsNamed.json().errors)).toEqual(['trackdrive_traffic_source_id']);
    expect(await show(call.id)).toMatchObject({
      revenue: 0,
      buyer_id: s.buyer.id,
      traffic_source_id: source.id,
    });
  });

  it('names the traffic source as a lead post does: by its afid (user_traffic_source_id) first, then its id', async () => {
    const s = await kit.setup();
    const { call } = await kit.place(s);
    const text = await kit.create('traffic_sources', 'traffic_source', {
      company_name: 'Pub Text',
      user_traffic_source_id: `P${call.id}77`,
    });
    const byId = await kit.create('traffic_sources', 'traffic_source', { company_name: 'Pub By Id' });
    // A source whose afid is another source's id: the afid wins, as at lead intake.
    const shadow = await kit.create('traffic_sources', 'traffic_source', {
      company_name: 'Pub Shadow',
      user_traffic_source_id: String(byId.id),
    });
    const credit = async (path: string, value: unknown) => {
      const res = await api('POST', path, { trackdrive_traffic_source_id: value });
      expect(res.statusCode, res.body).toBe(200);
      return (await show(call.id)).traffic_source_id;
    };
    expect(await credit(`/calls/${call.id}`, `P${call.id}77`)).toBe(text.id);
    expect(await credit(`/calls/update_call/${call.uuid}`, byId.id)).toBe(shadow.id);
    expect(await credit(`/calls/${call.id}`, String(shadow.user_traffic_source_id))).toBe(shadow.id);
    const unknown = await api('POST', `/calls/${call.id}`, {
      trackdrive_traffic_source_id: 'P-none',
      revenue: 3,
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['trackdrive_traffic_source_id']);
    expect(await show(call.id)).toMatchObject({ traffic_source_id: shadow.id, revenue: 0 });
  });

  it('counts every add_revenue of postbacks that arrive at once', async () => {
    const s = await kit.setup();
    const { call } = await kit.place(s);
    const url = `/calls/update_call/${call.uuid}`;
    const all = await Promise.all(
      Array.from({ length: 10 }, () => api('POST', url, { add_revenue: '1.10' })),
    );
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await show(call.id)).revenue).toBe(11);
  });

  it('refuses a bad value with a 422 naming it, and writes nothing', async () => {
    const s = await kit.setup();
    const { call } = await kit.place(s);
    await api('POST', `/calls/${call.id}`, { revenue: 3, post_call_tokens: { a: '1' } });
    const before = await show(call.id);
    const logs = (await kit.changeLogs(call.id)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ buyer_converted: 'maybe', revenue: 5 }, 'buyer_converted'],
      [{ revenue: 'ten', buyer_converted: true }, 'revenue'],
      [{ revenue: -1 }, 'revenue'],
      [{ revenue: 5, add_revenue: 1 }, 'add_revenue'],
      [{ add_revenue: -4 }, 'add_revenue'],
      [{ payout: 2, post_call_tokens: 'first_name=Ann' }, 'post_call_tokens'],
      [{ post_call_tokens: { ' ': 'blank name' } }, 'post_call_tokens'],
      [{ offer_converted: 'sometimes' }, 'offer_converted'],
    ];
    for (const [body, param] of cases) {
      const res = await api('PUT', `/calls/${call.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([param]);
    }
    expect(await show(call.id)).toEqual(before);
    expect(await kit.changeLogs(call.id)).toHaveLength(logs);
  });

  it("keeps a buyer's own postback fields as post-call tokens, lists them, and never adds revenue twice (issue 25, item 5)", async () => {
    const s = await kit.setup();
    const { call } = await kit.place(s);
    // A buyer's CRM posting its own fields beside TrackDrive's, as a form body, twice (a retry).
    const form =
      'revenue=25&buyer_converted=true&policy_number=P-991&agent_notes=Closed+on+first+call&auth_token=';
    const postback = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/calls/update_call/${call.uuid}`,
        headers: {
          authorization: t.tenant.authorization,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: form,
      });
    for (let i = 0; i < 2; i++) {
      const res = await postback();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().metadata.kept_as_tokens).toEqual(['policy_number', 'agent_notes']);
      expect(res.json().call).toMatchObject({
        revenue: 25,
        buyer_converted: 'Converted',
        token_values: { policy_number: 'P-991', agent_notes: 'Closed on first call' },
      });
    }
    // JSON, nested own fields flattened; post_call_tokens wins over a same-named own field.
    const json = await api('POST', `/calls/${call.id}`, {
      add_revenue: 5,
      crm: { lead_id: 'C-1', stage: 'won' },
      policy_number: 'P-992',
      post_call_tokens: { policy_number: 'P-993' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().metadata.kept_as_tokens).toEqual(['crm.lead_id', 'crm.stage', 'policy_number']);
    expect(json.json().call.revenue).toBe(30);
    expect(json.json().call.token_values).toMatchObject({
      'crm.lead_id': 'C-1',
      'crm.stage': 'won',
      policy_number: 'P-993',
    });
    // A query-only postback by caller id, the same way.
    const digits = (call.caller_number as string).replace('+', '');
    const byCaller = await api(
      'POST',
      `/calls/update_by_caller_id/${digits}?offer_token=${s.offer.lead_token}&sale_amount=120`,
    );
    expect(byCaller.statusCode).toBe(200);
    expect(byCaller.json().metadata.kept_as_tokens).toEqual(['sale_amount']);
    expect(byCaller.json().call.token_values.sale_amount).toBe('120');
    expect(byCaller.json().call.revenue).toBe(30);
    // Nothing kept: an empty list.
    const plain = await api('PUT', `/calls/${call.id}`, { revenue: 30 });
    expect(plain.json().metadata.kept_as_tokens).toEqual([]);
  });

  it("answers 404 for another company's call on every update route, and leaves it alone", async () => {
    const s = await kit.setup();
    const { call } = await kit.place(s);
    const theirs = t.other;
    const as = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
      api(method, url, payload, theirs);
    expect((await as('POST', `/calls/${call.id}`, { revenue: 9 })).statusCode).toBe(404);
    expect((await as('PUT', `/calls/${call.uuid}`, { revenue: 9 })).statusCode).toBe(404);
    expect((await as('POST', `/calls/update_call/${call.uuid}`, { revenue: 9 })).statusCode).toBe(404);
    expect(
      (
        await as('POST', `/calls/update_by_caller_id/${String(call.caller_number).slice(1)}`, {
          offer_token: s.offer.lead_token,
          revenue: 9,
        })
      ).statusCode,
    ).toBe(404);
    expect((await as('POST', '/calls/send_key_press', { id: call.uuid, digits: '1' })).statusCode).toBe(404);
    expect((await show(call.id)).revenue).toBe(0);
    expect((await api('POST', '/calls/nope', { revenue: 1 })).statusCode).toBe(404);
  });
});
