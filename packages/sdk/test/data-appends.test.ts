import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '../src/index.js';
import { API, errorBody, mockClient, useMockApi } from './mock-api.js';
import { useRealServer } from './real-server.js';
import { addCarrierAccount, useStandInCarriers } from './stand-in-carriers.js';

describe('client.dataAppends.append (mocked API)', () => {
  const server = useMockApi();

  it('posts the number and data types and answers the data_append object', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/data_appends/data_append`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          status: 200,
          errors: {},
          data_append: { caller_id: '+17205550100', values: { line_type: 'mobile' }, sources: {} },
          metadata: { root: 'data_append' },
        });
      }),
    );
    const result = await mockClient().dataAppends.append({
      caller_id: '7205550100',
      data_types: ['line_type'],
    });
    expect(sent).toEqual({ caller_id: '7205550100', data_types: ['line_type'] });
    expect(result).toEqual({ caller_id: '+17205550100', values: { line_type: 'mobile' }, sources: {} });
  });

  it('raises a type no provider serves as UnprocessableEntityError naming data_types', async () => {
    server.use(
      http.post(`${API}/data_appends/data_append`, () =>
        HttpResponse.json(
          errorBody(422, 'validation_failed', { data_types: ['address: no data provider'] }),
          {
            status: 422,
          },
        ),
      ),
    );
    const error = await mockClient({ maxRetries: 0 })
      .dataAppends.append({ caller_id: '7205550100', data_types: ['address'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).errors).toEqual({ data_types: ['address: no data provider'] });
  });
});

describe('client.dataAppends.append (real server, stand-in carrier)', () => {
  const real = useRealServer({}, { allowPrivateUrls: ['127.0.0.0/8'] });
  const standIn = useStandInCarriers();

  it('looks a number up through the telnyx account, then answers it again from the cache', async () => {
    const { client } = real;
    standIn.carriers.lookups.set('+17205550177', {
      line_type: 'voip',
      carrier: 'Telnyx',
      caller_name: 'LEADLINE',
    });
    await addCarrierAccount(client, standIn.carriers, 'telnyx', { lookup_base_url: standIn.carriers.origin });
    const first = await client.dataAppends.append({
      caller_id: '7205550177',
      data_types: ['line_type', 'caller_name', 'dnc_status'],
    });
    expect(first.values).toEqual({ line_type: 'voip', caller_name: 'LEADLINE', dnc_status: 'clear' });
    expect(first.sources.line_type).toMatchObject({ provider: 'telnyx', charged: true, cached: false });
    const again = await client.dataAppends.append({ caller_id: '+17205550177', data_types: ['caller_name'] });
    expect(again.sources.caller_name).toMatchObject({ cached: true, charged: false });
  });
});
