import { describe, expect, it } from 'vitest';
import { holderKey, readNumberRequest } from './request-params.js';

describe('readNumberRequest', () => {
  it('reads tokens and impressions as hashes or JSON text, and offer_key as offer_token', () => {
    const r = readNumberRequest({
      offer_key: 'abc',
      tokens: '{"utm_source":"google"}',
      impressions: { url: 'https://x.example', visitor_id: 'v1' },
    });
    expect(r).toMatchObject({ offerToken: 'abc', tokens: { utm_source: 'google' }, visitorId: 'v1' });
  });

  it('names every bad parameter at once', () => {
    expect(() => readNumberRequest({ tokens: 'nope', impressions: '[1]' })).toThrow(
      expect.objectContaining({
        errors: expect.objectContaining({
          offer_token: expect.any(Array),
          tokens: expect.any(Array),
          impressions: expect.any(Array),
        }),
      }),
    );
  });
});

describe('holderKey', () => {
  const visit = { ip: '10.0.0.1', userAgent: 'UA' };
  it('keys a tokens pool by the token values, in any order', () => {
    const a = readNumberRequest({ offer_token: 'x', tokens: { b: 2, a: 1 } });
    const b = readNumberRequest({ offer_token: 'x', tokens: { a: 1, b: 2 } });
    expect(holderKey('tokens', a, visit)).toBe(holderKey('tokens', b, visit));
  });

  it('keys a visitor pool by visitor id, else by address and browser', () => {
    const withId = readNumberRequest({ offer_token: 'x', visitor_id: 'v1' });
    const without = readNumberRequest({ offer_token: 'x' });
    expect(holderKey('visitor', withId, visit)).toMatch(/^v:/);
    expect(holderKey('visitor', without, visit)).toMatch(/^a:/);
    expect(holderKey('visitor', without, visit)).not.toBe(
      holderKey('visitor', without, { ...visit, ip: '10.0.0.2' }),
    );
  });
});
