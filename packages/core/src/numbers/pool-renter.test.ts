import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../tenancy/context.js';
import { createTestLeadline, type FakeCarriers, startFakeCarriers } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { PoolRenter } from './pool-renter.js';

describe('auto_rent across processes', () => {
  let leadline: Leadline;
  let carriers: FakeCarriers;
  beforeAll(async () => {
    carriers = await startFakeCarriers();
    leadline = await createTestLeadline({ allowPrivateUrls: ['127.0.0.0/8', '::1/128'] });
  });
  afterAll(async () => {
    await leadline.close();
    await carriers.close();
  });

  it('keeps number_limit when two processes find the pool full at once: one rents, the other is told the limit', async () => {
    const company = await leadline.companies.create({ name: 'Pool Co' });
    const ctx = systemContext(company);
    const create = (plural: string, body: Record<string, unknown>) =>
      leadline.resource(plural).create(ctx, body) as Promise<{ id: number }>;
    const secret = await create('secret_items', { name: 'twilio_token', value: 'twilio_token' });
    await create('integrations', {
      name: 'Twilio',
      integration_type: 'twilio',
      settings: { account_sid: 'AC_test', api_base_url: carriers.origin },
      secret_item_ids: [secret.id],
    });
    const offer = await create('offers', { name: 'Pool offer' });
    const pool = await create('ring_pools', {
      name: 'Pool',
      offer_id: offer.id,
      auto_rent: true,
      area_code: '512',
      number_limit: 2,
    });
    await create('phone_numbers', {
      number: '+17375550900',
      provider: 'sip',
      ring_pool_id: pool.id,
      offer_id: offer.id,
    });
    carriers.inventory.add('+15125550901');
    carriers.inventory.add('+15125550902');
    // A renter with a lease owner of its own is another process on the same database.
    const other = new PoolRenter(
      {
        db: leadline.database.db,
        carriers: leadline.carriers,
        phoneNumbers: () => leadline.resource('phone_numbers'),
      },
      'other-host:4242:z',
    );
    const rents = await Promise.all([leadline.poolRenter.rentFor(ctx, pool.id), other.rentFor(ctx, pool.id)]);
    expect(rents.filter((r) => r.rented !== null)).toHaveLength(1);
    expect(rents.find((r) => r.rented === null)).toEqual({
      rented: null,
      reason: 'the pool has its number_limit of 2 numbers',
    });
    expect(carriers.rented.size).toBe(1);
  });
});
