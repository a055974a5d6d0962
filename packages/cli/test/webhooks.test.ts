import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeCarriers, startFakeCarriers } from '@leadline/core/testing';
import { Leadline } from '@leadline/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runCli } from './run-cli.js';
import { hasScript, startInTerminal } from './run-in-terminal.js';
import { useServedCompany } from './served-company.js';

// `leadline serve` reads it: the stand-in receiver listens on 127.0.0.1.
process.env.LEADLINE_ALLOW_PRIVATE_URLS = '127.0.0.0/8';

/** The built binary, left running: its stdout lines as they come. */
function startCli(args: string[], env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  let partial = '';
  child.stdout!.on('data', (d) => {
    partial += d;
    const parts = partial.split('\n');
    partial = parts.pop()!;
    lines.push(...parts.filter(Boolean));
  });
  child.stderr!.on('data', (d) => (stderr += d));
  // Bounds only: each waits for what it names, and a busy machine may take a while to show it.
  const waitFor = async (test: (l: string) => boolean, ms = 30_000, from: () => string[] = () => lines) => {
    const end = Date.now() + ms;
    for (;;) {
      const found = from().find(test);
      if (found) return found;
      if (Date.now() > end) throw new Error(`no such line; stdout: ${lines.join('\n')} stderr: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** Resolves once it said on stderr that it reads on from now: nothing later is missed. */
  const ready = () =>
    waitFor(
      (l) => l.startsWith('Ready'),
      30_000,
      () => stderr.split('\n'),
    );
  const stop = async () => {
    child.kill('SIGINT');
    const [code] = await once(child, 'exit');
    return code as number;
  };
  return { lines, waitFor, ready, stop, stderr: () => stderr };
}

describe('leadline webhooks fire, listen, events tail and calls tail against leadline serve', {
  timeout: 60_000,
}, () => {
  const t = useServedCompany();
  let client: Leadline;
  let receiver: Server;
  let port = 0;
  let carriers: FakeCarriers;
  const received: { path: string; body: string; headers: IncomingHttpHeaders }[] = [];
  const keys = () =>
    t.env({
      LEADLINE_BASE_URL: t.url,
      LEADLINE_PUBLIC_KEY: t.co.public_key,
      LEADLINE_PRIVATE_KEY: t.co.private_key,
    });
  let leadToken: string;
  let n = 0;
  const submit = async () =>
    (await client.leads.submit({ lead_token: leadToken, caller_id: `+1720555${String(1000 + ++n)}` })).lead;

  beforeAll(async () => {
    client = new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body, headers: req.headers });
        res.writeHead(req.url?.startsWith('/fail') ? 500 : 200).end('{}');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    port = (receiver.address() as AddressInfo).port;
    carriers = await startFakeCarriers();
    leadToken = String((await client.offers.create({ name: 'CLI hooks' })).lead_token);
  });
  afterAll(async () => {
    receiver.close();
    await carriers.close();
  });

  it('webhooks fire prints each attempt, and exits 1 when one failed', async () => {
    const hook = await client.outgoingWebhooks.create({ name: 'Manual', trigger: 'call_ended' });
    await client.outgoingWebhookUrls.create({
      outgoing_webhook_id: hook.id,
      url: `http://127.0.0.1:${port}/ok?l=[lead_id]`,
    });
    const lead = await submit();
    const res = await runCli(
      ['webhooks', 'fire', String(hook.id), '--lead', String(lead.id), '--json'],
      keys(),
    );
    expect(res.code, res.stderr).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out.webhook_logs).toHaveLength(1);
    expect(out.webhook_logs[0]).toMatchObject({
      code: 200,
      success: true,
      request_url: `http://127.0.0.1:${port}/ok?l=${lead.id}`,
    });
    expect(received.at(-1)!.path).toBe(`/ok?l=${lead.id}`);

    await client.outgoingWebhookUrls.create({
      outgoing_webhook_id: hook.id,
      url: `http://127.0.0.1:${port}/fail`,
      sortable_order: 9,
    });
    const table = await runCli(['webhooks', 'fire', String(hook.id), '--lead', String(lead.id)], keys());
    expect(table.code).toBe(1);
    expect(table.stdout).toMatch(/request_url/);
    expect(table.stdout).toMatch(/500/);
    expect(table.stderr).toMatch(/1 attempt\(s\) failed/);

    const bad = await runCli(['webhooks', 'fire', String(hook.id)], keys());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--lead ID or --call ID/);
  });

  it('listen forwards each event signed with the secret it printed; events tail prints them too', async () => {
    const listen = startCli(
      ['listen', '--forward-to', `http://127.0.0.1:${port}/local`, '--events', 'new_lead', '--json'],
      keys(),
    );
    const tail = startCli(['events', 'tail', '--events', 'new_lead', '--json'], keys());
    const ready = JSON.parse(await listen.waitFor((l) => l.includes('"ready"')));
    expect(ready.secret).toMatch(/^whsec_/);
    await tail.ready();
    const lead = await submit();
    const forwarded = JSON.parse(await listen.waitFor((l) => l.includes(`"record_id":${lead.id}`)));
    expect(forwarded).toMatchObject({ type: 'new_lead', status: 200 });
    const got = received.find((r) => r.path === '/local' && JSON.parse(r.body).id === lead.id)!;
    const verified = client.webhooks.verify<{ id: number }>(
      got.body,
      got.headers as Record<string, string>,
      ready.secret,
    );
    expect(verified.id).toBe(lead.id);
    const tailed = JSON.parse(await tail.waitFor((l) => l.includes(`"record_id":${lead.id}`)));
    expect(tailed).toMatchObject({ type: 'new_lead', data: { id: lead.id } });
    expect(await listen.stop()).toBe(0);
    expect(await tail.stop()).toBe(0);
  });

  it('calls tail prints a line per call step', async () => {
    const secret = await client.secretItems.create({ name: 'twilio_token', value: 'twilio_token' });
    await client.integrations.create({
      name: 'Twilio',
      integration_type: 'twilio',
      settings: { account_sid: 'AC_test', api_base_url: carriers.origin },
      secret_item_ids: [secret.id],
    });
    const offer = await client.offers.create({ name: 'CLI tail calls' });
    const schedule = await client.schedules.create({ name: 'Tail dial', offer_id: offer.id });
    carriers.inventory.add('+16465550177');
    await client.phoneNumbers.create({ number: '+16465550177', provider: 'twilio', offer_id: offer.id });
    const tail = startCli(['calls', 'tail', '--json'], keys());
    await tail.ready();
    const call = await client.schedules.makeCall({ schedule_id: schedule.id, to: '7205550177' });
    const lineOf = JSON.parse(await tail.waitFor((l) => l.includes(`"call_id":${call.id}`)));
    expect(lineOf).toMatchObject({
      event: 'new_call',
      call_id: call.id,
      caller_number: '+17205550177',
      direction: 'outbound',
    });
    expect(await tail.stop()).toBe(0);
  });

  describe('calls tail through a simulated call: a failed ring, then a buyer answers', () => {
    let sipNumber = '';
    beforeAll(async () => {
      const offer = await client.offers.create({ name: 'CLI tail simulate' });
      for (const [name, number, tier] of [
        ['First', '+13125550191', 1],
        ['Second', '+13125550192', 2],
      ] as const) {
        await client.buyers.create({ name, number, tier, offer_ids: [offer.id] });
      }
      sipNumber = '+16465550191';
      await client.phoneNumbers.create({ number: sipNumber, provider: 'sip', offer_id: offer.id });
    });
    const simulate = () =>
      runCli(
        [
          'calls',
          'simulate',
          '--number',
          sipNumber,
          '--caller-id',
          '7205550191',
          '--result',
          'no-answer',
          '--result',
          'completed',
          '--duration',
          '42',
          '--json',
        ],
        keys(),
      );

    it('streams every step in order: started, ringing, the failed ring, ringing, answered, forwarded, ended', async () => {
      const tail = startCli(['calls', 'tail', '--json'], keys());
      await tail.ready();
      const done = await simulate();
      expect(done.code, done.stderr).toBe(0);
      const call = JSON.parse(done.stdout) as { id: number; buyer_id: number };
      await tail.waitFor((l) => l.includes('"event":"call_ended"') && l.includes(`"call_id":${call.id}`));
      const steps = tail.lines
        .map(
          (l) => JSON.parse(l) as { call_id: number; step: string; buyer_id: number | null; reason?: string },
        )
        // The call_ended webhook of an earlier test fires too, whenever its delivery commits.
        .filter((l) => l.call_id === call.id && l.step !== 'webhook');
      const first = steps.find((s) => s.step === 'failed ring')!;
      expect(first.reason).toBe('no-answer');
      expect(steps.map((s) => s.step)).toEqual([
        'started',
        'ringing',
        'failed ring',
        'ringing',
        'answered',
        'forwarded',
        'ended',
      ]);
      expect(steps.find((s) => s.step === 'answered')!.buyer_id).toBe(call.buyer_id);
      expect(first.buyer_id).not.toBe(call.buyer_id);
      expect(await tail.stop()).toBe(0);
    });

    it.runIf(hasScript)('colours each step at a terminal, and not with NO_COLOR', async () => {
      for (const noColor of [undefined, '1']) {
        const tail = startInTerminal(['calls', 'tail'], {
          ...keys(),
          ...(noColor ? { NO_COLOR: noColor } : {}),
        });
        try {
          await tail.waitFor(/Ready/);
          expect((await simulate()).code).toBe(0);
          await tail.waitFor(/completed 42s/);
          const shown = tail.output();
          for (const step of ['started', 'ringing', 'failed ring', 'answered', 'forwarded', 'ended'])
            expect(shown).toContain(step);
          const csi = '\u001b[';
          if (noColor) expect(shown).not.toContain(csi);
          else {
            expect(shown).toContain(`${csi}31mfailed ring`);
            expect(shown).toContain(`${csi}32manswered`);
          }
        } finally {
          await tail.stop();
        }
      }
    });
  });
});
