import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookDeduper, WebhooksHelper, WebhookVerificationError } from '../src/index.js';
import { useRealServer } from './real-server.js';

describe('client.webhooks.verify (Standard Webhooks)', () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const body = '{"test": 2432232314}';
  const sign = (id: string, ts: number, payload: string) =>
    `v1,${createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
      .update(`${id}.${ts}.${payload}`)
      .digest('base64')}`;
  const helper = new WebhooksHelper();

  it('returns the parsed body when a signature matches, whatever the header spelling', () => {
    const ts = Math.floor(Date.now() / 1000);
    const headers = {
      'Webhook-Id': 'msg_1',
      'webhook-timestamp': String(ts),
      'webhook-signature': `v1,bogus ${sign('msg_1', ts, body)}`,
    };
    expect(helper.verify(body, headers, secret)).toEqual({ test: 2432232314 });
    expect(helper.verify(body, new Headers(headers), secret)).toEqual({ test: 2432232314 });
  });

  it('refuses a changed body, a wrong secret, missing headers and an old timestamp', () => {
    const ts = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(ts),
      'webhook-signature': sign('msg_1', ts, body),
    };
    expect(() => helper.verify('{"test": 1}', headers, secret)).toThrow(WebhookVerificationError);
    expect(() => helper.verify(body, headers, 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toThrow(
      WebhookVerificationError,
    );
    expect(() => helper.verify(body, { 'webhook-id': 'msg_1' }, secret)).toThrow(/Missing/);
    const old = ts - 600;
    const stale = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(old),
      'webhook-signature': sign('msg_1', old, body),
    };
    expect(() => helper.verify(body, stale, secret)).toThrow(/too old/);
  });
});

describe('a real server delivering to a receiver the SDK verifies, and client.events.stream()', () => {
  const server = useRealServer({}, { worker: true, allowPrivateUrls: ['127.0.0.0/8'] });
  let receiver: Server;
  let port = 0;
  const received: { body: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ body, headers: req.headers });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

  it('a subscription made with the SDK delivers a lead that client.webhooks.verify accepts, and the stream yields it', async () => {
    const { client } = server;
    const sub = await client.subscriptions.create({
      target_url: `http://127.0.0.1:${port}/hook`,
      event: 'new_lead',
    });
    const secret = String(sub.signing_secret);
    const offer = await client.offers.create({ name: 'SDK offer' });
    const abort = new AbortController();
    // Read on from the newest event now, so the lead below is seen however late the stream connects.
    const [newest] = await client.events.list({ limit: 1 });
    const stream = client.events.stream({
      types: ['new_lead'],
      after: newest?.sequence ?? 0,
      signal: abort.signal,
    });
    const first = stream.next();
    const { lead } = await client.leads.submit({
      lead_token: String(offer.lead_token),
      caller_id: '+17193135555',
    });
    const event = (await first).value!;
    expect(event).toMatchObject({ type: 'new_lead', record_id: lead.id });
    abort.abort();
    await stream.return(undefined);
    for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const got = received[0]!;
    const verified = client.webhooks.verify<{ id: number }>(
      got.body,
      got.headers as Record<string, string>,
      secret,
    );
    expect(verified.id).toBe(lead.id);
    const recent = await client.events.list({ types: ['new_lead'] });
    expect(recent[0]).toMatchObject({ id: event.id, record_id: lead.id });
  });

  it('lists the event types with the record each carries (client.events.types)', async () => {
    const types = await server.client.events.types();
    expect(types).toContainEqual(
      expect.objectContaining({ name: 'call_ringing', record: 'calls', subscribable: true }),
    );
    expect(types.map((t) => t.name)).toEqual(
      expect.arrayContaining(['new_lead', 'buyer_no_answer', 'call_ended']),
    );
  });
});

describe('WebhookDeduper: each webhook-id handled once', () => {
  it('skips a redelivery of a handled id, also one arriving while the first runs, and runs again after a failure', async () => {
    const dedupe = new WebhookDeduper({ max: 2 });
    const handled: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const first = dedupe.once({ 'Webhook-Id': 'evt_1' }, async () => {
      await slow;
      handled.push('evt_1');
    });
    expect(await dedupe.once(new Headers({ 'webhook-id': 'evt_1' }), () => handled.push('copy'))).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await dedupe.once({ 'webhook-id': 'evt_1' }, () => handled.push('again'))).toBe(false);
    await expect(
      dedupe.once({ 'webhook-id': 'evt_2' }, () => {
        throw new Error('receiver down');
      }),
    ).rejects.toThrow('receiver down');
    expect(await dedupe.once({ 'webhook-id': 'evt_2' }, () => handled.push('evt_2'))).toBe(true);
    expect(handled).toEqual(['evt_1', 'evt_2']);
    await expect(dedupe.once({}, () => undefined)).rejects.toThrow(/webhook-id/);
  });

  it('keeps ids in a store of the caller’s, so several receivers share what was handled', async () => {
    const shared = new Set<string>();
    const store = { has: (id: string) => shared.has(id), add: (id: string) => void shared.add(id) };
    const ran: number[] = [];
    await new WebhookDeduper({ store }).once({ 'webhook-id': 'evt_9' }, () => ran.push(1));
    await new WebhookDeduper({ store }).once({ 'webhook-id': 'evt_9' }, () => ran.push(2));
    expect(ran).toEqual([1]);
  });
});
