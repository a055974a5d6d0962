import type { TestTenant } from '@leadline/core/testing';
import { describe, expect, it } from 'vitest';
import { type Body, type CarrierType, useCarrierKit } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('POST /data_appends/data_append: caller data, charged per lookup', () => {
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, other: 'Other Co' });
  const kit = useCarrierKit(t);
  const { api, create } = kit;
  const append = (body: Body, who: TestTenant = t.tenant) =>
    api('POST', '/data_appends/data_append', body, who);
  const caller = () => kit.number();
  /** Replaces the company's carrier integrations with one of `type`, its lookups on the stand-in too. */
  const onlyCarrier = (type: CarrierType, settings: Body = {}, who: TestTenant = t.tenant) =>
    kit.onlyCarrier(type, { lookup_base_url: kit.carriers.origin, ...settings }, who);
  const charges = async (who: TestTenant = t.tenant) =>
    (await api('GET', '/charge_rollups?category=data_append&per_page=100', undefined, who)).json()
      .charge_rollups as Body[];

  it('looks up line type, carrier and caller name at twilio in one request, and charges each lookup at its rate', async () => {
    const account = await onlyCarrier('twilio', {
      data_append_rates: { line_type: 0.008, caller_name: 0.01 },
    });
    const number = caller();
    kit.carriers.lookups.set(number, { line_type: 'voip', carrier: 'Bandwidth', caller_name: 'JANE DOE' });
    const before = await charges();
    const res = await append({
      caller_id: number.slice(2),
      data_types: ['line_type', 'carrier', 'caller_name'],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data_append.caller_id).toBe(number);
    expect(body.data_append.values).toEqual({
      line_type: 'voip',
      carrier: 'Bandwidth',
      caller_name: 'JANE DOE',
    });
    expect(body.data_append.sources.line_type).toMatchObject({
      provider: 'twilio',
      integration_id: account.id,
      cached: false,
      charged: true,
    });
    const sent = kit.carriers.requests.filter((r) => r.path.startsWith('/v2/PhoneNumbers/'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query.get('Fields')).toBe('line_type_intelligence,caller_name');
    const after = await charges();
    const row = (d: string) => after.find((c) => c.description === d && c.provider === 'twilio')!;
    expect(row('Data append: line type and carrier')).toMatchObject({ unit: 'lookup', rate: 0.008 });
    expect(row('Data append: caller name')).toMatchObject({ rate: 0.01 });
    const grew = (d: string) =>
      Number(row(d).quantity) -
      Number(before.find((c) => c.description === d && c.provider === 'twilio')?.quantity ?? 0);
    expect(grew('Data append: line type and carrier')).toBe(1);
    expect(grew('Data append: caller name')).toBe(1);
    expect(Number(row('Data append: caller name').amount)).toBeCloseTo(
      Number(row('Data append: caller name').quantity) * 0.01,
    );
  });

  it('answers a recent result again free, and looks up again once cache_seconds have passed', async () => {
    await onlyCarrier('twilio');
    const number = caller();
    await append({ caller_id: number, data_types: ['line_type'] });
    kit.carriers.requests.length = 0;
    const quantity = async () =>
      (await charges()).reduce((n, c) => n + (c.provider === 'twilio' ? Number(c.quantity) : 0), 0);
    const paid = await quantity();
    const again = (await append({ caller_id: number, data_types: ['line_type', 'carrier'] })).json()
      .data_append;
    expect(again.values).toEqual({ line_type: 'mobile', carrier: 'Fake Wireless' });
    expect(again.sources.line_type).toMatchObject({ cached: true, charged: false });
    expect(again.sources.carrier).toMatchObject({ cached: true, charged: false });
    expect(kit.carriers.requests).toHaveLength(0);
    expect(await quantity()).toBe(paid);
    const fresh = (await append({ caller_id: number, data_types: ['line_type'], cache_seconds: 0 })).json()
      .data_append;
    expect(fresh.sources.line_type).toMatchObject({ cached: false, charged: true });
    expect(await quantity()).toBe(paid + 1);
  });

  it('counts every one of many concurrent lookups in the charge ledger', async () => {
    await onlyCarrier('twilio', { data_append_rates: { line_type: 0.005 } });
    const lookups = async () =>
      (await charges())
        .filter((c) => c.provider === 'twilio' && c.description === 'Data append: line type and carrier')
        .reduce((n, c) => n + Number(c.quantity), 0);
    const before = await lookups();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => append({ caller_id: caller(), data_types: ['line_type'] })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(await lookups()).toBe(before + 12);
    for (const row of await charges()) {
      expect(Number(row.amount)).toBeCloseTo(Number(row.quantity) * Number(row.rate), 6);
    }
  });

  it('reads telnyx and plivo lookups into the same words, and says plivo has no caller names', async () => {
    await onlyCarrier('telnyx');
    const number = caller();
    kit.carriers.lookups.set(number, { line_type: 'landline', carrier: 'Verizon', caller_name: 'ACME INC' });
    const telnyx = (
      await append({ caller_id: number, data_types: ['line_type', 'carrier', 'caller_name'] })
    ).json();
    expect(telnyx.data_append.values).toEqual({
      line_type: 'landline',
      carrier: 'Verizon',
      caller_name: 'ACME INC',
    });
    const sent = kit.carriers.requests.find((r) => r.path.startsWith('/v2/number_lookup/'))!;
    expect(sent.query.getAll('type')).toEqual(['carrier', 'caller-name']);

    await onlyCarrier('plivo');
    const plivo = (await append({ caller_id: number, data_types: ['line_type'], cache_seconds: 0 })).json();
    expect(plivo.data_append.values).toEqual({ line_type: 'landline' });
    expect(plivo.data_append.sources.line_type.provider).toBe('plivo');
    const names = await append({ caller_id: caller(), data_types: ['caller_name'] });
    expect(names.statusCode).toBe(422);
    expect(names.json().errors).toEqual({
      data_types: ['caller_name: plivo lookups do not answer caller names'],
    });
  });

  it("answers dnc_status from the blacklist and the offer's suppression lists, free and without a carrier", async () => {
    const blocked = caller();
    const listed = caller();
    await api('POST', `/contacts/${blocked.slice(1)}/caller_block`);
    const offer = await create('offers', 'offer', { name: 'DNC offer' });
    const list = await create('buyer_suppressions', 'buyer_suppression', {
      name: 'Offer DNC',
      offer_ids: [offer.id],
    });
    await api('POST', `/buyer_suppressions/${list.id}/caller_block`, { caller_ids: [listed] });
    kit.carriers.requests.length = 0;
    const status = async (number: string, extra: Body = {}) =>
      (await append({ caller_id: number, data_types: ['dnc_status'], ...extra })).json().data_append;
    expect((await status(blocked)).values).toEqual({ dnc_status: 'company_blacklist' });
    expect((await status(listed)).values).toEqual({ dnc_status: 'clear' });
    const forOffer = await status(listed, { offer_id: offer.id });
    expect(forOffer.values).toEqual({ dnc_status: 'offer_suppression' });
    expect(forOffer.sources.dnc_status).toMatchObject({ provider: 'leadline', charged: false });
    expect(kit.carriers.requests).toHaveLength(0);
  });

  it("runs a group's active data appends through the group's integration", async () => {
    const account = await onlyCarrier('twilio');
    const group = await create('data_append_groups', 'data_append_group', {
      name: 'Enrich',
      integration_id: account.id,
      cache_seconds: 0,
    });
    for (const [data_type, active] of [
      ['line_type', true],
      ['dnc_status', true],
      ['caller_name', false],
    ] as const) {
      await create('data_appends', 'data_append', {
        data_append_group_id: group.id,
        data_type,
        token_key: data_type,
        active,
      });
    }
    const res = await append({ caller_id: caller(), data_append_group_id: group.id });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data_append.values).sort()).toEqual(['dnc_status', 'line_type']);
  });

  it('refuses by name what it cannot answer, before paying for anything', async () => {
    await onlyCarrier('twilio');
    const cases: [Body, Record<string, unknown>][] = [
      [{ data_types: ['line_type'] }, { caller_id: ['is required'] }],
      [{ caller_id: caller() }, { data_types: ['is required (or give data_append_group_id)'] }],
      [
        { caller_id: caller(), data_types: ['line_type', 'shoe_size'] },
        { data_types: [expect.stringMatching(/^shoe_size: must be among caller_name, line_type/)] },
      ],
      [
        { caller_id: caller(), data_types: ['line_type', 'address', 'email'] },
        {
          data_types: [
            expect.stringMatching(/^address, email: no data provider Leadline reaches serves these/),
          ],
        },
      ],
      [{ caller_id: '12', data_types: ['line_type'] }, { caller_id: [expect.any(String)] }],
      [
        { caller_id: caller(), data_types: ['line_type'], cache_seconds: -1 },
        { cache_seconds: ['must be at least 0'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await append(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect(kit.carriers.requests).toHaveLength(0);
  });

  it('needs a carrier integration for carrier data, and maps carrier failures', async () => {
    const none = await append({ caller_id: caller(), data_types: ['line_type'] }, t.other);
    expect(none.json().errors).toEqual({
      data_types: ['line_type: needs a carrier integration (twilio, telnyx or plivo) to look up'],
    });
    await onlyCarrier('twilio', { account_sid: 'AC_test' });
    kit.carriers.fail = { status: 500, body: { message: 'Lookup down' } };
    const failed = await append({ caller_id: caller(), data_types: ['line_type'] });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('twilio answered 500: Lookup down');
  });

  it("never uses another company's integration, cache or group", async () => {
    const mine = await onlyCarrier('twilio');
    const number = caller();
    await append({ caller_id: number, data_types: ['line_type'] });
    const theirs = await append(
      { caller_id: number, data_types: ['line_type'], integration_id: mine.id },
      t.other,
    );
    expect(theirs.json().errors).toEqual({ integration_id: ['must reference an existing integration'] });
    const group = await create('data_append_groups', 'data_append_group', { name: 'Mine' });
    const viaGroup = await append({ caller_id: number, data_append_group_id: group.id }, t.other);
    expect(viaGroup.json().errors).toEqual({
      data_append_group_id: ['must reference an existing data append group'],
    });
    await onlyCarrier('telnyx', {}, t.other);
    const own = (await append({ caller_id: number, data_types: ['line_type'] }, t.other)).json().data_append;
    expect(own.sources.line_type).toMatchObject({ provider: 'telnyx', cached: false });
    expect((await charges(t.other)).every((c) => c.provider === 'telnyx')).toBe(true);
  });
});
