import { IdempotencyKeys } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { requestFingerprint } from '../src/http/idempotency.js';
import { useTestApp } from './helpers.js';

const postgres = (process.env.DATABASE_URL ?? '').startsWith('postgres');

// SQLite has one writer: a second request with the key waits its turn, then replays (idempotency.test.ts).
describe.runIf(postgres)(
  'PostgreSQL: a request whose key another request holds for longer than the wait',
  () => {
    const t = useTestApp({ idempotencyWaitMs: 150 });

    it('is answered 409 on idempotency_key, writes nothing, and runs once the holder has let go', async () => {
      const key = `held-${Date.now()}`;
      const body = { name: 'Held fleet', user_fleet_id: `held_${Date.now()}` };
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/buyer_fleets',
          headers: { authorization: t.tenant.authorization, 'idempotency-key': key },
          payload: body,
        });
      const { actor } = (
        await t.app.inject({ url: '/api/v1/me', headers: { authorization: t.tenant.authorization } })
      ).json().me;
      // Held the way a request in flight holds it: claimed in its own, uncommitted transaction.
      const { database } = t.leadline;
      const store = new IdempotencyKeys(database.db, database.dialect, t.leadline.clock);
      const scope = { companyId: t.tenant.company.id, credential: `${actor.type}:${actor.id}`, key };
      const holder = await database.beginRequestTransaction();
      const held = await holder.run(() =>
        store.claim(scope, requestFingerprint('POST', '/api/v1/buyer_fleets', body)),
      );
      expect(held.state).toBe('claimed');

      const refused = await send();
      expect(refused.statusCode, refused.body).toBe(409);
      expect(Object.keys(refused.json().errors)).toEqual(['idempotency_key']);
      const list = await t.app.inject({
        url: `/api/v1/buyer_fleets?user_fleet_id=${body.user_fleet_id}`,
        headers: { authorization: t.tenant.authorization },
      });
      expect(list.json().buyer_fleets).toEqual([]);

      // The 409 is not kept: once the holder ends without committing, the retry runs.
      await holder.rollback();
      const retried = await send();
      expect(retried.statusCode, retried.body).toBe(201);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
    });
  },
);
