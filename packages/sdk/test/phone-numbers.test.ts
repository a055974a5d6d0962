import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '../src/index.js';
import { API, errorBody, mockClient, useMockApi } from './mock-api.js';
import { useRealServer } from './real-server.js';
import { addCarrierAccount, useStandInCarriers } from './stand-in-carriers.js';

describe('client.phoneNumbers.search (mocked API)', () => {
  const server = useMockApi();

  it('sends the criteria as query parameters and answers the numbers with their metadata', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(`${API}/phone_numbers/search`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({
          status: 200,
          errors: {},
          available_phone_numbers: [{ number: '+12125550100', sms_enabled: true }],
          metadata: {
            root: 'available_phone_numbers',
            total_count: 1,
            provider: 'twilio',
            integration_id: 7,
          },
        });
      }),
    );
    const answer = await mockClient().phoneNumbers.search({ area_code: '212', sms_enabled: true, limit: 5 });
    expect(Object.fromEntries(query!)).toEqual({ area_code: '212', sms_enabled: 'true', limit: '5' });
    expect(answer).toEqual({
      available_phone_numbers: [{ number: '+12125550100', sms_enabled: true }],
      metadata: { root: 'available_phone_numbers', total_count: 1, provider: 'twilio', integration_id: 7 },
    });
  });

  it('raises a refused search as UnprocessableEntityError naming the parameter', async () => {
    server.use(
      http.get(`${API}/phone_numbers/search`, () =>
        HttpResponse.json(errorBody(422, 'validation_failed', { area_code: ['must be 2 to 5 digits'] }), {
          status: 422,
        }),
      ),
    );
    const error = await mockClient({ maxRetries: 0 })
      .phoneNumbers.search({ area_code: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).errors).toEqual({ area_code: ['must be 2 to 5 digits'] });
  });
});

describe('client.phoneNumbers search, rent and unrent (real server, stand-in carrier)', () => {
  const real = useRealServer({}, { allowPrivateUrls: ['127.0.0.0/8'] });
  const standIn = useStandInCarriers();

  it('finds a number at the twilio account, rents it with create and unrents it with destroy', async () => {
    const { client } = real;
    standIn.carriers.inventory.add('+16175550111');
    await addCarrierAccount(client, standIn.carriers, 'twilio');

    const found = await client.phoneNumbers.search({ area_code: '617' });
    expect(found.available_phone_numbers.map((n) => n.number)).toEqual(['+16175550111']);

    const rented = await client.phoneNumbers.create({ number: '+16175550111', provider: 'twilio' });
    expect(rented.provider_sid).toBe(standIn.carriers.rented.get('+16175550111'));

    await client.phoneNumbers.destroy(rented.id, { release: true });
    expect(standIn.carriers.rented.has('+16175550111')).toBe(false);
  });
});
