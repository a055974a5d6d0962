import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../tenancy/context.js';
import { createTestLeadline, createTestTenant } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { DELIVER_JOB, type DeliverPayload } from './webhook-engine.js';

describe('the webhook engine', () => {
  let leadline: Leadline;
  let server: Server;
  const hits: string[] = [];

  beforeAll(async () => {
    leadline = await createTestLeadline({ allowPrivateUrls: ['127.0.0.0/8'] });
    server = createServer((req, res) => {
      hits.push(String(req.headers['webhook-id']));
      req.resume();
      req.on('end', () => res.writeHead(200).end());
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    server.close();
    await leadline.close();
  });

  it('does not repeat an attempt already logged when its job runs again (a crash before the job settled)', async () => {
    const { company } = await createTestTenant(leadline);
    const ctx = systemContext(company);
    const port = (server.address() as AddressInfo).port;
    await leadline
      .resource('subscriptions')
      .create(ctx, { target_url: `http://127.0.0.1:${port}/x`, event: 'new_lead' });
    const offer = await leadline.resource('offers').create(ctx, { name: 'Engine' });
    const { lead } = await leadline.leads.submit({ lead_token: offer.lead_token, caller_id: '+17205550142' });
    const event = await leadline.database.db
      .selectFrom('events')
      .select('id')
      .where('record_id', '=', Number(lead.id))
      .executeTakeFirstOrThrow();
    await leadline.webhooks.dispatch(Number(event.id));
    await leadline.webhooks.dispatch(Number(event.id));
    const jobs = await leadline.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', DELIVER_JOB)
      .execute();
    expect(jobs).toHaveLength(1);
    const stored = jobs[0]!.payload;
    const payload = (typeof stored === 'string' ? JSON.parse(stored) : stored) as DeliverPayload;
    await leadline.webhooks.deliver(payload);
    await leadline.webhooks.deliver(payload);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatch(/^evt_/);
  });
});
