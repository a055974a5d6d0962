import { once } from 'node:events';
import { Leadline } from '@leadline/sdk';
import { describe, expect, it } from 'vitest';
import { startServe, useOwnCompany } from './run-cli.js';

/** The events a `GET /events/stream` response has sent so far, read as they come. */
function readStream(body: ReadableStream<Uint8Array>) {
  const events: { type: string; data: Record<string, unknown> }[] = [];
  let text = '';
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const done = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
      let end = text.indexOf('\n\n');
      while (end >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const type = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (type && data) events.push({ type, data: JSON.parse(data) });
        end = text.indexOf('\n\n');
      }
    }
  })();
  return { events, close: () => reader.cancel().then(() => done) };
}

/** Waits until `found()` holds; the bound only stops a failing test, it is not the behaviour tested. */
async function eventually(found: () => boolean, ms = 30_000) {
  const until = Date.now() + ms;
  while (!found() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  return found();
}

describe("one server's live event stream shows events another server committed", { timeout: 120_000 }, () => {
  // A database of its own on PostgreSQL, so no other test's server runs this test's jobs.
  const { own, company: co } = useOwnCompany('stream', 'Stream Co');
  const database = own.url;

  it(
    own.postgres
      ? 'wakes the stream by the commit notice (LISTEN/NOTIFY), with every safety poll an hour away'
      : 'shows it at the safety poll on SQLite, whose commit notices stay in their process',
    async () => {
      // On PostgreSQL both servers' workers and streams poll once an hour: only a NOTIFY can
      // make the event reach the other server's stream while the test runs.
      const env = own.postgres ? { LEADLINE_WAKE_POLL_MS: String(3_600_000) } : {};
      const writer = await startServe(['--database', database], env);
      const watcher = await startServe(['--database', database], env);
      const authorization = `Basic ${Buffer.from(`${co.public_key}:${co.private_key}`).toString('base64')}`;
      const client = new Leadline({
        baseURL: writer.url,
        publicKey: co.public_key,
        privateKey: co.private_key,
        maxRetries: 0,
      });
      const token = String((await client.offers.create({ name: 'Streamed offer' })).lead_token);

      const res = await fetch(`${watcher.url}/api/v1/events/stream?types=new_lead`, {
        headers: { authorization },
      });
      expect(res.status).toBe(200);
      const stream = readStream(res.body!);
      const lead = (await client.leads.submit({ lead_token: token, caller_id: '+17205561234' })).lead;

      const arrived = await eventually(() => stream.events.some((e) => e.data.record_id === lead.id));
      expect(arrived, `the watcher's stream got ${JSON.stringify(stream.events)}`).toBe(true);
      expect(stream.events.find((e) => e.data.record_id === lead.id)).toMatchObject({
        type: 'new_lead',
        data: { type: 'new_lead', record_type: 'Lead', data: { id: lead.id, caller_id: '+17205561234' } },
      });

      await stream.close();
      for (const server of [writer, watcher]) {
        server.child.kill('SIGTERM');
        await once(server.child, 'exit');
      }
    },
  );
});
