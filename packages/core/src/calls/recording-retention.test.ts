import { describe, expect, it } from 'vitest';
import { recordingExpiry, recordingIdOf } from './recording-retention.js';

const rule = (retentionDays: number | null) => ({
  id: 1,
  record: true,
  dualChannel: false,
  retentionDays,
  transcribe: false,
});

describe('recording retention', () => {
  it("dates a recording's deletion from the call's start and the rule's retention_days", () => {
    const created = Date.UTC(2026, 2, 1, 12);
    expect(recordingExpiry({ created_at: created }, rule(30))).toBe(created + 30 * 86_400_000);
    expect(recordingExpiry({ created_at: String(created) }, rule(1))).toBe(created + 86_400_000);
  });

  it('keeps a recording no rule, or a rule without retention_days, limits', () => {
    expect(recordingExpiry({ created_at: 1 }, null)).toBeNull();
    expect(recordingExpiry({ created_at: 1 }, rule(null))).toBeNull();
  });

  it("names the carrier's recording by the id its callback gave, else by the URL's last segment", () => {
    expect(recordingIdOf({ recording_sid: 'RE1', recording_url: 'https://x.test/Recordings/RE2' })).toBe(
      'RE1',
    );
    expect(
      recordingIdOf({ recording_url: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE9' }),
    ).toBe('RE9');
    expect(
      recordingIdOf({ recording_url: 'https://media.plivo.com/v1/Account/MA1/Recording/ab-12.mp3' }),
    ).toBe('ab-12');
    expect(recordingIdOf({ recording_url: 'not a url' })).toBeNull();
    expect(recordingIdOf({})).toBeNull();
  });
});
