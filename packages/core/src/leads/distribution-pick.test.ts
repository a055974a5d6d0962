import { describe, expect, it } from 'vitest';
import { type Distribution, planDistribution, readDistributionFilters } from './distribution-pick.js';

const dist = (id: number, over: Partial<Distribution> = {}): Distribution => ({
  id,
  name: `d${id}`,
  targetScheduleId: 100 + id,
  filters: [],
  order: 0,
  weight: 1,
  dailyCap: null,
  active: true,
  ...over,
});

/** A seeded generator, so the statistics below are the same on every run. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('planDistribution', () => {
  it('tries smaller sortable_order first whatever the weights', () => {
    const plan = planDistribution([dist(1, { order: 2, weight: 100 }), dist(2, { order: 1 })], {}, seeded(1));
    expect(plan.tryOrder.map((d) => d.id)).toEqual([2, 1]);
  });

  it('gives a weight-3 distribution about three times the leads of a weight-1 one of the same order', () => {
    const random = seeded(42);
    const first: Record<number, number> = { 1: 0, 3: 0 };
    for (let i = 0; i < 20_000; i++) {
      const plan = planDistribution([dist(1, { weight: 1 }), dist(3, { weight: 3 })], {}, random);
      first[plan.tryOrder[0]!.id]!++;
    }
    const ratio = first[3]! / first[1]!;
    // Expected share 3/4 vs 1/4; 20,000 draws put the ratio within a few percent of 3.
    expect(ratio).toBeGreaterThan(2.8);
    expect(ratio).toBeLessThan(3.2);
  });

  it('tries weight 0 after every weighted distribution of its order', () => {
    const random = seeded(7);
    for (let i = 0; i < 200; i++) {
      const plan = planDistribution([dist(1, { weight: 0 }), dist(2), dist(3, { order: 1 })], {}, random);
      expect(plan.tryOrder.map((d) => d.id)).toEqual([2, 1, 3]);
    }
  });

  it('says which filter failed and what the lead had, and passes over inactive ones', () => {
    const filters = readDistributionFilters([
      { key: 'geo_state', operator: 'in', value: ['CA', 'NV'] },
      { key: 'lead_score', operator: '>=', value: 70 },
    ]);
    const plan = planDistribution(
      [dist(1, { filters }), dist(2, { active: false }), dist(3, { filters: null })],
      { geo_state: 'CA', lead_score: '12' },
      seeded(3),
    );
    expect(plan.tryOrder).toEqual([]);
    expect(plan.rejected).toEqual([
      expect.objectContaining({
        schedule_distribution_id: 1,
        result: 'filters_failed',
        detail: 'lead_score >= 70: the lead has "12"',
      }),
      expect.objectContaining({ schedule_distribution_id: 2, result: 'inactive' }),
      expect.objectContaining({ schedule_distribution_id: 3, result: 'bad_filters' }),
    ]);
  });

  it('reads not_in as the reference writes it', () => {
    const filters = readDistributionFilters([{ key: 'geo_state', operator: 'not_in', value: 'FL,TX' }]);
    expect(planDistribution([dist(1, { filters })], { geo_state: 'fl' }, seeded(1)).tryOrder).toEqual([]);
    expect(planDistribution([dist(1, { filters })], { geo_state: 'CA' }, seeded(1)).tryOrder).toHaveLength(1);
  });
});
