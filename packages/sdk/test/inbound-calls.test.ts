import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '../src/index.js';
import { API, errorBody, mockClient, useMockApi } from './mock-api.js';
import { useRealServer } from './real-server.js';

describe('client.calls.simulate, events and phoneNumbers.pointWebhooks (mocked API)', () => {
  const server = useMockApi();

  it('posts the simulated call, reads the events list and re-points a number', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/calls/simulate`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { status: 201, errors: {}, call: { id: 5, status: 'completed' }, metadata: { root: 'call' } },
          { status: 201 },
        );
      }),
      http.get(`${API}/calls/5/events`, () =>
        HttpResponse.json({
          status: 200,
          errors: {},
          events: [{ id: 1, type: 'Leg', created_at: 'x', buyer_id: null, reason: 'inbound' }],
          metadata: { root: 'events', call_id: 5 },
        }),
      ),
      http.post(`${API}/phone_numbers/3/point_webhooks`, () =>
        HttpResponse.json({ status: 200, errors: {}, phone_number: { id: 3, voice_url: 'https://x/voice' } }),
      ),
    );
    const client = mockClient();
    const call = await client.calls.simulate({
      number: '+16465550100',
      caller_id: '7205550100',
      dial_results: ['busy'],
    });
    expect(sent).toEqual({ number: '+16465550100', caller_id: '7205550100', dial_results: ['busy'] });
    expect(call).toEqual({ id: 5, status: 'completed' });
    expect((await client.calls.events(5)).map((e) => e.type)).toEqual(['Leg']);
    expect((await client.phoneNumbers.pointWebhooks(3)).voice_url).toBe('https://x/voice');
  });

  it('raises a refused simulation as UnprocessableEntityError naming number', async () => {
    server.use(
      http.post(`${API}/calls/simulate`, () =>
        HttpResponse.json(
          errorBody(422, 'validation_failed', { number: ['is not one of the company numbers'] }),
          {
            status: 422,
          },
        ),
      ),
    );
    const error = await mockClient({ maxRetries: 0 })
      .calls.simulate({ number: '1', caller_id: '2' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).errors).toHaveProperty('number');
  });
});

describe('client.calls.simulate against the real server', () => {
  const s = useRealServer({}, { allowPrivateUrls: ['127.0.0.0/8'] });

  it('plays an inbound call to a registered number through to its buyer, and reads its trace', async () => {
    const offer = await s.client.offers.create({ name: 'SDK inbound' });
    const buyer = await s.client.buyers.create({
      name: 'SDK buyer',
      number: '+13125550177',
      offer_ids: [offer.id],
    });
    await s.client.phoneNumbers.create({ number: '+16465550177', provider: 'sip', offer_id: offer.id });
    const call = await s.client.calls.simulate({
      number: '6465550177',
      caller_id: '7205550177',
      duration: 30,
    });
    expect(call).toMatchObject({
      direction: 'inbound',
      buyer_id: buyer.id,
      status: 'completed',
      answered_duration: 30,
    });
    const events = await s.client.calls.events(call.id);
    expect(events.map((e) => e.type)).toEqual(['Leg', 'BuyerConsidered', 'Dial', 'DialResult']);
    expect(events[1]).toMatchObject({ buyer_id: buyer.id, reason: null });
  });
});
