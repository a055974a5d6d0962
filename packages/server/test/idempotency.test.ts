import { IDEMPOTENCY_TTL_MS, IdempotencyKeys, ManualClock } from '@leadline/core';
import type { TestTenant } from '@leadline/core/testing';
import { describe, expect, it } from 'vitest';
import { requestFingerprint } from '../src/http/idempotency.js';
import { useTestApp } from './helpers.js';
import { multipart } from './suppression-helpers.js';

describe('Idempotency-Key on writes', () => {
  const clock = new ManualClock(Date.UTC(2026, 2, 1));
  const t = useTestApp({}, { clock, other: 'Other Co' });
  let seq = 0;

  const send = (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    key: string | undefined,
    payload?: Record<string, unknown>,
    who: TestTenant = t.tenant,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: who.authorization, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      ...(payload ? { payload } : {}),
    });
  const newKey = () => `key-${++seq}-${Date.now()}`;
  const fleet = () => ({ name: `Fleet ${seq}`, user_fleet_id: `fleet_${seq}_${Date.now()}` });
  const count = async (who: TestTenant = t.tenant) =>
    (
      await t.app.inject({
        url: '/api/v1/buyer_fleets?per_page=1',
        headers: { authorization: who.authorization },
      })
    ).json().metadata.total_count as number;

  it('answers a repeated create with the saved response and creates the record once', async () => {
    const key = newKey();
    const body = fleet();
    const before = await count();
    const first = await send('POST', '/buyer_fleets', key, body);
    const again = await send('POST', '/buyer_fleets', key, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await count()).toBe(before + 1);
  });

  it('compares a multipart upload by its fields and file content: same file replays, another file is a 422', async () => {
    const key = newKey();
    const upload = (csv: string, name = 'Uploaded list') =>
      multipart({ name }, { name: 'list.csv', csv }).then((body) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/buyer_suppressions',
          headers: { authorization: t.tenant.authorization, 'idempotency-key': key, ...body.headers },
          payload: body.payload,
        }),
      );
    const first = await upload('phone\n2125550101\n');
    expect(first.statusCode, first.body).toBe(201);
    // A new multipart boundary, the same fields and file: the same request.
    const again = await upload('phone\n2125550101\n');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().buyer_suppression.id).toBe(first.json().buyer_suppression.id);
    const otherFile = await upload('phone\n2125550199\n');
    expect(otherFile.statusCode).toBe(422);
    expect(Object.keys(otherFile.json().errors)).toEqual(['idempotency_key']);
    const otherField = await upload('phone\n2125550101\n', 'Renamed list');
    expect(otherField.statusCode).toBe(422);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const key = newKey();
    const { name, user_fleet_id } = fleet();
    const first = await send('POST', '/buyer_fleets', key, { name, user_fleet_id });
    const again = await send('POST', '/buyer_fleets', key, { user_fleet_id, name });
    expect(again.json().buyer_fleet.id).toBe(first.json().buyer_fleet.id);
  });

  it('refuses the same key with a different body with a 422 naming idempotency_key', async () => {
    const key = newKey();
    await send('POST', '/buyer_fleets', key, fleet());
    const changed = await send('POST', '/buyer_fleets', key, fleet());
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'validation_failed' });
    expect(changed.json().errors.idempotency_key[0]).toMatch(/different request/);
  });

  it('refuses the same key on another path with a 422', async () => {
    const key = newKey();
    const body = fleet();
    await send('POST', '/buyer_fleets', key, body);
    const elsewhere = await send('POST', '/buyer_groups', key, body);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toHaveProperty('idempotency_key');
  });

  it('replays a validation failure rather than running the request again', async () => {
    const key = newKey();
    const first = await send('POST', '/buyer_fleets', key, { name: 'No user_fleet_id' });
    const again = await send('POST', '/buyer_fleets', key, { name: 'No user_fleet_id' });
    expect(first.statusCode).toBe(422);
    expect(again.statusCode).toBe(422);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('replays updates and destroys: a retried destroy answers as the first did, not 404', async () => {
    const created = (await send('POST', '/buyer_fleets', undefined, fleet())).json().buyer_fleet;
    const updateKey = newKey();
    const updated = await send('PUT', `/buyer_fleets/${created.id}`, updateKey, { name: 'Renamed' });
    const updatedAgain = await send('PUT', `/buyer_fleets/${created.id}`, updateKey, { name: 'Renamed' });
    expect(updatedAgain.body).toBe(updated.body);

    const destroyKey = newKey();
    const destroyed = await send('DELETE', `/buyer_fleets/${created.id}`, destroyKey);
    const destroyedAgain = await send('DELETE', `/buyer_fleets/${created.id}`, destroyKey);
    expect(destroyed.statusCode).toBe(200);
    expect(destroyedAgain.statusCode).toBe(200);
    expect(destroyedAgain.body).toBe(destroyed.body);
    expect((await send('DELETE', `/buyer_fleets/${created.id}`, newKey())).statusCode).toBe(404);
  });

  it('keeps keys apart per credential: another company may use the same key', async () => {
    const key = newKey();
    const mine = await send('POST', '/buyer_fleets', key, fleet());
    const theirs = await send('POST', '/buyer_fleets', key, fleet(), t.other);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().buyer_fleet.id).not.toBe(mine.json().buyer_fleet.id);
  });

  it('keeps a saved response at least 24 hours, then runs the request anew', async () => {
    const key = newKey();
    const body = fleet();
    const first = await send('POST', '/buyer_fleets', key, body);
    clock.advance(IDEMPOTENCY_TTL_MS - 60_000);
    const withinDay = await send('POST', '/buyer_fleets', key, body);
    expect(withinDay.headers['idempotent-replayed']).toBe('true');
    expect(withinDay.body).toBe(first.body);

    clock.advance(120_000);
    const afterDay = await send('POST', '/buyer_fleets', key, body);
    expect(afterDay.headers['idempotent-replayed']).toBeUndefined();
    // Ran again: the unique user_fleet_id is now taken by the first record.
    expect(afterDay.statusCode).toBe(422);
    expect(afterDay.json().errors.user_fleet_id).toEqual(['has already been taken']);
  });

  it('makes a request wait while another holds its key, and run once the holder ends without committing', async () => {
    const key = newKey();
    const body = fleet();
    const before = await count();
    const { actor } = (
      await t.app.inject({ url: '/api/v1/me', headers: { authorization: t.tenant.authorization } })
    ).json().me;
    // Hold the key the way a request in flight holds it: claimed in its own, uncommitted transaction.
    const { database } = t.leadline;
    const store = new IdempotencyKeys(database.db, database.dialect, clock);
    const scope = { companyId: t.tenant.company.id, credential: `${actor.type}:${actor.id}`, key };
    const holder = await database.beginRequestTransaction();
    const held = await holder.run(() =>
      store.claim(scope, requestFingerprint('POST', '/api/v1/buyer_fleets', body)),
    );
    expect(held.state).toBe('claimed');

    let answered = false;
    const waiting = send('POST', '/buyer_fleets', key, body).finally(() => (answered = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(answered).toBe(false);
    // The holder dies before committing: nothing of it remains, and the waiting request runs.
    await holder.rollback();
    const ran = await waiting;
    expect(ran.statusCode).toBe(201);
    expect(ran.headers['idempotent-replayed']).toBeUndefined();
    expect(await count()).toBe(before + 1);
  });

  it('lets only one of several concurrent requests with one key run', async () => {
    const key = newKey();
    const body = fleet();
    const before = await count();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send('POST', '/buyer_fleets', key, body)),
    );
    expect(await count()).toBe(before + 1);
    const created = answers.filter((a) => a.statusCode === 201);
    // The others waited for the first to commit and replayed it.
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(new Set(created.map((a) => a.json().buyer_fleet.id)).size).toBe(1);
  });

  it("keeps a public lead post's key by its lead_token: the retry replays the lead instead of refusing a duplicate", async () => {
    const offer = (await send('POST', '/offers', newKey(), { name: `Keyed offer ${seq}` })).json().offer;
    const key = newKey();
    const lead = { lead_token: offer.lead_token, caller_id: `+1720555${String(1000 + seq)}` };
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        headers: { 'idempotency-key': key },
        payload: lead,
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(200);
    const retry = await post();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    // Without the key the same post runs again, and is refused as a duplicate of the first.
    const unkeyed = await t.app.inject({ method: 'POST', url: '/api/v1/leads', payload: lead });
    expect(unkeyed.statusCode).toBe(422);
  });

  it('ignores the header on reads and rejects a key longer than 255 characters', async () => {
    const read = await send('GET', '/buyer_fleets', 'x'.repeat(300));
    expect(read.statusCode).toBe(200);
    const long = await send('POST', '/buyer_fleets', 'x'.repeat(256), fleet());
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.idempotency_key[0]).toMatch(/1 to 255/);
  });
});
