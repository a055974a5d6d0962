import { describe, expect, it } from 'vitest';
import { callLogEntry } from './call-log-entries.js';

describe('a trace step as a call log row', () => {
  it('logs an excluded buyer as skipped with its reason, a suppressed caller as suppression', () => {
    expect(callLogEntry({ type: 'BuyerConsidered', buyerId: 4, reason: 'daily_cap' })).toEqual({
      logType: 'buyer_skipped',
      level: 'info',
      message: 'Skipped buyer 4: daily_cap',
      reason: 'daily_cap',
      buyerId: 4,
    });
    expect(callLogEntry({ type: 'BuyerConsidered', buyerId: 4, reason: 'opted_out' })).toMatchObject({
      logType: 'suppression',
      level: 'warning',
      message: 'Skipped buyer 4: the caller is opted out',
    });
  });

  it('logs dials, failed dial results as warnings, and exception rules', () => {
    expect(callLogEntry({ type: 'Dial', buyerId: 2 })).toMatchObject({
      logType: 'dial',
      message: 'Dialled buyer 2',
    });
    expect(callLogEntry({ type: 'DialResult', buyerId: 2, reason: 'no-answer' })).toMatchObject({
      logType: 'dial',
      level: 'warning',
    });
    expect(callLogEntry({ type: 'ExceptionRule', reason: 'no_buyers_match' })).toMatchObject({
      logType: 'routing',
      level: 'warning',
    });
  });

  it('logs IVR steps, conversions, recordings and webhook failures by their kind', () => {
    expect(callLogEntry({ type: 'Menu', reason: 'listening' }).logType).toBe('ivr');
    expect(callLogEntry({ type: 'Conversion', reason: 'buyer_conversion' }).logType).toBe('conversion');
    expect(callLogEntry({ type: 'CallRecording', reason: 'completed' }).logType).toBe('recording');
    expect(
      callLogEntry({ type: 'WebhookLog', reason: 'call_ended', detail: { success: false } }),
    ).toMatchObject({ logType: 'webhook', level: 'error', message: 'Webhook call_ended failed' });
  });
});
