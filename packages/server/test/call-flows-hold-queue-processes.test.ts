import type { Leadline } from '@leadline/core';
import { createTestLeadlineBeside } from '@leadline/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/index.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, signedHeaders, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

/** A second server process on the same database: its own pool, its own engine, nothing shared in memory. */
let second: { leadline: Leadline; app: FastifyInstance };
beforeAll(async () => {
  const leadline = await createTestLeadlineBeside(t.leadline, { allowPrivateUrls: LOCAL_STAND_INS });
  second = { leadline, app: await buildServer({ leadline, rateLimit: false, publicUrl: PUBLIC_URL }) };
});
afterAll(async () => {
  await second?.app.close();
  await second?.leadline.close();
});

type Server = 'first' | 'second';
const appOf = (s: Server) => (s === 'first' ? t.app : second.app);

/** The carrier's signed webhook, to the process the load balancer picked. */
function webhook(on: Server, what: 'voice' | 'status', params: Record<string, string>) {
  const path = `/api/v1/inbound_calls/${t.tenant.company.uuid}/twilio/${what}`;
  const body = new URLSearchParams(params).toString();
  return appOf(on).inject({
    method: 'POST',
    url: path,
    headers: {
      ...signedHeaders('twilio', `${PUBLIC_URL}${path}`, params, body),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: body,
  });
}
const follow = (on: Server, url: string) => {
  const u = new URL(url.replaceAll('&amp;', '&'));
  return appOf(on).inject({ method: 'POST', url: `${u.pathname}${u.search}` });
};

let serial = 0;
async function ring(on: Server, number: string) {
  const sid = `CA-proc-${++serial}-${Date.now()}`;
  const res = await webhook(on, 'voice', {
    CallSid: sid,
    To: number,
    From: kit.number('303'),
    CallStatus: 'in-progress',
    Direction: 'inbound',
  });
  return { sid, xml: res.body };
}

describe('hold queue across server processes', () => {
  it('connects callers held on either process as slots free on either, in order, nobody twice, no slot oversubscribed', async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: 'Two processes' });
    for (let i = 0; i < 2; i++) {
      await kit.create('buyers', 'buyer', {
        name: `Shared buyer ${i}`,
        number: kit.number('312'),
        offer_ids: [offer.id],
        concurrency_cap_limit: 1,
      });
    }
    await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'add_to_hold_queue',
      text_to_speech: 'Please hold.',
    });
    const number = (await kit.trackingNumber('twilio', { offer_id: offer.id })).number as string;

    const live: string[] = [];
    for (const on of ['first', 'second'] as const) {
      const r = await ring(on, number);
      expect(r.xml).toContain('<Dial');
      live.push(r.sid);
    }
    // Held alternately by each process.
    const line: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await ring(i % 2 ? 'second' : 'first', number);
      expect(r.xml).toContain('<Enqueue');
      line.push(r.sid);
    }
    const served: string[] = [];
    while (served.length < line.length) {
      kit.carriers.redirects.length = 0;
      // One call ends on each process at once; each freed slot goes to one caller, the next two in line.
      const ending = live.splice(0);
      await Promise.all(
        ending.map((sid, i) =>
          webhook(i % 2 ? 'second' : 'first', 'status', { CallSid: sid, CallStatus: 'completed' }),
        ),
      );
      const told = [...kit.carriers.redirects];
      expect(told.map((r) => r.sid).sort()).toEqual(line.slice(served.length, served.length + 2).sort());
      // The carrier's request reaches both processes at once: one of them connects the caller.
      const answers = await Promise.all(
        told.flatMap((r) => [follow('first', r.url), follow('second', r.url)]),
      );
      expect(answers.filter((a) => a.body.includes('<Dial')).length).toBe(told.length);
      served.push(...told.map((r) => r.sid));
      live.push(...told.map((r) => r.sid));
      const calls = (await kit.api('GET', `/calls?offer_id=${offer.id}&per_page=100`)).json().calls as Body[];
      const talking = calls.filter((c) => c.status === 'in_progress' && c.buyer_id != null);
      expect(talking.map((c) => c.call_sid).sort()).toEqual([...live].sort());
      expect(new Set(talking.map((c) => c.buyer_id)).size).toBe(talking.length);
    }
    for (const sid of line) {
      const call = (await kit.callBySid(sid))!;
      const events = await kit.events(call.id);
      expect(events.filter((e) => e.type === 'Dial')).toHaveLength(1);
      expect(events.filter((e) => e.type === 'HoldQueue').map((e) => e.reason)).toEqual(['joined', 'left']);
    }
  });
});
