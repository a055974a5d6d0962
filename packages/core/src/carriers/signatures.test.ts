import { generateKeyPairSync, sign } from 'node:crypto';
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { plivoV3Signature, verifyPlivo } from './plivo/signature.js';
import { verifyTelnyx } from './telnyx/signature.js';
import { twilioSignature, verifyTwilio } from './twilio/signature.js';

const URL_ = 'https://leadline.example.com/api/v1/inbound_calls/abc/twilio/voice?x=1';
const PARAMS = { CallSid: 'CA123', From: '+13035550100', To: '+16465550100', Digits: '12' };
const cb = (headers: Record<string, string>, params = PARAMS, rawBody = '') => ({
  url: URL_,
  method: 'POST',
  headers,
  params,
  rawBody,
});

describe('Twilio signatures', () => {
  it('computes what the official twilio package computes, and accepts what it signs', () => {
    const expected = twilio.getExpectedTwilioSignature('secret_token', URL_, PARAMS);
    expect(twilioSignature('secret_token', URL_, PARAMS)).toBe(expected);
    expect(verifyTwilio('secret_token', cb({ 'x-twilio-signature': expected }))).toBe(true);
    expect(twilio.validateRequest('secret_token', expected, URL_, PARAMS)).toBe(true);
  });

  it('refuses another token, a changed parameter, or no header', () => {
    const sig = twilio.getExpectedTwilioSignature('secret_token', URL_, PARAMS);
    expect(verifyTwilio('other_token', cb({ 'x-twilio-signature': sig }))).toBe(false);
    expect(verifyTwilio('secret_token', cb({ 'x-twilio-signature': sig }, { ...PARAMS, To: '+1999' }))).toBe(
      false,
    );
    expect(verifyTwilio('secret_token', cb({}))).toBe(false);
  });
});

describe('Plivo V3 signatures', () => {
  it('accepts a matching signature among several and refuses another nonce', () => {
    const sig = plivoV3Signature('plivo_token', 'POST', URL_, PARAMS, 'n1');
    const headers = { 'x-plivo-signature-v3': `bm9wZQ==,${sig}`, 'x-plivo-signature-v3-nonce': 'n1' };
    expect(verifyPlivo('plivo_token', cb(headers))).toBe(true);
    expect(verifyPlivo('plivo_token', cb({ ...headers, 'x-plivo-signature-v3-nonce': 'n2' }))).toBe(false);
    expect(verifyPlivo('other', cb(headers))).toBe(false);
  });
});

describe('Telnyx ed25519 signatures', () => {
  const keys = generateKeyPairSync('ed25519');
  const publicKey = (keys.publicKey.export({ format: 'der', type: 'spki' }) as Buffer)
    .subarray(12)
    .toString('base64');
  const body = 'CallSid=v3%3Aabc&To=%2B16465550100';
  const signed = (ts: number, text = body) => ({
    'telnyx-signature-ed25519': sign(null, Buffer.from(`${ts}|${text}`), keys.privateKey).toString('base64'),
    'telnyx-timestamp': String(ts),
  });
  const now = 1_800_000_000_000;

  it('accepts the signature of the raw body within five minutes', () => {
    expect(verifyTelnyx(publicKey, cb(signed(now / 1000 - 60), PARAMS, body), now)).toBe(true);
  });

  it('refuses a stale timestamp, a changed body and another key', () => {
    expect(verifyTelnyx(publicKey, cb(signed(now / 1000 - 301), PARAMS, body), now)).toBe(false);
    expect(verifyTelnyx(publicKey, cb(signed(now / 1000), PARAMS, `${body}&x=1`), now)).toBe(false);
    const other = generateKeyPairSync('ed25519');
    const otherKey = (other.publicKey.export({ format: 'der', type: 'spki' }) as Buffer)
      .subarray(12)
      .toString('base64');
    expect(verifyTelnyx(otherKey, cb(signed(now / 1000), PARAMS, body), now)).toBe(false);
    expect(verifyTelnyx('not a key', cb(signed(now / 1000), PARAMS, body), now)).toBe(false);
  });
});
