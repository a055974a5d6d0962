import type { ContactVerdict } from '../state-rules/state-rules.js';
import type { SuppressionVerdict } from '../suppression/suppression-service.js';

/** What one look at a due callback comes to. */
export type CallbackStep =
  | { kind: 'placed'; callId: number }
  /** Put off: scheduled again for `at`, with why. */
  | { kind: 'later'; at: number; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'missed'; reason: string };

/**
 * Whether the rules let a due callback be dialled now (null: dial it). A rule
 * that allows the number later (quiet hours, daylight hours, a holiday, a call
 * limit, the 30-second guard) puts the callback off to that time: the promise
 * to call back stands, the lead is called when the law allows. A rule that
 * never allows it (skip mobile) and suppression (opt-out, blacklist, DNC
 * lists) fail it: no later time would do.
 */
export function callbackVerdict(input: {
  now: number;
  rules: ContactVerdict;
  suppression: Pick<SuppressionVerdict, 'allowed' | 'reason'>;
  heldUntil: number | null;
}): Exclude<CallbackStep, { kind: 'placed' }> | null {
  const { now, rules, suppression, heldUntil } = input;
  if (!rules.allowed) {
    return rules.at === null
      ? { kind: 'failed', reason: `Not dialled: ${rules.message}` }
      : { kind: 'later', at: rules.at, reason: rules.message };
  }
  if (!suppression.allowed)
    return { kind: 'failed', reason: `Not dialled: ${suppression.reason ?? 'suppressed'}` };
  if (heldUntil !== null && heldUntil > now) {
    return { kind: 'later', at: heldUntil, reason: 'Dialled less than 30 seconds ago' };
  }
  return null;
}

/** What an ended callback call comes to: completed, another attempt later, or failed. */
export type CallbackEnd =
  | { status: 'completed' }
  | { status: 'scheduled'; at: number; reason: string }
  | { status: 'failed'; reason: string };

/**
 * An answered call completes the callback. An unanswered one is tried again
 * `retryDelayMinutes` after it ended while fewer than `maxAttempts` calls have
 * been placed since callback_at was last set (docs/schedules.md, Retries);
 * then the callback fails with the last call's cause.
 */
export function callbackEnd(input: {
  answered: boolean;
  cause: string;
  endedAt: number;
  attempts: number;
  maxAttempts: number;
  retryDelayMinutes: number;
}): CallbackEnd {
  if (input.answered) return { status: 'completed' };
  const left = input.maxAttempts - input.attempts;
  if (left > 0) {
    return {
      status: 'scheduled',
      at: input.endedAt + input.retryDelayMinutes * 60_000,
      reason: `The call was not answered (${input.cause}); attempt ${input.attempts + 1} of ${input.maxAttempts} follows`,
    };
  }
  const tries = input.maxAttempts > 1 ? ` after ${input.attempts} attempts` : '';
  return { status: 'failed', reason: `The call was not answered (${input.cause})${tries}` };
}
