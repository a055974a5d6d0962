import { beforeAll, describe, expect, it } from 'vitest';
import { seedCall, utc } from './call-seed.js';
import { tenantApi, useTestApp } from './helpers.js';

type Call = Record<string, unknown>;

describe('GET /calls: the call record live clients read, and the filters they use', () => {
  const t = useTestApp({}, { other: 'Other Co' });
  const { api, create } = tenantApi(t);
  const ids: Record<string, number> = {};
  let offerId = 0;
  let buyerId = 0;
  let sourceId = 0;
  let scheduleId = 0;

  beforeAll(async () => {
    const offer = await create('offers', 'offer', { name: 'Auto insurance', user_offer_id: 'auto-1' });
    const buyer = await create('buyers', 'buyer', {
      name: 'Acme Buyer',
      user_buyer_id: 'acme-7',
      number: '+14155550100',
    });
    const source = await create('traffic_sources', 'traffic_source', {
      company_name: 'Publisher One',
      user_traffic_source_id: 'pub-1',
    });
    const schedule = await create('schedules', 'schedule', { name: 'Morning dials', offer_id: offer.id });
    [offerId, buyerId, sourceId, scheduleId] = [offer.id, buyer.id, source.id, schedule.id];
    const base = { offer_id: offerId, traffic_source_id: sourceId, caller_number: '+14155550111' };
    ids.converted = await seedCall(t, {
      ...base,
      created_at: utc('2026-03-01 10:00'),
      ended_at: utc('2026-03-01 10:05'),
      buyer_id: buyerId,
      schedule_id: scheduleId,
      buyer_converted: true,
      offer_converted: true,
      revenue: 25.5,
      payout: 10,
      provider_cost: 0.25,
      recording_url: 'https://api.twilio.com/rec/RE1.mp3',
      hold_duration: 12,
      buyer_repeat_caller: true,
    });
    ids.offerOnly = await seedCall(t, {
      ...base,
      created_at: utc('2026-03-02 10:00'),
      ended_at: utc('2026-03-02 10:01'),
      offer_converted: true,
      payout: 3,
      offer_repeat_caller: true,
    });
    ids.live = await seedCall(t, { ...base, created_at: utc('2026-03-03 10:00'), status: 'in_progress' });
    ids.bare = await seedCall(t, { created_at: utc('2026-03-04 10:00'), caller_number: '+14155550122' });
    // Another company's call, pointing at this company's ids: it must neither show nor lend names.
    const otherOffer = await create('offers', 'offer', { name: 'Not yours' }, t.other);
    ids.foreign = await seedCall(t, { created_at: utc('2026-03-01 11:00'), offer_id: otherOffer.id });
  });

  const show = async (id: number) => {
    const res = await api('GET', `/calls/${id}`);
    expect(res.statusCode).toBe(200);
    return res.json().call as Call;
  };
  const listIds = async (query: string) => {
    const res = await api('GET', `/calls?${query}&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().calls as Call[]).map((c) => c.id).sort((a, b) => Number(a) - Number(b));
  };

  it('shows the offer, buyer, traffic source and schedule names and external ids beside their ids', async () => {
    const call = await show(ids.converted!);
    expect(call).toMatchObject({
      offer_id: offerId,
      offer: 'Auto insurance',
      user_offer_id: 'auto-1',
      buyer_id: buyerId,
      buyer: 'Acme Buyer',
      user_buyer_id: 'acme-7',
      traffic_source_id: sourceId,
      traffic_source: 'Publisher One',
      user_traffic_source_id: 'pub-1',
      schedule_id: scheduleId,
      schedule_name: 'Morning dials',
    });
  });

  it('shows buyer_converted and traffic_source_converted as the words clients compare, and the money under both names', async () => {
    const call = await show(ids.converted!);
    expect(call.buyer_converted).toBe('Converted');
    expect(call.traffic_source_converted).toBe('Converted');
    expect(call.offer_converted).toBe(true);
    expect(call).toMatchObject({ revenue: 25.5, buyer_revenue: 25.5, payout: 10, traffic_source_payout: 10 });
    expect(call.profit).toBe(15.25);
    const other = await show(ids.offerOnly!);
    expect(other.buyer_converted).toBe('Not Converted');
    expect(other.traffic_source_converted).toBe('Converted');
    expect(other.profit).toBe(-3);
  });

  it('shows null names for a call without references', async () => {
    const call = await show(ids.bare!);
    expect(call).toMatchObject({ offer: null, buyer: null, traffic_source: null, schedule_name: null });
    expect(call.disposition_key).toBeNull();
  });

  it('answers every call record key live clients read, null when Leadline has no value (issue 25, item 3)', async () => {
    const call = await show(ids.bare!);
    for (const key of [
      'name',
      'category',
      'quality_assurance_user_id',
      'quality_assurance_name',
      'quality_assurance_id',
      'agent_id',
      'obfuscated_caller_number',
      'caller_city',
      'caller_country',
      'attempted_duration',
      'agent_duration',
      'sub_id',
      'trackdrive_cost',
      'outgoing_webhooks_count',
      'contact_field_type',
    ]) {
      expect(call).toHaveProperty(key);
    }
    expect(call).toMatchObject({
      name: null,
      category: null,
      agent_id: null,
      caller_city: null,
      sub_id: null,
      contact_field_type: null,
      obfuscated_caller_number: '+1415555****',
      caller_country: 'US',
      outgoing_webhooks_count: 0,
    });
  });

  it("never lends another company's record name to a call", async () => {
    const call = await show(ids.foreign!);
    expect(call.offer).toBeNull();
  });

  it('shows the latest agent disposition of the call', async () => {
    const { db } = t.leadline.database;
    const at = utc('2026-03-05 10:00');
    const row = (key: string, name: string, notes: string) => ({
      company_id: t.tenant.company.id,
      uuid: crypto.randomUUID(),
      created_at: at,
      updated_at: at,
      call_id: ids.converted,
      key,
      name,
      notes,
    });
    await db
      .insertInto('agent_call_dispositions')
      .values(row('no_answer', 'No answer', 'first try'))
      .execute();
    await db
      .insertInto('agent_call_dispositions')
      .values(row('sale', 'Sale', 'closed'))
      .execute();
    const call = await show(ids.converted!);
    expect(call).toMatchObject({
      disposition_key: 'sale',
      disposition_name: 'Sale',
      disposition_notes: 'closed',
    });
  });

  it('answers only the asked columns, names included', async () => {
    const res = await api('GET', `/calls?columns=id,offer,buyer_converted&ids=${ids.converted}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().calls).toEqual([
      { id: ids.converted, offer: 'Auto insurance', buyer_converted: 'Converted' },
    ]);
  });

  it('filters on buyer_converted, offer_converted and either_converted as booleans', async () => {
    expect(await listIds('buyer_converted=true')).toEqual([ids.converted]);
    expect(await listIds('offer_converted=1')).toEqual([ids.converted, ids.offerOnly]);
    expect(await listIds('either_converted=yes')).toEqual([ids.converted, ids.offerOnly]);
    expect(await listIds('either_converted=false')).toEqual(
      [ids.live, ids.bare, ids.foreign].sort((a, b) => a! - b!),
    );
  });

  it('filters on buyer_id, offer_id and traffic_source_id', async () => {
    expect(await listIds(`buyer_id=${buyerId}`)).toEqual([ids.converted]);
    expect(await listIds(`offer_id=${offerId}`)).toEqual([ids.converted, ids.offerOnly, ids.live]);
    expect(await listIds(`traffic_source_id=${sourceId}`)).toEqual([ids.converted, ids.offerOnly, ids.live]);
  });

  it('filters on in_progress, ended_at_from/to and id_from', async () => {
    expect(await listIds('in_progress=true')).toEqual([ids.live]);
    expect(
      await listIds('ended_at_from=2026-03-02 00:00:00 +0000&ended_at_to=2026-03-02 23:00:00 +0000'),
    ).toEqual([ids.offerOnly]);
    expect(await listIds(`id_from=${ids.bare}`)).toEqual([ids.bare, ids.foreign]);
  });

  it('filters on has_recording, placed_on_hold and the repeat-caller flags', async () => {
    expect(await listIds('has_recording=true')).toEqual([ids.converted]);
    expect(await listIds('has_recording=false')).not.toContain(ids.converted);
    expect(await listIds('placed_on_hold=true')).toEqual([ids.converted]);
    expect(await listIds('buyer_repeat_caller=true')).toEqual([ids.converted]);
    expect(await listIds('offer_repeat_caller=true')).toEqual([ids.offerOnly]);
  });

  it('refuses a bad filter value with a 422 naming it', async () => {
    for (const [param, value] of [
      ['either_converted', 'maybe'],
      ['id_from', 'abc'],
      ['has_recording', 'perhaps'],
      ['buyer_converted', 'Converted!'],
    ]) {
      const res = await api('GET', `/calls?${param}=${value}`);
      expect(res.statusCode, `${param}=${value}`).toBe(422);
      expect(res.json().errors).toHaveProperty(param!);
    }
  });
});
