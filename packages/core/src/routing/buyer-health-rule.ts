import { AUTO_PAUSE_REASON } from './buyer-health-fields.js';

/** Ring outcomes that count against a buyer: it did not pick up, was busy, or its line failed. A caller's hang-up (canceled) does not. */
const FAILED_RINGS: ReadonlySet<string> = new Set(['no-answer', 'no_answer', 'busy', 'failed']);
export const FAILED_RING_OUTCOMES = [...FAILED_RINGS];

export const isFailedRing = (outcome: string) => FAILED_RINGS.has(outcome.toLowerCase());

/** A buyer's health rule as stored: blank threshold means none. */
export interface HealthRule {
  threshold: number | null;
  windowMinutes: number;
  cooldownMinutes: number | null;
}

/** What the rule decides: leave the buyer be, or pause it with a reason and (maybe) a time to take calls again. */
export type HealthDecision =
  | { pause: false }
  | { pause: true; reason: typeof AUTO_PAUSE_REASON; details: string; unpauseAt: number | null };

/**
 * Where counting starts: the window back from now, but never before the last
 * automatic pause, so the rings that caused a pause do not pause the buyer
 * again the moment it is back.
 */
export function countingFrom(rule: HealthRule, now: number, lastAutoPausedAt: number | null): number {
  return Math.max(now - rule.windowMinutes * 60_000, lastAutoPausedAt ?? Number.NEGATIVE_INFINITY);
}

/** The rule applied to the failed rings counted in its window. */
export function decideHealth(rule: HealthRule, failedRings: number, now: number): HealthDecision {
  if (rule.threshold === null || failedRings < rule.threshold) return { pause: false };
  const window = rule.windowMinutes === 1 ? '1 minute' : `${rule.windowMinutes} minutes`;
  return {
    pause: true,
    reason: AUTO_PAUSE_REASON,
    details: `${failedRings} unanswered or failed calls within ${window} (limit ${rule.threshold})`,
    unpauseAt: rule.cooldownMinutes === null ? null : now + rule.cooldownMinutes * 60_000,
  };
}
