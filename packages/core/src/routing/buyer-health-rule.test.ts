import { describe, expect, it } from 'vitest';
import { countingFrom, decideHealth, isFailedRing } from './buyer-health-rule.js';

const rule = { threshold: 3, windowMinutes: 10, cooldownMinutes: 5 };
const NOW = 1_000_000_000;

describe('buyer health rule', () => {
  it('counts no-answer, busy and failed rings, not a caller hanging up or a pick-up', () => {
    expect(['no-answer', 'BUSY', 'failed'].map(isFailedRing)).toEqual([true, true, true]);
    expect(['canceled', 'completed', 'answered', 'unknown'].map(isFailedRing)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('pauses at the threshold, not below, with the cool-down end', () => {
    expect(decideHealth(rule, 2, NOW)).toEqual({ pause: false });
    expect(decideHealth(rule, 3, NOW)).toEqual({
      pause: true,
      reason: 'auto_paused_failed_calls',
      details: '3 unanswered or failed calls within 10 minutes (limit 3)',
      unpauseAt: NOW + 5 * 60_000,
    });
  });

  it('never pauses without a threshold, and pauses until unpaused by hand without a cool-down', () => {
    expect(decideHealth({ ...rule, threshold: null }, 99, NOW)).toEqual({ pause: false });
    expect(decideHealth({ ...rule, cooldownMinutes: null }, 3, NOW)).toMatchObject({
      pause: true,
      unpauseAt: null,
    });
  });

  it('counts over the window, but never from before the last automatic pause', () => {
    expect(countingFrom(rule, NOW, null)).toBe(NOW - 10 * 60_000);
    expect(countingFrom(rule, NOW, NOW - 60_000)).toBe(NOW - 60_000);
    expect(countingFrom(rule, NOW, NOW - 3_600_000)).toBe(NOW - 10 * 60_000);
  });
});
