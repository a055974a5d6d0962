import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { APIPromise, LeadlineError, NotFoundError } from '../src/index.js';
import { API, envelope, errorBody, mockClient, useMockApi } from './mock-api.js';
import { useRealServer } from './real-server.js';

const fleet = { id: 1, name: 'East', user_fleet_id: 'east' };
const listBody = {
  buyer_fleets: [fleet],
  metadata: {
    root: 'buyer_fleets',
    total_count: 1,
    total_count_capped: false,
    total_pages: 1,
    page: null,
    per_page: 25,
    cursor: -1,
    next_cursor: 0,
  },
};

describe('raw responses (msw)', () => {
  const server = useMockApi();

  it('withResponse gives the record and the HTTP answer with its headers', async () => {
    server.use(
      http.get(`${API}/buyer_fleets/1`, () =>
        HttpResponse.json(envelope('buyer_fleet', fleet), { headers: { 'x-ratelimit-remaining': '41' } }),
      ),
    );
    const call = mockClient().buyerFleets.show(1);
    expect(call).toBeInstanceOf(APIPromise);
    const { data, response, requestId } = await call.withResponse();
    expect(data).toEqual(fleet);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-remaining')).toBe('41');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asResponse gives a Response whose body can still be read', async () => {
    server.use(http.get(`${API}/buyer_fleets/1`, () => HttpResponse.json(envelope('buyer_fleet', fleet))));
    const response = await mockClient().buyerFleets.show(1).asResponse();
    expect(response).toBeInstanceOf(Response);
    expect(await response.json()).toMatchObject({ buyer_fleet: fleet, metadata: { root: 'buyer_fleet' } });
  });

  it('list().withResponse gives the first page and its answer; the page still iterates', async () => {
    server.use(
      http.get(`${API}/buyer_fleets`, () => HttpResponse.json(listBody, { headers: { 'x-total': '1' } })),
    );
    const { data: page, response } = await mockClient().buyerFleets.list().withResponse();
    expect(page.data).toEqual([fleet]);
    expect(response.headers.get('x-total')).toBe('1');
    const all = [];
    for await (const f of page) all.push(f);
    expect(all).toEqual([fleet]);
  });

  it('list().asResponse answers with the first page as sent', async () => {
    server.use(http.get(`${API}/buyer_fleets`, () => HttpResponse.json(listBody)));
    const response = await mockClient().buyerFleets.list({ per_page: 5 }).asResponse();
    expect(await response.json()).toEqual(listBody);
  });

  it('withResponse rejects with the API error, as awaiting does', async () => {
    server.use(
      http.get(`${API}/buyer_fleets/9`, () =>
        HttpResponse.json(errorBody(404, 'not_found'), { status: 404 }),
      ),
    );
    await expect(mockClient().buyerFleets.show(9).withResponse()).rejects.toBeInstanceOf(NotFoundError);
    await expect(mockClient().buyerFleets.show(9).asResponse()).rejects.toBeInstanceOf(NotFoundError);
  });

  it('the response of a retried call is the last attempt’s', async () => {
    let n = 0;
    server.use(
      http.get(`${API}/buyer_fleets/1`, () =>
        ++n === 1
          ? HttpResponse.json(errorBody(503, 'unavailable'), {
              status: 503,
              headers: { 'retry-after-ms': '1' },
            })
          : HttpResponse.json(envelope('buyer_fleet', fleet), { headers: { 'x-attempt': String(n) } }),
      ),
    );
    const { response } = await mockClient().buyerFleets.show(1).withResponse();
    expect(response.headers.get('x-attempt')).toBe('2');
  });

  it('client.request gives the raw answer too', async () => {
    server.use(http.get(`${API}/me`, () => HttpResponse.json({ me: { company: { id: 1 } } })));
    const { data, response } = await mockClient().request({ method: 'GET', path: '/me' }).withResponse();
    expect(data).toEqual({ me: { company: { id: 1 } } });
    expect(response.status).toBe(200);
  });

  it('an operation a resource does not declare is a rejected call, not a thrown one', async () => {
    const client = mockClient();
    // lead_retarget_logs is list-only; the resource() lookup is the untyped way to reach its create.
    const resource = client.resource('lead_retarget_logs') as unknown as {
      create(p: object): Promise<unknown>;
    };
    const call = resource.create({});
    await expect(call).rejects.toBeInstanceOf(LeadlineError);
  });
});

describe('raw responses (real server)', () => {
  const api = useRealServer();

  it('create().withResponse answers 201 with the created record', async () => {
    const { data, response } = await api.client.buyerFleets
      .create({ name: 'Raw', user_fleet_id: 'raw_1' })
      .withResponse();
    expect(data.name).toBe('Raw');
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('list().asResponse gives the envelope the server sent', async () => {
    const response = await api.client.buyerFleets.list({ per_page: 1 }).asResponse();
    const body = (await response.json()) as { metadata: { root: string; per_page: number } };
    expect(body.metadata).toMatchObject({ root: 'buyer_fleets', per_page: 1 });
  });
});
