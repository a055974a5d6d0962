import { describe, expect, it } from 'vitest';
import { orderRoute, type RouteCandidate } from './route-order.js';

const buyer = (id: number, over: Partial<RouteCandidate> = {}): RouteCandidate => ({
  id,
  tier: 1,
  weight: 1,
  routeBy: 'tier',
  revenue: 0,
  epc: 0,
  simultaneousGroupId: null,
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

describe('orderRoute', () => {
  it('offers lower tiers first whatever the weights', () => {
    const order = orderRoute([buyer(1, { tier: 2, weight: 100 }), buyer(2, { tier: 1, weight: 1 })]);
    expect(order.map((s) => s[0]!.id)).toEqual([2, 1]);
  });

  it('gives a weight-3 buyer about three times the first rings of a weight-1 buyer in the same tier', () => {
    const random = seeded(42);
    const first = { 1: 0, 3: 0 } as Record<number, number>;
    const runs = 20_000;
    for (let i = 0; i < runs; i++) {
      const order = orderRoute([buyer(1, { weight: 1 }), buyer(3, { weight: 3 })], random);
      first[order[0]![0]!.id]!++;
    }
    const ratio = first[3]! / first[1]!;
    // Expected share 3/4 vs 1/4; 20,000 draws put the ratio within a few percent of 3.
    expect(ratio).toBeGreaterThan(2.8);
    expect(ratio).toBeLessThan(3.2);
  });

  it('puts weight 0 after every weighted buyer of its tier', () => {
    const random = seeded(7);
    for (let i = 0; i < 200; i++) {
      const order = orderRoute([buyer(1, { weight: 0 }), buyer(2), buyer(3, { tier: 2 })], random);
      expect(order.map((s) => s[0]!.id)).toEqual([2, 1, 3]);
    }
  });

  it('ranks revenue and EPC buyers by their figure, before weighted ones of the tier', () => {
    const order = orderRoute([
      buyer(1, { weight: 50 }),
      buyer(2, { routeBy: 'revenue', revenue: 10 }),
      buyer(3, { routeBy: 'epc', epc: 25 }),
    ]);
    expect(order.map((s) => s[0]!.id)).toEqual([3, 2, 1]);
  });

  it("rings a simultaneous group's buyers in one step", () => {
    const order = orderRoute([
      buyer(1, { simultaneousGroupId: 9 }),
      buyer(2, { tier: 0 }),
      buyer(3, { simultaneousGroupId: 9 }),
    ]);
    expect(order.map((s) => s.map((b) => b.id))).toEqual([[2], [1, 3]]);
  });
});
