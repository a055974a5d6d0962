import { generateKeyPairSync, sign } from 'node:crypto';
import { plivoV3Signature } from '@leadline/core';
import twilio from 'twilio';
import { type CarrierType, useCarrierKit } from './carrier-kit.js';
import type { TestApp } from './helpers.js';

export type Body = Record<string, unknown> & { id: number };

/** Where the test server says carriers reach it: the URL carriers sign. */
export const PUBLIC_URL = 'https://leadline.test';

/** The Telnyx account's signing key pair: the public half goes in the integration's settings. */
const telnyxKeys = generateKeyPairSync('ed25519');
export const TELNYX_PUBLIC_KEY = (telnyxKeys.publicKey.export({ format: 'der', type: 'spki' }) as Buffer)
  .subarray(12)
  .toString('base64');

const SECRETS: Record<CarrierType, string> = {
  twilio: 'twilio_token',
  telnyx: 'KEY_test',
  plivo: 'plivo_token',
};

/**
 * Signs a webhook the way each carrier does. Twilio's is made by the official
 * `twilio` package (the oracle); Telnyx's with the account's ed25519 key;
 * Plivo's V3 with the auth token and a fresh nonce.
 */
export function signedHeaders(
  provider: CarrierType,
  url: string,
  params: Record<string, string>,
  body: string,
  opts: { timestamp?: number } = {},
): Record<string, string> {
  if (provider === 'twilio') {
    return { 'x-twilio-signature': twilio.getExpectedTwilioSignature(SECRETS.twilio, url, params) };
  }
  if (provider === 'telnyx') {
    const ts = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
    const signature = sign(null, Buffer.from(`${ts}|${body}`), telnyxKeys.privateKey).toString('base64');
    return { 'telnyx-signature-ed25519': signature, 'telnyx-timestamp': ts };
  }
  const nonce = String(Math.floor(Math.random() * 1e12));
  return {
    'x-plivo-signature-v3': plivoV3Signature(SECRETS.plivo, 'POST', url, params, nonce),
    'x-plivo-signature-v3-nonce': nonce,
  };
}

/** The carrier's inbound-message webhook: form fields (Twilio, Plivo) or Telnyx's JSON event, signed unless `forge`. */
export function smsWebhook(
  t: TestApp,
  provider: CarrierType,
  params: Record<string, unknown>,
  opts: { forge?: boolean; company?: string } = {},
) {
  const path = `/api/v1/inbound_calls/${opts.company ?? t.tenant.company.uuid}/${provider}/sms`;
  const json = provider === 'telnyx';
  const body = json
    ? JSON.stringify(params)
    : new URLSearchParams(params as Record<string, string>).toString();
  const signed = json ? {} : (params as Record<string, string>);
  const headers = signedHeaders(provider, `${PUBLIC_URL}${path}`, signed, body);
  if (opts.forge) for (const k of Object.keys(headers)) if (!k.endsWith('timestamp')) headers[k] = 'Zm9yZ2Vk';
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
    payload: body,
  });
}

/**
 * What an inbound-call test stands on: a carrier account on the stand-in
 * (webhooks pointed under PUBLIC_URL), an offer with buyers, a rented
 * tracking number, and the carrier's signed webhooks.
 */
export function useInboundKit(t: TestApp) {
  const kit = useCarrierKit(t);
  let sid = 0;
  const create = async (plural: string, name: string, body: Record<string, unknown>) =>
    (await kit.create(plural, name, body)) as Body;

  /** The company's only integration of `provider`, set up to point numbers and check signatures. */
  const carrier = (provider: CarrierType) =>
    kit.onlyCarrier(provider, {
      callback_base_url: PUBLIC_URL,
      calls_per_second: 1000,
      ...(provider === 'telnyx'
        ? { texml_application_id: 'texml-app-1', public_key: TELNYX_PUBLIC_KEY }
        : {}),
      ...(provider === 'plivo' ? { application_id: 'plivo-app-1' } : {}),
    });

  /** Rents a tracking number for the offer through the provider's integration. */
  const trackingNumber = async (provider: CarrierType, fields: Record<string, unknown>) => {
    const n = kit.number('646');
    kit.carriers.inventory.add(n);
    return create('phone_numbers', 'phone_number', { number: n, provider, ...fields });
  };

  /** The carrier's webhook (voice or status) for a call to `to` from `from`, signed unless `forge`. */
  const webhook = async (
    provider: CarrierType,
    what: 'voice' | 'status',
    params: Record<string, string>,
    opts: { forge?: boolean; company?: string; timestamp?: number } = {},
  ) => {
    const path = `/api/v1/inbound_calls/${opts.company ?? t.tenant.company.uuid}/${provider}/${what}`;
    const body = new URLSearchParams(params).toString();
    const headers = signedHeaders(provider, `${PUBLIC_URL}${path}`, params, body, opts);
    if (opts.forge)
      for (const k of Object.keys(headers)) if (!k.endsWith('timestamp')) headers[k] = 'Zm9yZ2Vk';
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
  };

  /** A new call from `from` to `to`: Twilio/TeXML call it CallSid, Plivo CallUUID; Plivo numbers have no +. */
  const ring = (provider: CarrierType, to: string, from: string, more: Record<string, string> = {}) => {
    const id = `CA-in-${++sid}-${Date.now()}`;
    const strip = (n: string) => (provider === 'plivo' ? n.replace(/^\+/, '') : n);
    const params: Record<string, string> =
      provider === 'plivo'
        ? { CallUUID: id, To: strip(to), From: strip(from), CallStatus: 'in-progress', Direction: 'inbound' }
        : { CallSid: id, To: to, From: from, CallStatus: 'in-progress', Direction: 'inbound', ...more };
    return { id, params, send: (opts = {}) => webhook(provider, 'voice', params, opts) };
  };

  /** The callback the XML points at (the Dial's action), as the carrier would call it. */
  const follow = (xmlUrl: string, params: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: new URL(xmlUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });

  /** A carrier posting `params` to a URL our XML named, its query kept (a menu's group and attempt). */
  const post = (xmlUrl: string, params: Record<string, string> = {}) => {
    const u = new URL(xmlUrl.replaceAll('&amp;', '&'));
    return t.app.inject({
      method: 'POST',
      url: `${u.pathname}${u.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });
  };
  /** The keys pressed (or none) at the <Gather>/<GetDigits> of `xml`: the carrier's next request, answered. */
  const press = async (xml: string, digits: string) =>
    (await post(actionOf(xml), digits ? { Digits: digits } : {})).body;

  const dialled = (xml: string) =>
    [...xml.matchAll(/<(?:Number|Sip|User)(?: [^>]*)?>([^<]+)</g)].map((m) => m[1]);
  const actionOf = (xml: string) => /action="([^"]+)"/.exec(xml)?.[1]?.replaceAll('&amp;', '&') ?? '';

  const call = async (id: string | number) => (await kit.api('GET', `/calls/${id}`)).json().call as Body;
  const events = async (id: string | number) =>
    (await kit.api('GET', `/calls/${id}/events`)).json().events as Record<string, unknown>[];
  const callBySid = async (sid: string) => {
    const list = (await kit.api('GET', `/calls?call_sid=${encodeURIComponent(sid)}`)).json().calls as Body[];
    return list[0];
  };

  return Object.assign(Object.create(kit) as typeof kit, {
    create,
    carrier,
    trackingNumber,
    webhook,
    ring,
    follow,
    post,
    press,
    dialled,
    actionOf,
    call,
    events,
    callBySid,
  });
}
