import { type FakeCarriers, startFakeCarriers } from '@leadline/core/testing';
import { afterAll, beforeAll } from 'vitest';
import type { Leadline } from '../src/index.js';

/** The stand-in carrier APIs on a real port, for one test file (`carriers` once its tests start). */
export function useStandInCarriers(): { readonly carriers: FakeCarriers } {
  let carriers: FakeCarriers;
  beforeAll(async () => {
    carriers = await startFakeCarriers();
  });
  afterAll(async () => {
    await carriers?.close();
  });
  return {
    get carriers() {
      return carriers;
    },
  };
}

const SECRETS = { twilio: 'twilio_token', telnyx: 'KEY_test' } as const;
const ACCOUNTS = { twilio: { account_sid: 'AC_test' }, telnyx: {} } as const;

/** A carrier integration pointed at the stand-in, made through the SDK as a user would. */
export async function addCarrierAccount(
  client: Leadline,
  carriers: FakeCarriers,
  type: 'twilio' | 'telnyx',
  settings: Record<string, unknown> = {},
) {
  const secret = await client.secretItems.create({ name: `${type}_key`, value: SECRETS[type] });
  return client.integrations.create({
    name: type,
    integration_type: type,
    settings: { ...ACCOUNTS[type], api_base_url: carriers.origin, ...settings },
    secret_item_ids: [secret.id],
  });
}
