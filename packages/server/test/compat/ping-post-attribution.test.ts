import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from '../helpers.js';
import { PUBLIC_URL, useInboundKit } from '../inbound-kit.js';

/**
 * Issue 25, item 1 on ping/post: a relay names its traffic source by afid (or id) in
 * `traffic_source_id`; the quote and the call that follows are credited to it, and a
 * value naming no source never refuses the ping.
 */
describe('TrackDrive compatibility: traffic_source_id on ping/post', () => {
  const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useInboundKit(t);

  it('quotes the payout of the source the ping names by afid, and credits the held call to it', async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: 'Pinged offer' });
    const pool = await kit.create('ring_pools', 'ring_pool', { name: 'Pinged pool', offer_id: offer.id });
    const number = await kit.trackingNumber('twilio', { ring_pool_id: pool.id, offer_id: offer.id });
    await kit.create('buyers', 'buyer', {
      name: 'Pinged buyer',
      number: kit.number('312'),
      offer_ids: [offer.id],
    });
    // As an import kept it: the TrackDrive afid in text.
    const source = await kit.create('traffic_sources', 'traffic_source', {
      company_name: 'Relay publisher',
      user_traffic_source_id: 'P100326',
    });
    await kit.create('offer_conversions', 'offer_conversion', {
      name: 'Relay pay',
      offer_id: offer.id,
      traffic_source_id: source.id,
      payout_type: 'usd',
      payout: 17,
      duration: 60,
      duplicate_timeframe: 3600,
    });
    await kit.create('inbound_webhooks', 'inbound_webhook', {
      name: 'Relay',
      vanity_uri: 'relay_afid',
      offer_id: offer.id,
      ring_pool_id: pool.id,
    });
    const caller = kit.number('720');
    const digits = caller.replace('+', '');

    const unnamed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/inbound_webhooks/ping/relay_afid?caller_id=${digits}`,
    });
    expect(unnamed.json().buyers[0].offer_conversion_payout).toBeNull();
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/v1/inbound_webhooks/ping/relay_afid?caller_id=${digits}&traffic_source_id=Q-404`,
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().success).toBe(true);
    expect(unknown.json().buyers[0].offer_conversion_payout).toBeNull();

    const ping = await t.app.inject({
      method: 'POST',
      url: `/api/v1/inbound_webhooks/ping/relay_afid?caller_id=${digits}&traffic_source_id=P100326`,
    });
    expect(ping.statusCode).toBe(200);
    expect(ping.json().buyers[0].offer_conversion_payout).toBe(17);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/inbound_webhooks/post/relay_afid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ping_id=${ping.json().try_all_buyers_ping_id}&caller_id=${digits}&traffic_source_id=P100326`,
    });
    expect(post.statusCode).toBe(200);
    expect(post.json().forwarding_number_e164).toBe(number.number);

    const ring = kit.ring('twilio', number.number as string, caller);
    expect((await ring.send()).statusCode).toBe(200);
    const call = await kit.callBySid(ring.id);
    expect(call!.traffic_source_id).toBe(source.id);
    expect(call!.user_traffic_source_id).toBe('P100326');
    // Calls list by the afid too.
    const listed = (await kit.api('GET', '/calls?traffic_source_id=P100326')).json().calls;
    expect(listed.map((c: { id: number }) => c.id)).toEqual([call!.id]);
  });
});
