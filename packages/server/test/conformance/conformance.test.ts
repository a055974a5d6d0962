import {
  CATALOG,
  type ResourceDefinition,
  systemContext,
  type TenantContext,
  writableFields,
} from '@leadline/core';
import { createTestTenant, type TestTenant } from '@leadline/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';
import { Seeder } from './samples.js';

/**
 * Generated from the catalog: every declared resource through every operation
 * it declares (and 404 for those it does not), paging by page and cursor,
 * filters, columns, root=false, CSV, 404, 422 and tenant isolation.
 */
const t = useTestApp();
let other: TestTenant;
let seeder: Seeder;
let otherSeeder: Seeder;
let ctx: TenantContext;

beforeAll(async () => {
  other = await createTestTenant(t.leadline, 'Other Tenant');
  seeder = new Seeder(t.leadline, t.tenant.company);
  otherSeeder = new Seeder(t.leadline, other.company);
  ctx = systemContext(t.tenant.company);
});

const call = (
  method: string,
  url: string,
  payload?: Record<string, unknown>,
  auth = t.tenant.authorization,
) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: auth },
    ...(payload ? { payload } : {}),
  });

const has = (def: ResourceDefinition, op: string) => def.operations.includes(op as never);
/**
 * A test only where the resource declares what it exercises: an operation a resource does not
 * have is not a skipped test but a 404, which its own test below holds it to.
 */
const notDeclared = ((..._args: unknown[]) => undefined) as unknown as typeof it;
const itWhen = (declared: boolean) => (declared ? it : notDeclared);
const firstEditable = (def: ResourceDefinition, type: string[]) =>
  writableFields(def, 'update').find(
    ([, s]) =>
      type.includes(s.type) && !s.pattern && !s.unique && !s.secret && !s.hidden && s.update !== 'no',
  );

/** Method and path of each generic operation the resource does not declare, where nothing else is served. */
function undeclaredRoutes(def: ResourceDefinition): [string, string][] {
  const plural = def.plural;
  // An endpoint of its own at an operation's place (DELETE /calls/:id hangs up, POST /calls places a
  // call, PUT /calls/:id is TrackDrive's call update) stands where the operation would.
  const own = (method: string, path: string) =>
    def.endpoints.some((e) => e.method === method && e.path === path);
  const out: [string, string][] = [];
  if (!has(def, 'list')) out.push(['GET', `/${plural}`]);
  // POST /leads is the public lead intake (routes/leads.ts, tested in leads-*.test.ts), not a generic create.
  if (!has(def, 'create') && plural !== 'leads' && !own('POST', `/${plural}`))
    out.push(['POST', `/${plural}`]);
  if (!has(def, 'update') && !own('PUT', `/${plural}/:id`)) out.push(['PUT', `/${plural}/:id`]);
  if (!has(def, 'destroy') && !own('DELETE', `/${plural}/:id`)) out.push(['DELETE', `/${plural}/:id`]);
  return out;
}

