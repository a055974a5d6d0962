import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  NotFoundError,
  PermissionDeniedError,
  UnprocessableEntityError,
} from '../src/index.js';
import { useRealServer } from './real-server.js';

describe('the SDK against the real server', () => {
  const server = useRealServer();
  let seq = 0;
  // Letters and digits only: fulltext on SQLite matches `_` literally (see docs/sdk-and-cli.md).
  const unique = (prefix: string) => `${prefix}${++seq}x${Date.now().toString(36)}`;

  it('creates, shows, updates and destroys a record, typed as declared', async () => {
    const { client } = server;
    const created = await client.buyerFleets.create({ name: 'East', user_fleet_id: unique('east') });
    expect(created).toMatchObject({ type: 'BuyerFleet', name: 'East', buyers_count: 0, buyer_ids: [] });
    expect(created.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4}$/);

    expect(await client.buyerFleets.show(created.uuid)).toEqual(created);
    const updated = await client.buyerFleets.update(created.id, { description: 'Eastern buyers' });
    expect(updated.description).toBe('Eastern buyers');
    const destroyed = await client.buyerFleets.destroy(created.id);
    expect(destroyed.id).toBe(created.id);
    await expect(client.buyerFleets.show(created.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('raises UnprocessableEntityError naming each bad field', async () => {
    const error = await server.client.buyerFleets
      // @ts-expect-error: user_fleet_id is required on create
      .create({ name: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).errors).toEqual({
      name: ["can't be blank"],
      user_fleet_id: ['is required'],
    });
    expect((error as UnprocessableEntityError).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('builds an unsaved record with the declared defaults', async () => {
    const built = await server.client.buyers.build({ name: 'Draft' });
    expect(built).toMatchObject({ id: null, uuid: null, name: 'Draft', tier: 1, weight: 1, paused: false });
    expect(built.created_at).toBeNull();
  });

  it('returns only the asked-for columns from show and list', async () => {
    const { client } = server;
    const buyer = await client.buyers.create({ name: 'Cols', number: '+15551230001' });
    const shown = await client.buyers.show(buyer.id, { columns: ['id', 'name'] });
    expect(shown).toEqual({ id: buyer.id, name: 'Cols' });
    const page = await client.buyers.list({ columns: ['id', 'number'], ids: [buyer.id] });
    expect(page.data).toEqual([{ id: buyer.id, number: '+15551230001' }]);
  });

  it('filters lists by declared filters, several values at once', async () => {
    const { client } = server;
    const tag = unique('tier');
    for (const tier of [1, 2, 3])
      await client.buyers.create({ name: `${tag} ${tier}`, number: '+15551230002', tier });
    const found = await client.buyers.list({ fulltext: tag, tier: [1, 3], order: 'tier', order_dir: 'asc' });
    expect(found.data.map((b) => b.tier)).toEqual([1, 3]);
  });

  it('pages by number through a list ordered by name', async () => {
    const { client } = server;
    const tag = unique('paged');
    for (const letter of ['c', 'a', 'e', 'b', 'd']) {
      await client.buyerFleets.create({ name: `${tag} ${letter}`, user_fleet_id: `${tag}_${letter}` });
    }
    const names: string[] = [];
    for await (const f of client.buyerFleets.list({
      fulltext: tag,
      order: 'name',
      order_dir: 'asc',
      per_page: 2,
    })) {
      names.push(f.name);
    }
    expect(names).toEqual(['a', 'b', 'c', 'd', 'e'].map((l) => `${tag} ${l}`));
  });

  it('saves one record for a create sent twice with one Idempotency-Key, and refuses the key for another body', async () => {
    const { client } = server;
    const body = { name: 'Once', user_fleet_id: unique('once') };
    const first = await client.buyerFleets.create(body, { idempotencyKey: body.user_fleet_id });
    const again = await client.buyerFleets.create(body, { idempotencyKey: body.user_fleet_id });
    expect(again).toEqual(first);
    const other = await client.buyerFleets
      .create({ ...body, name: 'Other' }, { idempotencyKey: body.user_fleet_id })
      .catch((e: unknown) => e);
    expect(other).toBeInstanceOf(UnprocessableEntityError);
    expect((other as UnprocessableEntityError).errors).toHaveProperty('idempotency_key');
  });

  it('raises AuthenticationError for a wrong key and PermissionDeniedError for a read-only one', async () => {
    const wrong = server.connect({ privateKey: 'llsk_wrong' });
    await expect(wrong.me.show()).rejects.toBeInstanceOf(AuthenticationError);

    const issued = await server.engine.keys.create(server.tenant.company.id, { permissions: '*:read' });
    const reader = server.connect({ publicKey: issued.key.public_key, privateKey: issued.private_key });
    await expect(reader.buyerFleets.list()).resolves.toBeDefined();
    await expect(
      reader.buyerFleets.create({ name: 'No', user_fleet_id: unique('no') }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('answers me and collections, the custom endpoints', async () => {
    const me = await server.client.me.show();
    expect(me.company.id).toBe(server.tenant.company.id);
    expect(me.actor.type).toBe('api_key');
    expect(await server.client.collections.list()).toContain('time_zone');
    const zones = await server.client.collections.show('time_zone');
    expect(zones).toContainEqual({ value: 'America/New_York', label: 'America/New_York' });
  });

  it('reaches endpoints it does not wrap through request()', async () => {
    const body = await server.client.request<{ me: { company: { id: number } } }>({
      method: 'GET',
      path: '/me',
    });
    expect(body.me.company.id).toBe(server.tenant.company.id);
  });
});
