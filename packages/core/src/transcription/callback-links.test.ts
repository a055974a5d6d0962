import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { SecretBox } from '../secrets/secret-box.js';
import { type CallbackTarget, TranscriptionCallbackLinks } from './callback-links.js';

const clock = new ManualClock(Date.UTC(2026, 10, 3, 15));
const secrets = SecretBox.fromKeys([SecretBox.generateKeySpec()]);
const links = (publicUrl?: string) =>
  new TranscriptionCallbackLinks({ secrets, clock, publicUrl: () => publicUrl });
const TARGET: CallbackTarget = {
  kind: 'call',
  companyUuid: '0b5c7f0e-1f7a-4c55-9d7e-3a1f1b2c3d4e',
  id: 42,
  audioUrl: 'https://api.twilio.com/Recordings/RE1',
  integrationId: 7,
};

const partsOf = (url: string) => {
  const u = new URL(url);
  return {
    path: u.pathname,
    expires: u.searchParams.get('expires'),
    signature: u.searchParams.get('signature'),
  };
};

describe('transcription callback links', () => {
  it('makes none without a public URL: the provider could not reach this server', () => {
    expect(links(undefined).url(TARGET)).toBeNull();
  });

  it('signs the record, the audio sent and the integration, good for a day', () => {
    const signer = links('https://leadline.example.com/');
    const url = signer.url(TARGET)!;
    const { path, expires, signature } = partsOf(url);
    expect(path).toBe(`/api/v1/transcription_callbacks/call/${TARGET.companyUuid}/42`);
    expect(new URL(url).searchParams.get('integration')).toBe('7');
    expect(signer.check(TARGET, expires, signature)).toBe('ok');
    expect(
      signer.check({ ...TARGET, audioUrl: 'https://api.twilio.com/Recordings/RE2' }, expires, signature),
    ).toBe('forged');
    expect(signer.check({ ...TARGET, id: 43 }, expires, signature)).toBe('forged');
    expect(signer.check({ ...TARGET, kind: 'standalone' }, expires, signature)).toBe('forged');
    expect(signer.check({ ...TARGET, integrationId: 8 }, expires, signature)).toBe('forged');
    expect(signer.check(TARGET, String(Number(expires) + 1), signature)).toBe('forged');
    expect(signer.check(TARGET, 'soon', signature)).toBe('forged');
    clock.advance(24 * 3_600_000 + 1_000);
    expect(signer.check(TARGET, expires, signature)).toBe('expired');
  });
});