describe.each(CATALOG.map((def) => [def.plural, def] as const))('%s', (plural, def) => {
  const ids: number[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 3; i++) ids.push(await seeder.seed(def));
  });

  itWhen(has(def, 'list'))('lists in the envelope, pages by page and by cursor', async () => {
    // Seeding other resources may add records of this one, so paging is checked within our three.
    const mine = `ids=${ids.join(',')}`;
    const first = await call('GET', `/${plural}?per_page=2&${mine}`);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.metadata).toMatchObject({
      root: plural,
      total_count: 3,
      total_pages: 2,
      page: 1,
      per_page: 2,
    });
    expect(body[plural]).toHaveLength(2);
    const second = (await call('GET', `/${plural}?per_page=2&page=2&${mine}`)).json();
    expect(second[plural]).toHaveLength(1);
    const seen = [...body[plural], ...second[plural]].map((r: { id: number }) => r.id).sort();
    expect(seen).toEqual([...ids].sort());

    const c1 = (await call('GET', `/${plural}?cursor=-1&per_page=2&${mine}`)).json();
    expect(c1[plural]).toHaveLength(2);
    expect(c1.metadata.next_cursor).toBeGreaterThan(0);
    const c2 = (await call('GET', `/${plural}?cursor=${c1.metadata.next_cursor}&per_page=2&${mine}`)).json();
    expect(c2[plural]).toHaveLength(1);
    expect(c2.metadata.next_cursor).toBe(0);
  });

  itWhen(has(def, 'list'))(
    'filters by ids and created_at range, and honours columns and root=false',
    async () => {
      const byIds = (await call('GET', `/${plural}?ids=[${ids[0]},${ids[2]}]`)).json();
      expect(byIds[plural].map((r: { id: number }) => r.id).sort()).toEqual([ids[0], ids[2]].sort());
      const q = (s: string) => encodeURIComponent(s);
      const future = (
        await call('GET', `/${plural}?created_at_from=${q('2999-01-01 00:00:00 +0000')}`)
      ).json();
      expect(future[plural]).toEqual([]);
      const range = `created_at_from=${q('2000-01-01T00:00:00Z')}&created_at_to=${q('2999-01-01 00:00:00 UTC')}`;
      const past = (await call('GET', `/${plural}?${range}&ids=${ids.join(',')}`)).json();
      expect(past[plural]).toHaveLength(3);

      const bare = await call('GET', `/${plural}?root=false&columns=id,created_at`);
      expect(Array.isArray(bare.json())).toBe(true);
      for (const r of bare.json()) expect(Object.keys(r).sort()).toEqual(['created_at', 'id']);
    },
  );

  itWhen(has(def, 'list') && def.formats.includes('csv'))('streams CSV with a header row', async () => {
    const res = await call('GET', `/${plural}.csv?columns=id,created_at&ids[]=${ids.join('&ids[]=')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('id,created_at');
    expect(lines).toHaveLength(4);
  });

  itWhen(has(def, 'list') || has(def, 'show'))(
    'answers over HTTP exactly the records the engine serialises (the JSON writers agree with the record objects)',
    async () => {
      const service = t.leadline.resource(plural);
      if (has(def, 'list')) {
        const res = await call('GET', `/${plural}?ids=${ids.join(',')}&per_page=5`);
        const expected = await service.list(ctx, { ids: ids.join(','), per_page: 5 });
        // Text equality, not just equal values: the writers must produce what JSON.stringify would.
        expect(res.body).toBe(JSON.stringify({ [plural]: expected.records, metadata: expected.metadata }));
      }
      if (has(def, 'show')) {
        const body = (await call('GET', `/${plural}/${ids[1]}`)).json();
        expect(JSON.stringify(body[def.name])).toBe(JSON.stringify(await service.show(ctx, ids[1]!)));
      }
    },
  );

  itWhen(has(def, 'list'))('rejects bad list parameters with 422 naming each', async () => {
    const res = await call('GET', `/${plural}?per_page=abc&created_at_from=yesterday&columns=no_such_column`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['created_at_from', 'per_page']);
  });

  itWhen(has(def, 'list'))('answers the known columns and names the unknown ones in metadata', async () => {
    const res = await call('GET', `/${plural}?columns=id,no_such_column&ids=${ids.join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.unknown_columns).toEqual(['no_such_column']);
    for (const r of res.json()[plural]) expect(Object.keys(r)).toEqual(['id']);
  });

  itWhen(has(def, 'show'))('shows by id and by uuid, and answers 404 for an unknown one', async () => {
    const byId = await call('GET', `/${plural}/${ids[0]}`);
    expect(byId.statusCode).toBe(200);
    const record = byId.json()[def.name];
    expect(record.id).toBe(ids[0]);
    expect(byId.json().metadata.root).toBe(def.name);
    if (!def.omitBaseColumns.includes('uuid')) {
      const byUuid = await call('GET', `/${plural}/${record.uuid}`);
      expect(byUuid.json()[def.name].id).toBe(ids[0]);
    }
    expect((await call('GET', `/${plural}/987654321`)).statusCode).toBe(404);
    expect((await call('GET', `/${plural}/${ids[0]}.json`)).json()[def.name].id).toBe(ids[0]);
  });

  itWhen(has(def, 'build'))('builds an unsaved record with defaults', async () => {
    const res = await call('GET', `/${plural}/new`);
    expect(res.statusCode).toBe(200);
    expect(res.json()[def.name].id ?? null).toBeNull();
  });

  itWhen(has(def, 'create'))(
    'creates a record and refuses an invalid body with 422 naming the parameters',
    async () => {
      const body = await seeder.createBody(def);
      const res = await call('POST', `/${plural}`, body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ status: 201, errors: {}, metadata: { root: def.name } });
      const required = writableFields(def, 'create')
        .filter(([, s]) => s.create === 'required')
        .map(([n]) => n);
      const typed = firstEditable(def, ['integer', 'boolean', 'decimal', 'time']);
      if (required.length || typed) {
        const bad = await call('POST', `/${plural}`, typed ? { [typed[0]]: 'not-a-value' } : {});
        expect(bad.statusCode).toBe(422);
        const named = Object.keys(bad.json().errors);
        for (const r of required) expect(named).toContain(r);
        if (typed) expect(named).toContain(typed[0]);
      }
    },
  );

  itWhen(has(def, 'update'))('updates a record, and 404s an unknown one', async () => {
    const field = firstEditable(def, ['string', 'text']);
    const payload = field ? { [field[0]]: `changed ${plural}` } : { external_record_id: `ext-${plural}` };
    const res = await call('PUT', `/${plural}/${ids[1]}`, payload);
    expect(res.statusCode, res.body).toBe(200);
    const [key, value] = Object.entries(payload)[0]!;
    expect(res.json()[def.name][key]).toBe(value);
    expect((await call('PUT', `/${plural}/987654321`, payload)).statusCode).toBe(404);
  });

  itWhen(has(def, 'destroy'))('destroys a record: it leaves show and list', async () => {
    const id = await seeder.seed(def);
    const res = await call('DELETE', `/${plural}/${id}`);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/${plural}/${id}`)).statusCode).toBe(404);
    if (has(def, 'list')) {
      const list = (await call('GET', `/${plural}?ids=${id}`)).json();
      expect(list[plural]).toEqual([]);
    }
    expect((await call('DELETE', `/${plural}/987654321`)).statusCode).toBe(404);
  });

  // Only the operations this resource leaves out, each checked; a resource that declares all has no such test.
  const undeclared = undeclaredRoutes(def);
  itWhen(undeclared.length > 0)('answers 404 for the operations it does not declare', async () => {
    for (const [method, path] of undeclared) {
      const res = await call(
        method,
        path.replace(':id', String(ids[0])),
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
  });

  it("never shows, changes or deletes another company's records", async () => {
    const foreign = await otherSeeder.seed(def);
    if (has(def, 'show')) expect((await call('GET', `/${plural}/${foreign}`)).statusCode).toBe(404);
    if (has(def, 'update')) expect((await call('PUT', `/${plural}/${foreign}`, {})).statusCode).toBe(404);
    if (has(def, 'destroy')) expect((await call('DELETE', `/${plural}/${foreign}`)).statusCode).toBe(404);
    if (has(def, 'list')) {
      const list = (await call('GET', `/${plural}?per_page=1000&root=false`)).json();
      expect(list.map((r: { id: number }) => r.id)).not.toContain(foreign);
      if (def.formats.includes('csv')) {
        const csv = await call('GET', `/${plural}.csv?columns=id`);
        expect(csv.body.trim().split('\n').slice(1).map(Number)).not.toContain(foreign);
      }
      // The other company's key sees its own record.
      const theirs = (await call('GET', `/${plural}?root=false`, undefined, other.authorization)).json();
      expect(theirs.map((r: { id: number }) => r.id)).toContain(foreign);
    }
    // The engine's own check, beneath HTTP.
    if (has(def, 'show'))
      await expect(t.leadline.resource(plural).show(ctx, foreign)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses credentials without access to its family with 403', async () => {
    const key = await t.leadline.keys.create(t.tenant.company.id, { permissions: { '*': 'none' } });
    const auth = `Basic ${Buffer.from(`${key.key.public_key}:${key.private_key}`).toString('base64')}`;
    const op = has(def, 'list') ? ['GET', `/${plural}`] : ['GET', `/${plural}/${ids[0]}`];
    const res = await call(op[0]!, op[1]!, undefined, auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });
});
