import { describe, expect, it } from 'vitest';
import { type HoldQueueRule, queueFull } from './hold-queue-rules.js';

const rule = (limits: Partial<HoldQueueRule>): HoldQueueRule => ({
  id: 1,
  soundFileId: null,
  soundPlaylistId: null,
  text: null,
  voice: null,
  language: null,
  callerLimit: null,
  percentageSize: null,
  maxHoldSecondsAverage: null,
  maxSeconds: null,
  ...limits,
});

describe('when the hold queue takes no more callers', () => {
  it('takes every caller when the rule sets no limit', () => {
    expect(queueFull(rule({}), { waitingMs: Array(500).fill(600_000), concurrency: 2 })).toBeNull();
  });

  it('is full once hold_queue_caller_limit callers wait', () => {
    const limited = rule({ callerLimit: 3 });
    expect(queueFull(limited, { waitingMs: [1, 2], concurrency: null })).toBeNull();
    expect(queueFull(limited, { waitingMs: [1, 2, 3], concurrency: null })).toEqual({
      reason: 'hold_queue_caller_limit',
      limit: 3,
    });
  });

  it("sizes the queue as hold_queue_percentage_size of the buyers' concurrency, rounded down, at least one place", () => {
    const half = rule({ percentageSize: 50 });
    expect(queueFull(half, { waitingMs: [1, 2], concurrency: 6 })).toBeNull();
    expect(queueFull(half, { waitingMs: [1, 2], concurrency: 5 })?.limit).toBe(2);
    expect(queueFull(half, { waitingMs: [1, 2], concurrency: 4 })).toEqual({
      reason: 'hold_queue_percentage_size',
      limit: 2,
    });
    expect(queueFull(rule({ percentageSize: 10 }), { waitingMs: [], concurrency: 2 })).toBeNull();
    expect(queueFull(rule({ percentageSize: 0 }), { waitingMs: [], concurrency: 2 })?.limit).toBe(0);
    // A buyer without a concurrency cap: there is no share to take, the percentage does not limit.
    expect(queueFull(half, { waitingMs: [1, 2, 3], concurrency: null })).toBeNull();
  });

  it('stops queueing once the callers waiting have waited max_hold_seconds_average on average', () => {
    const averaged = rule({ maxHoldSecondsAverage: 60 });
    expect(queueFull(averaged, { waitingMs: [], concurrency: 1 })).toBeNull();
    expect(queueFull(averaged, { waitingMs: [90_000, 29_000], concurrency: 1 })).toBeNull();
    expect(queueFull(averaged, { waitingMs: [90_000, 30_000], concurrency: 1 })).toEqual({
      reason: 'max_hold_seconds_average',
      limit: 60,
    });
  });
});
