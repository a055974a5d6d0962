import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { freshNumber, leadFixtures } from './leads-fixtures.js';

type Row = Record<string, any>;

describe('lead distribution (schedule_distributions)', () => {
  const t = useTestApp();
  const f = leadFixtures(t);
  let offer: Row;

  beforeAll(async () => {
    offer = await f.offer({ name: 'Solar' });
  });

  /** A lead_distribution schedule and its target schedules. */
  const setup = async (targets: number) => {
    const router = await f.schedule({
      name: 'Router',
      schedule_type: 'lead_distribution',
      offer_id: offer.id,
    });
    const out: Row[] = [];
    for (let i = 0; i < targets; i++) out.push(await f.schedule({ name: `Target ${i}`, offer_id: offer.id }));
    return { router, targets: out };
  };
  const distribution = async (body: Row) => {
    const res = await f.api('POST', '/schedule_distributions', { name: 'D', ...body });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().schedule_distribution as Row;
  };
  const post = async (token: string, body: Row = {}) => {
    const res = await f.submit({ lead_token: token, caller_id: freshNumber(), ...body });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as Row;
  };

  it('sends a lead to the target of the first distribution whose filters it matches, and the answer says so', async () => {
    const { router, targets } = await setup(2);
    const west = await distribution({
      name: 'West, hot',
      schedule_id: router.id,
      target_schedule_id: targets[0]!.id,
      sortable_order: 1,
      filters: [
        { key: 'geo_state', operator: 'in', value: ['CA', 'NV'] },
        { key: 'lead_score', operator: '>=', value: 70 },
      ],
    });
    const rest = await distribution({
      name: 'Rest',
      schedule_id: router.id,
      target_schedule_id: targets[1]!.id,
      sortable_order: 2,
    });

    const hot = await post(router.lead_token, { state: 'CA', lead_score: 85 });
    expect(hot.lead).toMatchObject({
      schedule_id: targets[0]!.id,
      offer_id: offer.id,
      status: 'scheduled',
      distribution_schedule_id: router.id,
      schedule_distribution_id: west.id,
    });
    expect(hot.lead.distribution_log).toEqual([
      expect.objectContaining({ schedule_distribution_id: west.id, result: 'taken' }),
      expect.objectContaining({ schedule_distribution_id: rest.id, result: 'not_tried' }),
    ]);

    const cold = await post(router.lead_token, { state: 'CA', lead_score: 12 });
    expect(cold.lead).toMatchObject({ schedule_id: targets[1]!.id, schedule_distribution_id: rest.id });
    expect(cold.lead.distribution_log[0]).toEqual({
      schedule_distribution_id: west.id,
      name: 'West, hot',
      target_schedule_id: targets[0]!.id,
      result: 'filters_failed',
      detail: 'lead_score >= 70: the lead has 12',
    });
    // The lead is stored where it went: the target schedule's list holds it.
    expect((await f.list(`schedule_id=${targets[1]!.id}`)).map((l) => l.id)).toEqual([cold.lead_id]);
  });

  it('keeps a lead no distribution takes on the distribution schedule, with the reasons', async () => {
    const { router, targets } = await setup(1);
    const off = await distribution({
      schedule_id: router.id,
      target_schedule_id: targets[0]!.id,
      active: false,
    });
    const tx = await distribution({
      schedule_id: router.id,
      target_schedule_id: targets[0]!.id,
      filters: [{ key: 'geo_state', operator: 'not_in', value: ['TX'] }],
    });
    const res = await post(router.lead_token, { state: 'TX' });
    expect(res.lead).toMatchObject({
      schedule_id: router.id,
      status: 'scheduled',
      distribution_schedule_id: router.id,
      schedule_distribution_id: null,
    });
    expect(res.lead.distribution_log.map((e: Row) => [e.schedule_distribution_id, e.result])).toEqual([
      [off.id, 'inactive'],
      [tx.id, 'filters_failed'],
    ]);
  });

  it('passes over a distribution whose target schedule is inactive or its own schedule', async () => {
    const { router, targets } = await setup(2);
    await f.api('PUT', `/schedules/${targets[0]!.id}`, { active: false });
    const loop = await distribution({
      schedule_id: router.id,
      target_schedule_id: router.id,
      sortable_order: 0,
    });
    const a = await distribution({
      schedule_id: router.id,
      target_schedule_id: targets[0]!.id,
      sortable_order: 1,
    });
    const b = await distribution({
      schedule_id: router.id,
      target_schedule_id: targets[1]!.id,
      sortable_order: 2,
    });
    const res = await post(router.lead_token);
    expect(res.lead.schedule_distribution_id).toBe(b.id);
    expect(res.lead.distribution_log.map((e: Row) => [e.schedule_distribution_id, e.result])).toEqual([
      [loop.id, 'target_unavailable'],
      [a.id, 'target_unavailable'],
      [b.id, 'taken'],
    ]);
  });

  it('holds a daily cap under parallel posts, and later leads fall through to the next order', async () => {
    const { router, targets } = await setup(2);
    const capped = await distribution({
      schedule_id: router.id,
      target_schedule_id: targets[0]!.id,
      sortable_order: 1,
      daily_cap_limit: 3,
    });
    const overflow = await distribution({
      schedule_id: router.id,
      target_schedule_id: targets[1]!.id,
      sortable_order: 2,
    });
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(router.lead_token)));
    const took = (id: number) => answers.filter((a) => a.lead.schedule_distribution_id === id);
    expect(took(capped.id)).toHaveLength(3);
    expect(took(overflow.id)).toHaveLength(9);
    const refused = took(overflow.id)[0]!.lead.distribution_log[0];
    expect(refused).toMatchObject({ schedule_distribution_id: capped.id, result: 'cap_reached' });
    expect(refused.detail).toMatch(/^daily_cap_limit 3: 3 today$/);
    expect((await f.list(`schedule_id=${targets[0]!.id}`)).length).toBe(3);
  });

  it('splits leads between distributions of one order, never to a weight 0 one while another takes them', async () => {
    const { router, targets } = await setup(2);
    const a = await distribution({ schedule_id: router.id, target_schedule_id: targets[0]!.id, weight: 1 });
    const zero = await distribution({
      schedule_id: router.id,
      target_schedule_id: targets[1]!.id,
      weight: 0,
    });
    for (let i = 0; i < 4; i++) {
      const res = await post(router.lead_token);
      expect(res.lead.schedule_distribution_id).toBe(a.id);
      expect(res.lead.distribution_log).toContainEqual(
        expect.objectContaining({ schedule_distribution_id: zero.id, result: 'not_tried' }),
      );
    }
  });

  it('applies dedupe in the target schedule: a caller already on it is refused by POST /leads', async () => {
    const { router, targets } = await setup(1);
    await distribution({ schedule_id: router.id, target_schedule_id: targets[0]!.id });
    const caller_id = freshNumber();
    const first = await f.submit({ lead_token: router.lead_token, caller_id });
    expect(first.statusCode).toBe(200);
    const again = await f.submit({ lead_token: router.lead_token, caller_id });
    expect(again.statusCode).toBe(422);
    expect(again.json().lead_id).toBe(first.json().lead_id);
  });

  it('names the distribution and its reasons in buyer_is_available', async () => {
    const { router, targets } = await setup(1);
    const d = await distribution({ schedule_id: router.id, target_schedule_id: targets[0]!.id });
    const res = await post(router.lead_token);
    const available = (await f.api('GET', `/leads/${res.lead_id}/buyer_is_available`)).json();
    expect(available.distribution).toEqual({
      schedule_id: router.id,
      schedule_distribution_id: d.id,
      log: [expect.objectContaining({ schedule_distribution_id: d.id, result: 'taken' })],
    });
    const plain = await post(targets[0]!.lead_token);
    expect((await f.api('GET', `/leads/${plain.lead_id}/buyer_is_available`)).json().distribution).toBeNull();
  });

  it('refuses filters it could not read, naming filters, and saves nothing', async () => {
    const { router, targets } = await setup(1);
    const bad = await f.api('POST', '/schedule_distributions', {
      name: 'Bad',
      schedule_id: router.id,
      target_schedule_id: targets[0]!.id,
      filters: [{ key: 'geo_state', operator: 'like', value: 'CA' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['filters']);
    expect((await f.rows('schedule_distributions')).some((r) => r.name === 'Bad')).toBe(false);
  });
});
