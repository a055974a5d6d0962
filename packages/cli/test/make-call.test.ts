import { CATALOG } from '@leadline/core';
import { type FakeCarriers, startFakeCarriers } from '@leadline/core/testing';
import { Leadline } from '@leadline/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { useServedCompany } from './served-company.js';

describe('leadline schedules make-call against leadline serve', { timeout: 30_000 }, () => {
  const t = useServedCompany({ LEADLINE_ALLOW_PRIVATE_URLS: '127.0.0.0/8' });
  let carriers: FakeCarriers;
  let scheduleId: number;
  const keys = () => ({
    LEADLINE_BASE_URL: t.url,
    LEADLINE_PUBLIC_KEY: t.co.public_key,
    LEADLINE_PRIVATE_KEY: t.co.private_key,
  });
  beforeAll(async () => {
    carriers = await startFakeCarriers();
    const client = new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });
    const secret = await client.secretItems.create({ name: 'twilio_token', value: 'twilio_token' });
    await client.integrations.create({
      name: 'Twilio',
      integration_type: 'twilio',
      settings: { account_sid: 'AC_test', api_base_url: carriers.origin },
      secret_item_ids: [secret.id],
    });
    const offer = await client.offers.create({ name: 'CLI calls' });
    scheduleId = (await client.schedules.create({ name: 'CLI dial', offer_id: offer.id })).id;
    carriers.inventory.add('+16465550199');
    await client.phoneNumbers.create({ number: '+16465550199', provider: 'twilio', offer_id: offer.id });
  });
  afterAll(async () => {
    await carriers.close();
  });

  it('places the call and prints it as JSON, then refuses the same number within 30 seconds with exit code 2', async () => {
    const args = ['schedules', 'make-call', '--schedule-id', String(scheduleId), '--to', '7205550199'];
    const placed = await runCli([...args, '--json'], t.env(keys()));
    expect(placed.code, placed.stderr).toBe(0);
    const call = JSON.parse(placed.stdout);
    expect(call).toMatchObject({
      caller_number: '+17205550199',
      from_number: '+16465550199',
      status: 'queued',
      call_sid: carriers.dialed.at(-1)!.sid,
    });
    const again = await runCli(args, t.env(keys()));
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/to: \+17205550199 was dialled less than 30 seconds ago/);
  });

  it('has a flag for every parameter POST /schedules/make_call declares in core, with its description', async () => {
    const help = (await runCli(['schedules', 'make-call', '--help'])).stdout.replace(/\s+/g, ' ');
    const makeCall = CATALOG.find((d) => d.plural === 'schedules')!.endpoints.find(
      (e) => e.name === 'make_call',
    )!;
    for (const [name, p] of Object.entries(makeCall.params)) {
      expect(help, name).toContain(`--${name.replace(/_/g, '-')} <${p.type}> ${p.description}`);
    }
  });

  it('refuses a --data that is not JSON, naming the flag, without asking the server', async () => {
    const res = await runCli(
      ['schedules', 'make-call', '--to', '7205550198', '--data', '{oops'],
      t.env(keys()),
    );
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/--data is not valid JSON/);
  });

  it('says who to call when neither --lead-id nor --to is given, without asking the server', async () => {
    const res = await runCli(['schedules', 'make-call', '--schedule-id', String(scheduleId)], t.env(keys()));
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/Say who to call: --lead-id, or --to/);
  });
});
