import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '../src/index.js';
import { API, mockClient, useMockApi } from './mock-api.js';
import { useRealServer } from './real-server.js';

describe('client.inboundWebhooks ping and post (mocked API)', () => {
  const server = useMockApi();

  it('sends the ping to the vanity path with the caller and tokens, with the key pair', async () => {
    let seen: { body: unknown; authorization: string | null } | undefined;
    server.use(
      http.post(`${API}/inbound_webhooks/ping/acme%20solar`, async ({ request }) => {
        seen = { body: await request.json(), authorization: request.headers.get('authorization') };
        return HttpResponse.json({
          success: true,
          status: 'accepted',
          try_all_buyers_ping_id: 'abc',
          ping_expires_at: '2026-03-02 10:01:00 -0500',
          bid_price: 25,
          buyers: [{ ping_id: 'abc-1', id: 1, bid_price: 25 }],
          metadata: { root: 'buyers' },
        });
      }),
    );
    const answer = await mockClient().inboundWebhooks.ping('acme solar', {
      caller_id: '7205550100',
      zip: '80202',
    });
    expect(answer.buyers[0]).toEqual({ ping_id: 'abc-1', id: 1, bid_price: 25 });
    expect(seen).toEqual({
      body: { caller_id: '7205550100', zip: '80202' },
      authorization: `Basic ${Buffer.from('llpk_test:llsk_test').toString('base64')}`,
    });
  });

  it('raises a refused post as UnprocessableEntityError with the sentences under errors.base', async () => {
    server.use(
      http.post(`${API}/inbound_webhooks/post/acme`, () =>
        HttpResponse.json(
          {
            success: false,
            status: 422,
            code: 'validation_failed',
            message: 'ping_id abc has expired',
            errors: ['ping_id abc has expired'],
            request_id: 'req-1',
          },
          { status: 422 },
        ),
      ),
    );
    const error = await mockClient({ maxRetries: 0 })
      .inboundWebhooks.post('acme', { ping_id: 'abc' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error).toMatchObject({ errors: { base: ['ping_id abc has expired'] }, requestId: 'req-1' });
  });
});

describe('client.inboundWebhooks ping and post (real server)', () => {
  const real = useRealServer();

  it('pings for the buyers of the offer and posts for a held pool number', async () => {
    const { client } = real;
    const offer = (await client.offers.create({ name: 'Ping offer' })) as { id: number };
    const pool = await client.ringPools.create({ name: 'Ping pool', offer_id: offer.id });
    await client.phoneNumbers.create({ number: '+13035550199', provider: 'twilio', ring_pool_id: pool.id });
    const buyer = await client.buyers.create({
      name: 'Bidder',
      number: '+14155550100',
      offer_ids: [offer.id],
    });
    await client.buyerConversions.create({ owner_type: 'Buyer', owner_id: buyer.id, revenue: 42 });
    await client.inboundWebhooks.create({
      name: 'SDK source',
      vanity_uri: 'sdk_source',
      offer_id: offer.id,
      ring_pool_id: pool.id,
    });

    const pinged = await client.inboundWebhooks.ping('sdk_source', { caller_id: '7205550100' });
    expect(pinged.buyers).toEqual([
      {
        ping_id: `${pinged.try_all_buyers_ping_id}-${buyer.id}`,
        id: buyer.id,
        name: 'Bidder',
        bid_price: 42,
        buyer_id: buyer.id,
        bid: 42,
        offer_conversion_payout: null,
        bid_cached: false,
      },
    ]);
    expect(pinged.try_all_buyers).toEqual({ ping_id: pinged.try_all_buyers_ping_id, buyers: pinged.buyers });
    const posted = await client.inboundWebhooks.post('sdk_source', {
      ping_id: pinged.try_all_buyers_ping_id,
    });
    expect(posted).toMatchObject({ forwarding_number: '13035550199', buyer_id: buyer.id, bid_price: 42 });

    const again = await client.inboundWebhooks
      .post('sdk_source', { ping_id: pinged.try_all_buyers_ping_id })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(UnprocessableEntityError);
    expect((again as UnprocessableEntityError).errors).toEqual({
      base: [`ping_id ${pinged.try_all_buyers_ping_id} was already posted`],
    });
  });
});
