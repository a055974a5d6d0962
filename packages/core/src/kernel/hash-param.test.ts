import { describe, expect, it } from 'vitest';
import { readHashParam } from './hash-param.js';

describe('readHashParam', () => {
  it('takes an object as it is, and JSON text of an object parsed', () => {
    expect(readHashParam({ a: 1 })).toEqual({ a: 1 });
    expect(readHashParam('{"utm_source":"google"}')).toEqual({ utm_source: 'google' });
  });

  it('reads absent and blank as no keys', () => {
    expect([undefined, null, ''].map(readHashParam)).toEqual([{}, {}, {}]);
  });

  it('refuses arrays, numbers, JSON text of something else, and text that is not JSON', () => {
    expect([[1], 5, '[1]', '"x"', '{oops'].map(readHashParam)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
