// The inbound benches' database: a company with a Twilio account (its auth token `token`), an
// offer with 20 buyers (a third capped), and a tracking number on the offer.
import * as current from '@leadline/core';

export const INBOUND_TRACKING = '+16465550100';

/** `core`: the @leadline/core module to seed with (BENCH_BEFORE seeds with the older build's, so its migrations match). */
export async function seedInboundBench(file, token, core = current) {
  const { createLeadline, systemContext } = core;
  const leadline = await createLeadline({ database: file });
  const company = await leadline.companies.create({ name: 'Bench inbound', time_zone: 'UTC' });
  const ctx = systemContext(company);
  const r = (p) => leadline.resource(p);
  const secret = await r('secret_items').create(ctx, { name: 'twilio', value: token });
  await r('integrations').create(ctx, {
    name: 'Twilio',
    integration_type: 'twilio',
    settings: { account_sid: 'AC_bench' },
    secret_item_ids: [secret.id],
  });
  const offer = await r('offers').create(ctx, { name: 'Inbound bench' });
  for (let i = 0; i < 20; i++) {
    await r('buyers').create(ctx, {
      name: `Buyer ${i}`,
      number: `+1312555${String(1000 + i)}`,
      tier: 1 + (i % 3),
      weight: 1 + (i % 4),
      offer_ids: [offer.id],
      ...(i % 3 === 0 ? { daily_cap_limit: 1_000_000 } : {}),
    });
  }
  // Registered (sip): the signature is checked with the company's only Twilio integration.
  await r('phone_numbers').create(ctx, { number: INBOUND_TRACKING, provider: 'sip', offer_id: offer.id });
  await leadline.close();
  return { company };
}
