/** A buyer conversion's limits on a bid its webhook answers (buyer_conversions: revenue_min, revenue_max, revenue_increment). */
export interface BidLimits {
  min: number | null;
  max: number | null;
  increment: number | null;
}

/**
 * The bid a buyer's webhook answer stands for, or null for no bid. An answer
 * that is not a positive finite number (missing, text, 0, negative) is no bid:
 * a buyer that answers 0 passes. Otherwise the bid is rounded down to a
 * multiple of `increment`, then clamped into [min, max]: the operator's
 * configured range wins over the buyer's answer either way.
 *
 * @example clampBid('42.37', { min: 5, max: 40, increment: 0.5 }) // 40
 */
export function clampBid(answer: unknown, limits: BidLimits): number | null {
  if (answer === null || answer === undefined || answer === '' || typeof answer === 'boolean') return null;
  const raw = typeof answer === 'number' ? answer : Number(String(answer).trim());
  if (!Number.isFinite(raw) || raw <= 0) return null;
  let bid = raw;
  const step = limits.increment;
  // Cents: a step of 0.1 must not turn 0.3 into 0.2 through binary fractions.
  if (step !== null && step > 0) bid = Math.round(Math.floor(bid / step + 1e-9) * step * 100) / 100;
  if (limits.min !== null && bid < limits.min) bid = limits.min;
  if (limits.max !== null && bid > limits.max) bid = limits.max;
  return bid;
}
