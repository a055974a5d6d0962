/** A buyer that passed every filter, as the ordering reads it. */
export interface RouteCandidate {
  id: number;
  /** The buyer's, or its group's (a group's tier and weight override the buyer's). */
  tier: number;
  weight: number;
  routeBy: 'tier' | 'revenue' | 'epc';
  /** What a converted call to it pays (its first revenue conversion), for route_by_type revenue. */
  revenue: number;
  /** Revenue earned per call forwarded to it so far, for route_by_type epc. */
  epc: number;
  /** A group with dial_buyers_type simultaneously rings its buyers at once. */
  simultaneousGroupId: number | null;
}

/** One ring of the call: one buyer, or a simultaneous group's buyers at once (the first to answer wins). */
export type DialStep = RouteCandidate[];

/**
 * The order to offer the call in: tier ascending; inside a tier, buyers
 * ranked by revenue or EPC (route_by_type) first, highest first, then the
 * rest by weighted random: each draws `-ln(u) / weight` and the smallest
 * goes first, which gives a weight-3 buyer the first ring three times as
 * often as a weight-1 buyer. Weight 0 comes last. A simultaneous group's
 * buyers form one step, with the group's weight.
 */
export function orderRoute<C extends RouteCandidate>(
  candidates: readonly C[],
  random: () => number = Math.random,
): C[][] {
  const steps: C[][] = [];
  const byGroup = new Map<number, C[]>();
  for (const c of candidates) {
    if (c.simultaneousGroupId === null) {
      steps.push([c]);
      continue;
    }
    let step = byGroup.get(c.simultaneousGroupId);
    if (!step) {
      byGroup.set(c.simultaneousGroupId, (step = []));
      steps.push(step);
    }
    step.push(c);
  }
  let ranked = false;
  const keyed = steps.map((step) => {
    const head = step[0]!;
    const metric = head.routeBy === 'revenue' ? head.revenue : head.routeBy === 'epc' ? head.epc : null;
    if (metric !== null) ranked = true;
    const draw = head.weight > 0 ? -Math.log(1 - random()) / head.weight : Number.POSITIVE_INFINITY;
    return { step, tier: head.tier, metric, draw, id: head.id };
  });
  keyed.sort(
    ranked
      ? (a, b) =>
          a.tier - b.tier ||
          (a.metric === null ? 1 : 0) - (b.metric === null ? 1 : 0) ||
          (b.metric ?? 0) - (a.metric ?? 0) ||
          a.draw - b.draw ||
          a.id - b.id
      : // Nobody ranked by a figure (the usual offer): the same order, fewer comparisons per pair.
        (a, b) => a.tier - b.tier || a.draw - b.draw || a.id - b.id,
  );
  return keyed.map((k) => k.step);
}
