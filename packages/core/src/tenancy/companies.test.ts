import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadlineError } from '../errors/index.js';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';

describe('companies', () => {
  let leadline: Leadline;
  beforeAll(async () => {
    leadline = await createTestLeadline();
  });
  afterAll(() => leadline.close());

  it('derives a unique subdomain from the name', async () => {
    const a = await leadline.companies.create({ name: 'Sun & Sea Leads' });
    const b = await leadline.companies.create({ name: 'Sun & Sea Leads' });
    expect(a.subdomain).toBe('sun-sea-leads');
    expect(b.subdomain).toBe('sun-sea-leads-2');
    expect(a.time_zone).toBe('America/New_York');
  });

  it('rejects a bad time zone and a taken subdomain, naming each parameter', async () => {
    await expect(leadline.companies.create({ name: 'X', time_zone: 'Mars/Base' })).rejects.toMatchObject({
      code: 'validation_failed',
      errors: { time_zone: [expect.stringMatching(/time zone/)] },
    });
    await leadline.companies.create({ name: 'Taken', subdomain: 'taken' });
    const err = await leadline.companies.create({ name: 'Again', subdomain: 'taken' }).catch((e) => e);
    expect(err).toBeInstanceOf(LeadlineError);
    expect(err.errors.subdomain).toEqual(['is already taken']);
  });
});
