import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantApi, useTestApp } from './helpers.js';
import { leadFixtures } from './leads-fixtures.js';
import { WebhookReceiver } from './webhook-receiver.js';

let n = 0;
const phone = () => `+1719315${String(2000 + ++n).padStart(4, '0')}`;

async function until(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('delivery by running workers, and the live event stream', () => {
  const t = useTestApp({}, { allowPrivateUrls: ['127.0.0.0/8'], other: 'other' });
  const { api, create } = tenantApi(t);
  const f = leadFixtures(t);
  const receiver = new WebhookReceiver();
  let token: string;

  beforeAll(async () => {
    await receiver.start();
    token = (await f.offer({ name: 'Workers' })).lead_token;
  });
  afterAll(async () => {
    await t.leadline.jobs.stopWorkers();
    await receiver.stop();
  });

  it('two worker loops deliver every event, each attempt once', async () => {
    const sub = await create('subscriptions', 'subscription', {
      target_url: receiver.url('/w'),
      event: 'new_lead',
    });
    t.leadline.jobs.startWorker({ concurrency: 4, pollMs: 20 });
    t.leadline.jobs.startWorker({ concurrency: 4, pollMs: 20 });
    const posted = await Promise.all(
      Array.from(
        { length: 40 },
        async () => (await f.submit({ lead_token: token, caller_id: phone() })).json().lead.id,
      ),
    );
    await until(() => receiver.received.length >= 40);
    await new Promise((r) => setTimeout(r, 300));
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(40);
    expect(ids).toHaveLength(40);
    expect(receiver.received.map((r) => JSON.parse(r.body).id).sort()).toEqual(posted.sort());
    const logs = await t.leadline.database.db
      .selectFrom('webhook_logs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('subscription_id', '=', sub.id)
      .executeTakeFirstOrThrow();
    expect(Number(logs.n)).toBe(40);
    await api('DELETE', `/subscriptions/${sub.id}`);
  });

  it('streams the company’s events of the asked types as Server-Sent Events', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/events/stream?types=new_lead`, {
      headers: { authorization: t.tenant.authorization },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const theirOffer = await f.offer({ name: 'Theirs' }, t.other);
    await f.submit({ lead_token: theirOffer.lead_token, caller_id: phone() });
    const lead = (await f.submit({ lead_token: token, caller_id: phone() })).json().lead;
    const reader = res.body!.getReader();
    let text = '';
    await until(async () => {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
      return text.includes('event: new_lead');
    });
    abort.abort();
    const data = text.split('\n').find((l) => l.startsWith('data: '))!;
    const event = JSON.parse(data.slice(6));
    expect(event).toMatchObject({ type: 'new_lead', record_id: lead.id, data: { id: lead.id } });
    expect(text).toMatch(/^id: \d+$/m);
    const unauth = await fetch(`http://127.0.0.1:${port}/api/v1/events/stream`);
    expect(unauth.status).toBe(401);
    // Left open on purpose: closing the server (afterAll) must end it rather than wait for it.
    const lingering = await fetch(`http://127.0.0.1:${port}/api/v1/events/stream`, {
      headers: { authorization: t.tenant.authorization },
    });
    expect(lingering.status).toBe(200);
    // Closing ends the stream from the server's side: the listener's body ends, no timer needed.
    await t.app.close();
    expect(await lingering.text()).toMatch(/^: connected/);
  });
});
