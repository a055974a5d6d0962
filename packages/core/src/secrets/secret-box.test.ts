import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const k1 = SecretBox.generateKeySpec();
  const k2 = SecretBox.generateKeySpec();

  it('seals a secret so the stored value does not contain it, and opens it again', () => {
    const box = SecretBox.fromKeys([k1]);
    const stored = box.seal('sk_live_abc123');
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain('sk_live_abc123');
    expect(box.open(stored)).toBe('sk_live_abc123');
  });

  it('seals the same secret differently each time (a fresh nonce)', () => {
    const box = SecretBox.fromKeys([k1]);
    expect(box.seal('x')).not.toBe(box.seal('x'));
  });

  it('reads a value stored before encryption as it is', () => {
    expect(SecretBox.fromKeys([k1]).open('plain-token')).toBe('plain-token');
  });

  it('refuses a tampered value', () => {
    const box = SecretBox.fromKeys([k1]);
    const stored = box.seal('secret');
    const tampered = `${stored.slice(0, -2)}${stored.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => box.open(tampered)).toThrow();
  });

  it('rotates: the new key seals, the old one still opens, rotate re-seals under the new key', () => {
    const old = SecretBox.fromKeys([k1]);
    const sealedOld = old.seal('token');
    const rotated = SecretBox.fromKeys([k2, k1]);
    expect(rotated.open(sealedOld)).toBe('token');
    expect(rotated.needsRotation(sealedOld)).toBe(true);
    const resealed = rotated.rotate(sealedOld);
    expect(rotated.needsRotation(resealed)).toBe(false);
    expect(() => old.open(resealed)).toThrow(/does not hold/);
    expect(SecretBox.fromKeys([k2]).open(resealed)).toBe('token');
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => SecretBox.fromKeys(['k:c2hvcnQ='])).toThrow(/32 bytes/);
    expect(() => SecretBox.fromKeys([])).toThrow(/at least one key/);
  });
});
