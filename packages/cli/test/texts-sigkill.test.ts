import { once } from 'node:events';
import { type FakeCarriers, startFakeCarriers } from '@leadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, useOwnCompany } from './run-cli.js';

process.env.LEADLINE_ALLOW_PRIVATE_URLS = '127.0.0.0/8';

const TEXTS = 120;

describe('no queued text is lost or sent twice when the server is killed with SIGKILL while sending', {
  timeout: 120_000,
}, () => {
  // A database of its own: other CLI tests' servers must not lease these sends.
  const { own, company: co } = useOwnCompany('texts_sigkill', 'Texting Crash Co');
  let carriers: FakeCarriers;

  beforeAll(async () => {
    carriers = await startFakeCarriers();
  });
  afterAll(async () => {
    await carriers?.close();
  });

  it('sends each committed text at most once, and leaves none queued, across two SIGKILLs', async () => {
    let server = await startServe(['--database', own.url]);
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: { authorization: co.authorization, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, any> };
    };
    const secret = await api('POST', '/secret_items', { name: 'twilio_token', value: 'twilio_token' });
    await api('POST', '/integrations', {
      name: 'Twilio',
      integration_type: 'twilio',
      settings: { account_sid: 'AC_test', api_base_url: carriers.origin },
      secret_item_ids: [secret.json.secret_item.id],
    });
    const from = '+16465550177';
    carriers.inventory.add(from);
    expect((await api('POST', '/phone_numbers', { number: from, provider: 'twilio' })).status).toBe(201);

    // A carrier under load: sends are in flight when the server dies.
    carriers.delayMs = 100;
    const committed: number[] = [];
    for (let i = 0; i < TEXTS; i++) {
      const res = await api('POST', '/text_messages', {
        to: `+1917556${String(1000 + i)}`,
        from,
        body: `Burst ${i}`,
      });
      if (res.status === 201) committed.push(res.json.text_message.id);
    }
    for (let round = 0; round < 2; round++) {
      // Kill once this round's sending is under way, however slow the machine.
      const before = carriers.texts.length;
      const until = Date.now() + 15_000;
      while (carriers.texts.length < before + 10 && carriers.texts.length < TEXTS && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 10));
      }
      server.child.kill('SIGKILL');
      await once(server.child, 'exit');
      server = await startServe(['--database', own.url]);
    }
    const texts = async () =>
      (await api('GET', '/text_messages?per_page=500')).json.text_messages as Record<string, any>[];
    const deadline = Date.now() + 60_000;
    while (
      (await texts()).some((t) => t.status === 'queued' || t.status === 'sending') &&
      Date.now() < deadline
    ) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const final = await texts();
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');

    expect(committed).toHaveLength(TEXTS);
    // None lost: every text left the queue.
    expect(final.filter((t) => t.status === 'queued' || t.status === 'sending')).toEqual([]);
    // None sent twice: the carrier saw each body at most once.
    const seen = new Map<string, number>();
    for (const t of carriers.texts) seen.set(t.body, (seen.get(t.body) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
    // Every text marked sent reached the carrier; the rest were cut off mid-send and say so.
    for (const t of final.filter((x) => x.status === 'sent')) expect(seen.get(t.body)).toBe(1);
    for (const t of final.filter((x) => x.status !== 'sent')) {
      expect(t).toMatchObject({ status: 'failed', error_message: expect.stringContaining('not sent again') });
    }
  });
});
