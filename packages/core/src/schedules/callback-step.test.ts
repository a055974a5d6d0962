import { describe, expect, it } from 'vitest';
import type { ContactVerdict } from '../state-rules/state-rules.js';
import { callbackEnd, callbackVerdict } from './callback-step.js';

const now = Date.UTC(2026, 5, 3, 15);
const allowed: ContactVerdict = { allowed: true };
const blocked = (at: number | null): ContactVerdict => ({
  allowed: false,
  at,
  message: 'Quiet hours in Florida',
  rule: {
    kind: 'state_call_time',
    text: 'Outside FL call times',
    zone: 'America/New_York',
    groupId: 1,
    ruleId: 1,
    state: 'FL',
  },
});
const free = { allowed: true, reason: null };

describe('callbackVerdict', () => {
  it('dials when the rules allow, nothing is suppressed and the number is not held', () => {
    expect(callbackVerdict({ now, rules: allowed, suppression: free, heldUntil: null })).toBeNull();
    expect(callbackVerdict({ now, rules: allowed, suppression: free, heldUntil: now - 1 })).toBeNull();
  });

  it('puts the callback off to the time the rules allow it', () => {
    expect(
      callbackVerdict({ now, rules: blocked(now + 3_600_000), suppression: free, heldUntil: null }),
    ).toEqual({
      kind: 'later',
      at: now + 3_600_000,
      reason: 'Quiet hours in Florida',
    });
  });

  it('fails the callback when no later time would do: a rule that never allows it, or suppression', () => {
    expect(callbackVerdict({ now, rules: blocked(null), suppression: free, heldUntil: null })).toEqual({
      kind: 'failed',
      reason: 'Not dialled: Quiet hours in Florida',
    });
    expect(
      callbackVerdict({
        now,
        rules: allowed,
        suppression: { allowed: false, reason: 'opted_out' },
        heldUntil: null,
      }),
    ).toEqual({ kind: 'failed', reason: 'Not dialled: opted_out' });
  });

  it('waits out the 30-second guard of a number dialled just now', () => {
    expect(
      callbackVerdict({ now, rules: allowed, suppression: free, heldUntil: now + 20_000 }),
    ).toMatchObject({
      kind: 'later',
      at: now + 20_000,
    });
  });
});

describe('callbackEnd', () => {
  const base = { cause: 'no-answer', endedAt: now, retryDelayMinutes: 15, maxAttempts: 3 };
  it('completes an answered call whatever the attempts', () => {
    expect(callbackEnd({ ...base, answered: true, attempts: 3 })).toEqual({ status: 'completed' });
  });

  it('tries an unanswered call again retry_delay_minutes after it ended while attempts are left', () => {
    expect(callbackEnd({ ...base, answered: false, attempts: 1 })).toEqual({
      status: 'scheduled',
      at: now + 15 * 60_000,
      reason: 'The call was not answered (no-answer); attempt 2 of 3 follows',
    });
    expect(callbackEnd({ ...base, answered: false, attempts: 2 })).toMatchObject({ status: 'scheduled' });
  });

  it('fails once max_attempts calls went unanswered, and at once with max_attempts 1', () => {
    expect(callbackEnd({ ...base, answered: false, attempts: 3 })).toEqual({
      status: 'failed',
      reason: 'The call was not answered (no-answer) after 3 attempts',
    });
    expect(callbackEnd({ ...base, maxAttempts: 1, answered: false, attempts: 1 })).toEqual({
      status: 'failed',
      reason: 'The call was not answered (no-answer)',
    });
  });
});
