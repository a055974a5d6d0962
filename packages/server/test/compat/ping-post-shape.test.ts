import type { TestTenant } from '@leadline/core/testing';
import { describe, expect, it } from 'vitest';
import { tenantApi, useTestApp } from '../helpers.js';

type Body = Record<string, unknown>;

/**
 * Ping/post as live TrackDrive clients parse it (issue 19, items 1 and 8):
 * the older `try_all_buyers` shape beside today's, and the company told by
 * `company_id` when the request reaches a bare host.
 */
describe('TrackDrive compatibility: ping/post answers', () => {
  const t = useTestApp({}, { other: 'Other Co' });
  const { create } = tenantApi(t);
  let serial = 0;

  async function market(who: TestTenant = t.tenant, vanity = `compat_${++serial}`, payout?: Body) {
    const n = ++serial;
    const offer = await create('offers', 'offer', { name: `Offer ${n}` }, who);
    const pool = await create('ring_pools', 'ring_pool', { name: `Pool ${n}`, offer_id: offer.id }, who);
    await create(
      'phone_numbers',
      'phone_number',
      { number: `+1303556${String(n).padStart(4, '0')}`, provider: 'twilio', ring_pool_id: pool.id },
      who,
    );
    const buyer = await create(
      'buyers',
      'buyer',
      { name: `Buyer ${n}`, number: '+14155550100', offer_ids: [offer.id] },
      who,
    );
    await create(
      'buyer_conversions',
      'buyer_conversion',
      { owner_type: 'Buyer', owner_id: buyer.id, revenue: 40, duration: 60 },
      who,
    );
    if (payout) {
      await create(
        'offer_conversions',
        'offer_conversion',
        { name: 'Pay', offer_id: offer.id, duration: 60, duplicate_timeframe: 3600, ...payout },
        who,
      );
    }
    await create(
      'inbound_webhooks',
      'inbound_webhook',
      { name: `Source ${n}`, vanity_uri: vanity, offer_id: offer.id, ring_pool_id: pool.id },
      who,
    );
    return { buyer, vanity };
  }

  it('answers try_all_buyers.ping_id and buyers with buyer_id, bid and offer_conversion_payout (query-only POST)', async () => {
    const { buyer, vanity } = await market(t.tenant, undefined, {
      payout_type: 'buyer_conversion_percent',
      revenue_percentage: 60,
    });
    // A relay that puts everything in the query string and sends no body.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/inbound_webhooks/ping/${vanity}?caller_id=17205550101&zip=80202`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.try_all_buyers.ping_id).toBe(body.try_all_buyers_ping_id);
    expect(body.try_all_buyers.buyers).toEqual(body.buyers);
    expect(body.buyers[0]).toMatchObject({
      id: buyer.id,
      buyer_id: buyer.id,
      bid_price: 40,
      bid: 40,
      offer_conversion_payout: 24,
    });
  });

  it('quotes a usd offer conversion as the payout, and null when the offer pays nothing', async () => {
    const paid = await market(t.tenant, undefined, { payout_type: 'usd', payout: 12.5 });
    const unpaid = await market();
    const a = await t.app.inject({ method: 'GET', url: `/api/v1/inbound_webhooks/ping/${paid.vanity}` });
    const b = await t.app.inject({ method: 'GET', url: `/api/v1/inbound_webhooks/ping/${unpaid.vanity}` });
    expect(a.json().try_all_buyers.buyers[0].offer_conversion_payout).toBe(12.5);
    expect(b.json().try_all_buyers.buyers[0].offer_conversion_payout).toBeNull();
  });

  it('answers a post (form body) with ping_ids_expiry_in_seconds and forwarding_number_sip_address beside forwarding_number', async () => {
    const { vanity } = await market();
    const ping = await t.app.inject({ method: 'POST', url: `/api/v1/inbound_webhooks/ping/${vanity}` });
    const pingId = ping.json().try_all_buyers.ping_id as string;
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/v1/inbound_webhooks/post/${vanity}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ping_id=${pingId}&caller_id=17205550102`,
    });
    expect(post.statusCode).toBe(200);
    const body = post.json();
    expect(body.forwarding_number).toMatch(/^1303556\d{4}$/);
    expect(body.forwarding_number_sip_address).toBeNull();
    // The webhook's pings last 60 s by default; no time passed.
    expect(body.ping_ids_expiry_in_seconds).toBeGreaterThan(55);
    expect(body.ping_ids_expiry_in_seconds).toBeLessThanOrEqual(60);
  });

  it('takes the company from company_id (id or subdomain) when a shared vanity_uri reaches a bare host', async () => {
    const ours = await market(t.tenant, 'compat_shared');
    const theirs = await market(t.other, 'compat_shared');
    const bare = { host: '10.0.0.5:8080' };
    const ambiguous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/inbound_webhooks/ping/compat_shared',
      headers: bare,
    });
    expect(ambiguous.statusCode).toBe(422);
    expect(ambiguous.json().errors[0]).toMatch(/company_id/);

    const byId = await t.app.inject({
      method: 'POST',
      url: `/api/v1/inbound_webhooks/ping/compat_shared?company_id=${t.tenant.company.id}`,
      headers: bare,
    });
    expect(byId.json().buyers.map((b: Body) => b.id)).toEqual([ours.buyer.id]);
    const bySubdomain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/inbound_webhooks/ping/compat_shared',
      headers: { ...bare, 'content-type': 'application/json' },
      payload: JSON.stringify({ company_id: t.other.company.subdomain }),
    });
    expect(bySubdomain.json().buyers.map((b: Body) => b.id)).toEqual([theirs.buyer.id]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/inbound_webhooks/ping/compat_shared?company_id=no-such-company',
      headers: bare,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false });
  });

  it('documents the older ping shape and the post keys in the reference', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/1.0/openapi.json' });
    const text = res.body;
    for (const key of [
      'try_all_buyers',
      'offer_conversion_payout',
      'ping_ids_expiry_in_seconds',
      'forwarding_number_sip_address',
    ]) {
      expect(text).toContain(`"${key}"`);
    }
  });
});
