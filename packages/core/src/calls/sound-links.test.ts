import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { SecretBox } from '../secrets/secret-box.js';
import { SOUND_LINK_SECONDS, SoundLinks } from './sound-links.js';

const target = {
  companyUuid: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  fileUuid: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6c',
  extension: 'mp3',
};
const partsOf = (url: string) => {
  const u = new URL(url);
  return { expires: u.searchParams.get('expires'), signature: u.searchParams.get('signature') };
};

describe('SoundLinks', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 1));
  const keyring = SecretBox.fromKeys([SecretBox.generateKeySpec()]);
  const links = new SoundLinks({ secrets: keyring, clock });

  it('signs a link under the API base that checks as good until it expires', () => {
    const url = links.url('https://leadline.example.com/api/v1/', target);
    expect(url).toMatch(
      /^https:\/\/leadline\.example\.com\/api\/v1\/sound_files\/audio\/[\w-]+\/[\w-]+\.mp3\?expires=\d+&signature=[\w-]+$/,
    );
    const { expires, signature } = partsOf(url);
    expect(Number(expires)).toBe(clock.now() / 1000 + SOUND_LINK_SECONDS);
    expect(links.check(target, expires, signature)).toBe('ok');
  });

  it('calls a changed expiry, file, extension or signature forged, and a late one expired', () => {
    const { expires, signature } = partsOf(links.url('https://x.test/api/v1', target));
    expect(links.check(target, String(Number(expires) + 1), signature)).toBe('forged');
    expect(links.check({ ...target, fileUuid: target.companyUuid }, expires, signature)).toBe('forged');
    expect(links.check({ ...target, extension: 'wav' }, expires, signature)).toBe('forged');
    expect(links.check(target, expires, `${signature}A`)).toBe('forged');
    expect(links.check(target, expires, undefined)).toBe('forged');
    expect(links.check(target, 'soon', signature)).toBe('forged');
    const later = new SoundLinks({
      secrets: keyring,
      clock: new ManualClock(clock.now() + (SOUND_LINK_SECONDS + 1) * 1000),
    });
    expect(later.check(target, expires, signature)).toBe('expired');
  });

  it('refuses a link signed by another keyring, and keeps one signed before a key rotation', () => {
    const { expires, signature } = partsOf(links.url('https://x.test/api/v1', target));
    const stranger = new SoundLinks({ secrets: SecretBox.fromKeys([SecretBox.generateKeySpec()]), clock });
    expect(stranger.check(target, expires, signature)).toBe('forged');
    const oldSpec = SecretBox.generateKeySpec();
    const before = new SoundLinks({ secrets: SecretBox.fromKeys([oldSpec]), clock });
    const rotated = new SoundLinks({
      secrets: SecretBox.fromKeys([SecretBox.generateKeySpec(), oldSpec]),
      clock,
    });
    const old = partsOf(before.url('https://x.test/api/v1', target));
    expect(rotated.check(target, old.expires, old.signature)).toBe('ok');
  });
});
