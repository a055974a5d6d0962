import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '../src/index.js';
import { API, errorBody, mockClient, useMockApi } from './mock-api.js';
import { useRealServer } from './real-server.js';
import { addCarrierAccount, useStandInCarriers } from './stand-in-carriers.js';

describe('client.schedules.makeCall (mocked API)', () => {
  const server = useMockApi();

  it('posts who to call and answers the call record', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/schedules/make_call`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            status: 201,
            errors: {},
            call: { id: 9, status: 'queued', call_sid: 'CA1', lead_id: 4 },
            checksum: 'x',
            metadata: { root: 'call' },
          },
          { status: 201 },
        );
      }),
    );
    const call = await mockClient().schedules.makeCall({ lead_id: 4 });
    expect(sent).toEqual({ lead_id: 4 });
    expect(call).toEqual({ id: 9, status: 'queued', call_sid: 'CA1', lead_id: 4 });
  });

  it('raises a recently dialled number as UnprocessableEntityError naming to', async () => {
    const message = '+17205550100 was dialled less than 30 seconds ago';
    server.use(
      http.post(`${API}/schedules/make_call`, () =>
        HttpResponse.json(errorBody(422, 'validation_failed', { to: [message] }), { status: 422 }),
      ),
    );
    const error = await mockClient({ maxRetries: 0 })
      .schedules.makeCall({ schedule_id: 3, to: '7205550100' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).errors).toEqual({ to: [message] });
  });
});

describe('client.calls live, byCallerNumber and hangUp (mocked API)', () => {
  const server = useMockApi();

  it('pages the live calls from their own path and hangs one up with DELETE', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/calls/live_calls`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ calls: [{ id: 1 }], metadata: { root: 'calls', next_cursor: 0 } });
      }),
      http.delete(`${API}/calls/1`, () =>
        HttpResponse.json({
          status: 200,
          errors: {},
          call: { id: 1, status: 'completed' },
          metadata: { root: 'call' },
        }),
      ),
    );
    const client = mockClient();
    expect((await client.calls.live({ per_page: 10 })).data).toEqual([{ id: 1 }]);
    expect(seen[0]).toContain('cursor=-1');
    expect(await client.calls.hangUp(1)).toEqual({ id: 1, status: 'completed' });
  });
});

describe('client.schedules.makeCall (real server, stand-in carrier)', () => {
  const real = useRealServer({}, { allowPrivateUrls: ['127.0.0.0/8'] });
  const standIn = useStandInCarriers();

  it('calls a number for a schedule through the twilio account, finds it among the live calls, and hangs it up', async () => {
    const { client } = real;
    const integration = await addCarrierAccount(client, standIn.carriers, 'twilio');
    const offer = await client.offers.create({ name: 'Calls' });
    const schedule = await client.schedules.create({ name: 'Dial now', offer_id: offer.id });
    standIn.carriers.inventory.add('+16465550188');
    await client.phoneNumbers.create({ number: '+16465550188', provider: 'twilio', offer_id: offer.id });

    const call = await client.schedules.makeCall({ schedule_id: schedule.id, to: '7205550188' });
    expect(call).toMatchObject({
      caller_number: '+17205550188',
      from_number: '+16465550188',
      integration_id: integration.id,
      status: 'queued',
      call_sid: standIn.carriers.dialed.at(-1)!.sid,
    });
    const page = await client.calls.list({ caller_number: '+17205550188' });
    expect(page.data.map((c) => c.id)).toEqual([call.id]);
    expect((await client.calls.byCallerNumber('7205550188')).data.map((c) => c.id)).toEqual([call.id]);
    expect((await client.calls.live().toArray({ limit: 100 })).map((c) => c.id)).toContain(call.id);

    const ended = await client.calls.hangUp(call.id);
    expect(ended).toMatchObject({ id: call.id, status: 'canceled', hangup_cause: 'hung_up_by_api' });
    expect(standIn.carriers.hungUp.at(-1)).toEqual({
      provider: 'twilio',
      sid: call.call_sid,
      how: 'canceled',
    });
    expect((await client.calls.live().toArray({ limit: 100 })).map((c) => c.id)).not.toContain(call.id);
  });
});
