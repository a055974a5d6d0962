import { describe, expect, it } from 'vitest';
import { toE164 } from '../kernel/values.js';
import { e164ToNumber, normalizeNumber, numberToE164 } from './normalize.js';

/** A small seeded generator, so a failure names a sample that fails again. */
function digitsFrom(seed: number) {
  let x = seed;
  return (n: number) => {
    let s = '';
    for (let i = 0; i < n; i++) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      s += String(Math.floor((x / 2 ** 31) * 10));
    }
    return s;
  };
}

describe('normalizeNumber', () => {
  it('agrees with libphonenumber on every shape its fast path takes, and on the ones it leaves', () => {
    const rand = digitsFrom(42);
    const shapes = (d: string) => [
      d,
      `1${d}`,
      `+1${d}`,
      `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
      `1-${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
      `+1 ${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`,
      ` ${d} `,
      d.slice(0, 9),
      `+44${d}`,
      `+${d}`,
    ];
    let compared = 0;
    for (let i = 0; i < 800; i++) {
      const d = rand(10);
      for (const country of ['US', 'CA', 'GB', 'JM']) {
        for (const raw of shapes(d)) {
          const slow = toE164(raw, country);
          const fast = normalizeNumber(raw, country);
          expect(fast.ok ? fast.e164 : undefined, `${raw} (${country})`).toBe(slow);
          compared++;
        }
      }
    }
    expect(compared).toBe(32_000);
  });

  it('rejects numbers shorter than 5 digits, and text with no digits, saying which', () => {
    expect(normalizeNumber('1234', 'US')).toEqual({ ok: false, reason: 'shorter than 5 digits' });
    expect(normalizeNumber('+1 23', 'US')).toEqual({ ok: false, reason: 'shorter than 5 digits' });
    expect(normalizeNumber('call me', 'US')).toEqual({ ok: false, reason: 'not a valid phone number' });
    expect(normalizeNumber(null, 'US')).toEqual({ ok: false, reason: 'not a valid phone number' });
    expect(normalizeNumber('12345', 'US').ok).toBe(false);
  });

  it('reads numbers written as numbers, and round-trips the stored bigint', () => {
    const n = normalizeNumber(17193132645, 'US');
    expect(n).toEqual({ ok: true, e164: '+17193132645' });
    expect(e164ToNumber('+17193132645')).toBe(17193132645);
    expect(numberToE164(17193132645)).toBe('+17193132645');
    expect(normalizeNumber('+44 20 7946 0958', 'US')).toEqual({ ok: true, e164: '+442079460958' });
  });
});
