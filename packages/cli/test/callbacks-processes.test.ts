import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { type FakeCarriers, startFakeCarriers } from '@leadline/core/testing';
import { Leadline } from '@leadline/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, useOwnCompany } from './run-cli.js';

process.env.LEADLINE_ALLOW_PRIVATE_URLS = '127.0.0.0/8';

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

describe('scheduled callbacks with two scheduler processes on one database', { timeout: 180_000 }, () => {
  // A database of its own: no other test's scheduler may place these callbacks.
  const { own, company: co } = useOwnCompany('callbacks', 'Callbacks Co');
  let carriers: FakeCarriers;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    carriers = await startFakeCarriers();
  });
  afterAll(async () => {
    for (const child of children) await terminate(child);
    await carriers?.close();
  });

  it('dials every due callback exactly once, whichever scheduler takes it', async () => {
    const api = await startServe(['--database', own.url, '--role', 'api']);
    children.push(api.child);
    const client = new Leadline({ baseURL: api.url, publicKey: co.public_key, privateKey: co.private_key });
    const secret = await client.secretItems.create({ name: 'twilio_token', value: 'twilio_token' });
    await client.integrations.create({
      name: 'Twilio',
      integration_type: 'twilio',
      settings: { account_sid: 'AC_test', api_base_url: carriers.origin, calls_per_second: 100 },
      secret_item_ids: [secret.id],
    });
    const offer = await client.offers.create({ name: 'Callbacks' });
    await client.buyers.create({ name: 'Agent', number: '+13125550100', offer_ids: [offer.id] });
    // Open all day in the schedule's zone: the test runs at any hour.
    const schedule = await client.schedules.create({
      name: 'Callbacks',
      offer_id: offer.id,
      time_zone: 'America/New_York',
      daylight_hours_open: '00:00',
      daylight_hours_close: '23:59',
    });
    carriers.inventory.add('+16465550177');
    await client.phoneNumbers.create({ number: '+16465550177', provider: 'twilio', offer_id: offer.id });
    const ids: number[] = [];
    const callers: string[] = [];
    for (let i = 0; i < 8; i++) {
      const caller = `+1720555${String(1200 + i)}`;
      const { lead } = await client.leads.submit({
        lead_token: String(schedule.lead_token),
        caller_id: caller,
        time_zone: 'America/New_York',
      });
      const cb = await client.scheduledCallbacks.create({
        lead_id: Number(lead.id),
        callback_at: new Date().toISOString(),
      });
      ids.push(Number(cb.id));
      callers.push(caller);
    }

    for (let i = 0; i < 2; i++) {
      const scheduler = await startServe(['--database', own.url, '--role', 'scheduler']);
      children.push(scheduler.child);
    }
    const statuses = async () =>
      Promise.all(ids.map(async (id) => String((await client.scheduledCallbacks.show(id)).status)));
    await expect
      .poll(async () => (await statuses()).every((s) => s === 'calling'), { timeout: 60_000, interval: 500 })
      .toBe(true);
    // Both schedulers keep polling a while longer: a double dial would show now.
    await new Promise((r) => setTimeout(r, 3000));
    const dialled = carriers.dialed.map((d) => d.to).sort();
    expect(dialled).toEqual([...callers].sort());
    for (const id of ids) {
      expect(await client.scheduledCallbacks.show(id)).toMatchObject({
        status: 'calling',
        attempts_count: 1,
      });
    }
  });
});
