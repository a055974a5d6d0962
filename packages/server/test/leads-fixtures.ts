import type { TestTenant } from '@leadline/core/testing';
import type { InjectOptions } from 'fastify';
import type { TestApp } from './helpers.js';

type Method = NonNullable<InjectOptions['method']>;
type Body = Record<string, unknown>;

/** Requests and records the lead tests share, all through the HTTP API. */
export function leadFixtures(t: TestApp) {
  /** An authenticated request (our company unless another tenant is given). */
  const api = (method: Method, url: string, payload?: Body, tenant: TestTenant = t.tenant) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: tenant.authorization },
      ...(payload ? { payload } : {}),
    });

  /** A request with no credentials at all (the public lead post). */
  const open = (method: Method, url: string, payload?: Body | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload !== undefined ? { payload } : {}) });

  const create = async (plural: string, name: string, body: Body, tenant?: TestTenant) => {
    const res = await api('POST', `/${plural}`, body, tenant);
    if (res.statusCode !== 201) throw new Error(`${plural}: ${res.statusCode} ${res.body}`);
    return res.json()[name] as Body & { id: number; lead_token: string };
  };

  return {
    api,
    open,
    offer: (body: Body = {}, tenant?: TestTenant) =>
      create('offers', 'offer', { name: 'Offer', ...body }, tenant),
    schedule: (body: Body = {}, tenant?: TestTenant) =>
      create('schedules', 'schedule', { name: 'Schedule', ...body }, tenant),
    buyer: (body: Body = {}, tenant?: TestTenant) =>
      create('buyers', 'buyer', { name: 'Buyer', number: '+14155550100', ...body }, tenant),
    suppressionList: (body: Body = {}, tenant?: TestTenant) =>
      create('buyer_suppressions', 'buyer_suppression', { name: 'List', ...body }, tenant),
    /** POST /leads with a JSON body. */
    submit: (body: Body, path = '/leads') => open('POST', path, body),
    /** GET /leads as an array. */
    list: async (query = '', tenant?: TestTenant) => {
      const res = await api(
        'GET',
        `/leads?root=false&per_page=1000${query ? `&${query}` : ''}`,
        undefined,
        tenant,
      );
      if (res.statusCode !== 200) throw new Error(`GET /leads: ${res.statusCode} ${res.body}`);
      return res.json() as Body[];
    },
    /** Rows of a table straight from the database, for what the API does not show. */
    rows: (table: string) =>
      t.leadline.database.db
        .selectFrom(table)
        .selectAll()
        .where('company_id', '=', t.tenant.company.id)
        .execute(),
  };
}

let serial = 0;
/** A US number no other test in the file uses: +1 415 55x xxxx. */
export function freshNumber(): string {
  serial += 1;
  return `+1415${String(5_500_000 + serial).padStart(7, '0')}`;
}
