import { once } from 'node:events';
import { type FakeCarriers, startFakeCarriers } from '@leadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, useOwnCompany } from './run-cli.js';

process.env.LEADLINE_ALLOW_PRIVATE_URLS = '127.0.0.0/8';

/**
 * Texts accepted, and SIGKILLs while they are queued and sent. CI runs 150 and 3; the soak
 * (`pnpm soak:texts`, docs/messaging.md) runs 1,000 and 6 on both databases.
 */
const TEXTS = Number(process.env.LEADLINE_SOAK_TEXTS ?? 150);
const KILLS = Number(process.env.LEADLINE_SOAK_KILLS ?? 3);

describe('no accepted text is lost or sent twice when the server is killed with SIGKILL while texts are queued and sent', {
  timeout: 600_000,
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

  it(`sends each accepted text at most once and leaves none queued, across ${KILLS} SIGKILLs during a burst of ${TEXTS}`, async () => {
    // Restarts on a loaded machine (and the soak's many) may take longer than a first start.
    const serve = () => startServe(['--database', own.url], {}, 'serve', 60_000);
    let server = await serve();
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
    carriers.delayMs = 50;
    const accepted: number[] = [];
    let attempts = 0;
    let restarting: Promise<void> | null = null;
    // Texts are posted while the server is killed: a post whose server dies is tried again with a
    // new body (it may have been committed unanswered), so a body seen twice is a double send.
    const poster = (async () => {
      for (let i = 0; accepted.length < TEXTS; i++) {
        if (restarting) await restarting;
        const res = await api('POST', '/text_messages', {
          to: `+1917556${String(1000 + (i % 9000))}`,
          from,
          body: `Burst ${++attempts}`,
        }).catch(() => null);
        if (res?.status === 201) accepted.push(res.json.text_message.id);
      }
    })();
    for (let round = 0; round < KILLS; round++) {
      // Kill once this round's sending is under way, however slow the machine.
      const before = carriers.texts.length;
      const step = Math.max(10, Math.floor(TEXTS / (KILLS + 1) / 2));
      const until = Date.now() + 30_000;
      while (carriers.texts.length < before + step && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 10));
      }
      server.child.kill('SIGKILL');
      await once(server.child, 'exit');
      restarting = serve().then((next) => {
        server = next;
      });
      await restarting;
      restarting = null;
    }
    await poster;
    const texts = async () => {
      const all: Record<string, any>[] = [];
      for (let page = 1; ; page++) {
        const batch = (await api('GET', `/text_messages?per_page=1000&page=${page}&order=id&order_dir=asc`))
          .json.text_messages as Record<string, any>[];
        all.push(...batch);
        if (batch.length < 1000) return all;
      }
    };
    const deadline = Date.now() + 120_000;
    while (
      (await texts()).some((t) => t.status === 'queued' || t.status === 'sending') &&
      Date.now() < deadline
    ) {
      await new Promise((r) => setTimeout(r, 250));
    }
    const final = await texts();
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');

    expect(accepted).toHaveLength(TEXTS);
    // None lost: every accepted text is stored and left the queue.
    const byId = new Map(final.map((t) => [t.id as number, t]));
    expect(accepted.filter((id) => !byId.has(id))).toEqual([]);
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
