import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../tenancy/context.js';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';

describe('lead token lookups', () => {
  let leadline: Leadline;
  beforeAll(async () => {
    leadline = await createTestLeadline();
  });
  afterAll(() => leadline.close());

  it('are not remembered from inside a request transaction that rolls back', async () => {
    const company = await leadline.companies.create({ name: 'Rolled back offers' });
    const transaction = await leadline.database.beginRequestTransaction();
    const token = await transaction.run(async () => {
      const offer = await leadline
        .resource('offers')
        .create(systemContext(company), { name: 'Never committed' });
      const token = String(offer.lead_token);
      // The request sees its own offer...
      expect((await leadline.leads.tokenOwner(token))?.id).toBe(offer.id);
      return token;
    });
    await transaction.rollback();
    // ...and once it is rolled back, no one does.
    expect(await leadline.leads.tokenOwner(token)).toBeNull();
  });
});
