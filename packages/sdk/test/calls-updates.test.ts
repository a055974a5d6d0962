import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '../src/index.js';
import { API, errorBody, mockClient, useMockApi } from './mock-api.js';
import { useRealServer } from './real-server.js';
import { addCarrierAccount, useStandInCarriers } from './stand-in-carriers.js';

describe('client.calls updates, key presses and secure endpoints (mocked API)', () => {
  const server = useMockApi();

  it('posts a postback to /calls/update_call/:uuid and a key press to /calls/send_key_press', async () => {
    const seen: { path: string; body: unknown }[] = [];
    const answer = async ({ request }: { request: Request }) => {
      seen.push({ path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({ status: 200, errors: {}, call: { id: 3 }, metadata: { root: 'call' } });
    };
    server.use(
      http.post(`${API}/calls/update_call/:uuid`, answer),
      http.post(`${API}/calls/send_key_press`, answer),
      http.post(`${API}/calls/update_by_caller_id/:caller`, answer),
    );
    const client = mockClient();
    expect(await client.calls.postback('u-1', { buyer_converted: true, revenue: 10 })).toEqual({ id: 3 });
    await client.calls.sendKeyPress({ id: 'u-1', digits: '1', data: { a: 'b' } });
    await client.calls.updateByCallerId('+17205550100', { offer_token: 't', add_revenue: 2 });
    expect(seen).toEqual([
      { path: '/api/v1/calls/update_call/u-1', body: { buyer_converted: true, revenue: 10 } },
      { path: '/api/v1/calls/send_key_press', body: { id: 'u-1', digits: '1', data: { a: 'b' } } },
      { path: '/api/v1/calls/update_by_caller_id/17205550100', body: { offer_token: 't', add_revenue: 2 } },
    ]);
  });

  it('raises a refused update as UnprocessableEntityError naming the parameter', async () => {
    server.use(
      http.post(`${API}/calls/9`, () =>
        HttpResponse.json(errorBody(422, 'validation_failed', { revenue: ['Must be a number.'] }), {
          status: 422,
        }),
      ),
    );
    const error = await mockClient({ maxRetries: 0 })
      .calls.updateCall(9, { revenue: 'ten' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).errors).toEqual({ revenue: ['Must be a number.'] });
  });
});

describe('client.calls updates (real server, stand-in carrier)', () => {
  const real = useRealServer({}, { allowPrivateUrls: ['127.0.0.0/8'] });
  const standIn = useStandInCarriers();

  it('places a call, books a postback and a buyer update on it, and reads its data with the secure token', async () => {
    const { client } = real;
    await addCarrierAccount(client, standIn.carriers, 'twilio');
    const offer = await client.offers.create({ name: 'Postbacks' });
    const schedule = await client.schedules.create({ name: 'Dial', offer_id: offer.id });
    standIn.carriers.inventory.add('+16465550177');
    await client.phoneNumbers.create({ number: '+16465550177', provider: 'twilio', offer_id: offer.id });

    const call = await client.calls.makeCall({ schedule_id: schedule.id, to: '7205550177' });
    expect(call).toMatchObject({ caller_number: '+17205550177', status: 'queued' });
    const booked = await client.calls.postback(String(call.uuid), {
      buyer_converted: 'true',
      revenue: '12.50',
      post_call_tokens: { first_name: 'Ann' },
    });
    expect(booked).toMatchObject({ id: call.id, buyer_converted: 'Converted', revenue: 12.5 });

    const [, , , , token, , uuid] = new URL(standIn.carriers.dialed.at(-1)!.answerUrl).pathname.split('/');
    expect(uuid).toBe(call.uuid);
    const view = await client.calls.secureUpdate(token!, uuid!, { add_revenue: 2.5, data: { policy: 'P' } });
    expect(view).toEqual({
      uuid,
      status: 'queued',
      revenue: 15,
      buyer_converted: true,
      data: { first_name: 'Ann', policy: 'P' },
    });
    expect(await client.calls.secureData(token!, uuid!)).toMatchObject({
      uuid,
      data: { first_name: 'Ann', policy: 'P' },
    });
    expect((await client.calls.show(call.id)).revenue).toBe(15);
  });
});
