import { describe, expect, it } from 'vitest';
import { parseRetention } from './retention-policy.js';

describe('LEADLINE_RETENTION_DAYS', () => {
  it('reads table=days pairs, and keeps every table forever when unset', () => {
    expect(parseRetention(undefined)).toEqual({});
    expect(parseRetention(' webhook_logs=30, events = 90 ,')).toEqual({ webhook_logs: 30, events: 90 });
  });

  it('refuses a table retention does not apply to, naming the ones it does', () => {
    expect(() => parseRetention('calls=30')).toThrow(
      /unknown table calls: retention applies to events, webhook_logs/,
    );
  });

  it('refuses days that are not a whole number from 1', () => {
    expect(() => parseRetention('events=0')).toThrow(/events must keep a whole number of days from 1, got 0/);
    expect(() => parseRetention('events=1.5')).toThrow(/got 1.5/);
    expect(() => parseRetention('events')).toThrow(/got nothing/);
  });
});
