import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fillTokens, TOKEN_ENCODERS } from '../util/token-text.js';
import { maskHeaders, renderRequest } from './request-template.js';
import { RETRY_SCHEDULE_MS, retryDelay } from './retry-schedule.js';
import { newSigningSecret, signature, signedHeaders, verifySignature } from './signing.js';
import { successCodes } from './success-codes.js';
import { compareToken, subscriptionMatches } from './targets.js';

describe('success codes', () => {
  it('reads single codes, lists and ranges, and defaults to any 2xx', () => {
    const ok = successCodes('200, 202-204,301');
    expect([200, 202, 203, 204, 301].every(ok)).toBe(true);
    expect([201, 205, 300, 500].some(ok)).toBe(false);
    const any2xx = successCodes(null);
    expect(any2xx(299) && any2xx(200) && !any2xx(300) && !any2xx(199)).toBe(true);
  });
});

describe('retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h with ±10 % jitter, and repeats the last', () => {
    expect(RETRY_SCHEDULE_MS).toEqual([5e3, 3e5, 18e5, 72e5, 18e6, 36e6, 864e5]);
    expect(retryDelay(1, 0)).toBe(4_500);
    expect(retryDelay(1, 0.999999)).toBeCloseTo(5_500, -1);
    expect(retryDelay(3, 0.5)).toBe(30 * 60_000);
    expect(retryDelay(12, 0.5)).toBe(24 * 3_600_000);
  });
});

describe('Standard Webhooks signing', () => {
  it('signs "<id>.<timestamp>.<body>" with the base64-decoded whsec_ key', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const mac = createHmac('sha256', Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64'))
      .update('msg_p5jXN8AQM9LWM0D4loKWxJek.1614265330.{"test": 2432232314}')
      .digest('base64');
    // The Standard Webhooks specification's own example.
    expect(mac).toBe('g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    expect(signature(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe(
      `v1,${mac}`,
    );
  });

  it('generates fresh 24-byte whsec_ secrets', () => {
    const a = newSigningSecret();
    expect(a).toMatch(/^whsec_/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(24);
    expect(newSigningSecret()).not.toBe(a);
  });

  it('verifies with either secret during a rotation, and refuses a changed body or an old timestamp', () => {
    const [old, fresh] = [newSigningSecret(), newSigningSecret()];
    const now = 1_800_000_000_000;
    const headers = signedHeaders([fresh, old], 'evt_1', now / 1000, '{"a":1}');
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verifySignature(old, '{"a":1}', headers, now)).toBe(true);
    expect(verifySignature(fresh, '{"a":1}', headers, now)).toBe(true);
    expect(verifySignature(newSigningSecret(), '{"a":1}', headers, now)).toBe(false);
    expect(verifySignature(old, '{"a":2}', headers, now)).toBe(false);
    expect(verifySignature(old, '{"a":1}', headers, now + 6 * 60_000)).toBe(false);
  });
});

describe('token templates', () => {
  const values = { first_name: 'Ann & "Bo"', caller_id: '+17193132645', blank: '', n: 3 };

  it('fills [token], [token]{default} and, when asked, {token} of known tokens only', () => {
    expect(fillTokens('[first_name]|[blank]{none}|[missing]|{n}', values)).toBe('Ann & "Bo"|none||{n}');
    expect(fillTokens('{n} {"json":1} {unknown}', values, undefined, { braces: true })).toBe(
      '3 {"json":1} {unknown}',
    );
  });

  it('URL-encodes values in URLs and JSON-escapes them in JSON bodies', () => {
    const r = renderRequest(
      {
        url: 'https://crm.example.com/p?c=[caller_id]&n=[first_name]',
        method: 'post',
        headers: { 'X-Token': 't-[n]' },
        content_type: 'application/json',
        body: '{"name":"[first_name]"}',
      },
      values,
    );
    expect(r.url).toBe('https://crm.example.com/p?c=%2B17193132645&n=Ann%20%26%20%22Bo%22');
    expect(JSON.parse(r.body)).toEqual({ name: 'Ann & "Bo"' });
    expect(r.headers).toMatchObject({ 'x-token': 't-3', 'content-type': 'application/json' });
    expect(maskHeaders(r.headers)['x-token']).toBe('********');
    expect(TOKEN_ENCODERS.xml('<a&b>')).toBe('&lt;a&amp;b&gt;');
  });

  it('sends no body on GET, and every token as JSON when the body is blank', () => {
    const get = renderRequest(
      {
        url: 'https://x.example/?a=[n]',
        method: 'get',
        headers: null,
        content_type: 'application/json',
        body: 'ignored',
      },
      values,
    );
    expect(get).toMatchObject({ method: 'GET', body: '', url: 'https://x.example/?a=3' });
    const post = renderRequest(
      {
        url: 'https://x.example/',
        method: 'post',
        headers: null,
        content_type: 'application/json',
        body: null,
      },
      values,
    );
    expect(JSON.parse(post.body)).toMatchObject({ first_name: 'Ann & "Bo"', n: 3 });
  });
});

describe('filters', () => {
  it('compares token values with the token_values operators, numerically when both are numbers', () => {
    expect(compareToken('10', '>', '9')).toBe(true);
    expect(compareToken('abc', '=~', 'B')).toBe(true);
    expect(compareToken(undefined, '!=', 'x')).toBe(true);
    expect(compareToken('CA', '==', 'CA') && !compareToken('CA', '==', 'ca')).toBe(true);
  });

  it('matches trigger_fields, booleans in any spelling, has_recording and either_converted derived', () => {
    const sub = (triggerFields: Record<string, unknown>) => ({
      id: 1,
      targetUrl: '',
      event: 'call_ended',
      triggerFields,
      consecutiveFailureCount: 0,
      signingSecret: null,
    });
    const call = { offer_id: 7, buyer_converted: true, offer_converted: false, recording_url: null };
    expect(subscriptionMatches(sub({ offer_id: 7, buyer_converted: 'yes' }), call)).toBe(true);
    expect(subscriptionMatches(sub({ either_converted: true }), call)).toBe(true);
    expect(subscriptionMatches(sub({ has_recording: true }), call)).toBe(false);
    expect(subscriptionMatches(sub({ offer_id: 8 }), call)).toBe(false);
  });
});
