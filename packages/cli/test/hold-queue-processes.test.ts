import { once } from 'node:events';
import { twilioSignature } from '@leadline/core';
import { type FakeCarriers, startFakeCarriers } from '@leadline/core/testing';
import { Leadline } from '@leadline/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, useOwnCompany } from './run-cli.js';

/** Where both servers say carriers reach them (a load balancer in front of both): the URL Twilio signs. */
const PUBLIC_URL = 'https://leadline.test';
const TWILIO_TOKEN = 'twilio_token';

type Served = Awaited<ReturnType<typeof startServe>>;

/** Polls `read` until it gives a value: waits on an effect another process makes, never on a fixed sleep. */
async function until<T>(read: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await read();
    if (value !== undefined) return value;
    if (i > 1200) throw new Error(`never saw ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the hold queue across two leadline serve processes on one database', { timeout: 180_000 }, () => {
  const { own, company } = useOwnCompany('holdq', 'Hold Queue Co');
  let carriers: FakeCarriers;
  let one: Served;
  let two: Served;
  let companyUuid: string;
  let number: string;

  const serve = () =>
    startServe(
      ['--database', own.url],
      { LEADLINE_PUBLIC_URL: PUBLIC_URL, LEADLINE_ALLOW_PRIVATE_URLS: '127.0.0.0/8' },
      'serve',
      120_000,
    );

  /** Twilio's signed webhook, sent to the process the load balancer picked. */
  const webhook = async (to: Served, what: 'voice' | 'status', params: Record<string, string>) => {
    const path = `/api/v1/inbound_calls/${companyUuid}/twilio/${what}`;
    const res = await fetch(`${to.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(TWILIO_TOKEN, `${PUBLIC_URL}${path}`, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    return { status: res.status, body: await res.text() };
  };
  /** A carrier request to a URL Leadline gave (public origin), sent to one process. */
  const follow = async (to: Served, url: string) => {
    const u = new URL(url.replaceAll('&amp;', '&'));
    const res = await fetch(`${to.url}${u.pathname}${u.search}`, { method: 'POST' });
    return res.text();
  };
  const ring = (to: Served, sid: string, from: string) =>
    webhook(to, 'voice', {
      CallSid: sid,
      To: number,
      From: from,
      CallStatus: 'in-progress',
      Direction: 'inbound',
    });

  beforeAll(async () => {
    carriers = await startFakeCarriers();
    [one, two] = [await serve(), await serve()];
    const client = new Leadline({
      baseURL: one.url,
      publicKey: company.public_key,
      privateKey: company.private_key,
    });
    const me = await fetch(`${one.url}/api/v1/me`, { headers: { authorization: company.authorization } });
    companyUuid = ((await me.json()) as { me: { company: { uuid: string } } }).me.company.uuid;
    const secret = await client.secretItems.create({ name: 'twilio_token', value: TWILIO_TOKEN });
    await client.integrations.create({
      name: 'Twilio',
      integration_type: 'twilio',
      settings: { account_sid: 'AC_test', api_base_url: carriers.origin },
      secret_item_ids: [secret.id],
    });
    const offer = await client.offers.create({ name: 'Two processes' });
    await client.buyers.create({
      name: 'Only agent',
      number: '+13125550140',
      offer_ids: [offer.id],
      concurrency_cap_limit: 1,
    });
    await client.callRouters.create({
      offer_id: offer.id,
      router_type: 'add_to_hold_queue',
      text_to_speech: 'Please hold.',
    });
    number = '+16465550140';
    carriers.inventory.add(number);
    await client.phoneNumbers.create({ number, provider: 'twilio', offer_id: offer.id });
  }, 240_000);

  afterAll(async () => {
    for (const s of [one, two]) {
      if (!s) continue;
      s.child.kill('SIGTERM');
      await once(s.child, 'exit');
    }
    await carriers?.close();
  });

  it('holds a caller through one process, frees the slot through the other, and connects the caller exactly once', async () => {
    const ahead = await ring(one, 'CA-hold-ahead', '+17205550140');
    expect(ahead.body).toContain('<Dial');
    const held = await ring(one, 'CA-hold-waiting', '+17205550141');
    expect(held.body).toContain('<Enqueue');
    const waitUrl = /waitUrl="([^"]+)"/.exec(held.body)![1]!;
    // Either process plays the queue's music while the slot is taken.
    for (const s of [one, two]) {
      const music = await follow(s, waitUrl);
      expect(music).toContain('<Say>Please hold.</Say>');
      expect(music).not.toContain('<Leave/>');
    }

    // The call ahead ends at the other process: it tells the carrier to take the held caller out of the queue.
    expect((await webhook(two, 'status', { CallSid: 'CA-hold-ahead', CallStatus: 'completed' })).status).toBe(
      200,
    );
    const told = await until(
      () => carriers.redirects.find((r) => r.sid === 'CA-hold-waiting'),
      'the redirect',
    );
    expect(told.url).toMatch(/\/inbound_calls\/hold\/[^/]+\/[^/]+\/connect$/);

    // The carrier's request, and a waitUrl racing it, reach both processes at once: one of them connects.
    const answers = await Promise.all([
      follow(one, told.url),
      follow(two, told.url),
      follow(one, waitUrl),
      follow(two, waitUrl),
    ]);
    expect(answers.filter((a) => a.includes('<Dial')).length).toBe(1);
    expect(answers.find((a) => a.includes('<Dial'))).toContain('+13125550140');
    expect(carriers.redirects.filter((r) => r.sid === 'CA-hold-waiting')).toHaveLength(1);

    const listed = await fetch(`${two.url}/api/v1/calls?call_sid=CA-hold-waiting`, {
      headers: { authorization: company.authorization },
    });
    const call = ((await listed.json()) as { calls: { id: number; buyer_id: number | null }[] }).calls[0]!;
    expect(call.buyer_id).not.toBeNull();
    const events = await fetch(`${one.url}/api/v1/calls/${call.id}/events`, {
      headers: { authorization: company.authorization },
    });
    const steps = ((await events.json()) as { events: { type: string; reason: string | null }[] }).events;
    expect(steps.filter((e) => e.type === 'Dial')).toHaveLength(1);
    expect(steps.filter((e) => e.type === 'HoldQueue').map((e) => e.reason)).toEqual(['joined', 'left']);
  });
});
