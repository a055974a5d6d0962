import { type FakeCarriers, startFakeCarriers } from '@leadline/core/testing';
import { Leadline } from '@leadline/sdk';
import { RESOURCE_METADATA } from '@leadline/sdk/metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { useServedCompany } from './served-company.js';

describe('leadline texts send against leadline serve', { timeout: 30_000 }, () => {
  const t = useServedCompany({ LEADLINE_ALLOW_PRIVATE_URLS: '127.0.0.0/8' });
  let carriers: FakeCarriers;
  const from = '+16465550177';
  const keys = () => ({
    LEADLINE_BASE_URL: t.url,
    LEADLINE_PUBLIC_KEY: t.co.public_key,
    LEADLINE_PRIVATE_KEY: t.co.private_key,
  });
  beforeAll(async () => {
    carriers = await startFakeCarriers();
    const client = new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });
    const secret = await client.secretItems.create({ name: 'twilio_sms_token', value: 'twilio_token' });
    await client.integrations.create({
      name: 'Twilio texts',
      integration_type: 'twilio',
      settings: { account_sid: 'AC_test', api_base_url: carriers.origin },
      secret_item_ids: [secret.id],
    });
    carriers.inventory.add(from);
    await client.phoneNumbers.create({ number: from, provider: 'twilio' });
  });
  afterAll(async () => {
    await carriers.close();
  });

  it('queues the text from the number given and prints it as JSON', async () => {
    const sent = await runCli(
      ['texts', 'send', '--from', from, '--to', '+17205550144', '--body', 'Your quote is ready', '--json'],
      t.env(keys()),
    );
    expect(sent.code, sent.stderr).toBe(0);
    expect(JSON.parse(sent.stdout)).toMatchObject({
      from,
      to: '+17205550144',
      body: 'Your quote is ready',
      status: expect.stringMatching(/^(queued|sending|sent)$/),
    });
  });

  it('refuses a from number the company does not have with exit code 2, naming from', async () => {
    const refused = await runCli(
      ['texts', 'send', '--from', '+16465550999', '--to', '+17205550144', '--body', 'Hi'],
      t.env(keys()),
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/from/);
  });

  it('has a flag for every field POST /text_messages takes, with its description', async () => {
    const help = (await runCli(['texts', 'send', '--help'])).stdout.replace(/\s+/g, ' ');
    const texts = RESOURCE_METADATA.find((r) => r.plural === 'text_messages')!;
    for (const p of texts.params.create ?? [])
      expect(help, p.name).toContain(`--${p.name.replace(/_/g, '-')} <`);
  });
});
