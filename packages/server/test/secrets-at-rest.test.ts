import { Writable } from 'node:stream';
import { resealSecrets, SecretBox } from '@leadline/core';
import { createTestLeadline, createTestTenant } from '@leadline/core/testing';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../src/index.js';
import { useCarrierKit } from './carrier-kit.js';
import { LOCAL_STAND_INS, tenantApi, useTestApp } from './helpers.js';

describe('secrets are encrypted at rest', () => {
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCarrierKit(t);
  const { api, create } = tenantApi(t);
  const stored = async (id: number) =>
    (
      await t.leadline.database.db
        .selectFrom('secret_items')
        .select('value')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).value as string;

  it('stores a secret item sealed (AES-256-GCM), shows it masked, and never in clear', async () => {
    const item = await create('secret_items', 'secret_item', {
      name: 'sealed_one',
      value: 'sk_live_plain_4242',
    });
    expect(item.value).not.toContain('sk_live');
    const value = await stored(item.id);
    expect(value.startsWith('enc:v1:')).toBe(true);
    expect(value).not.toContain('sk_live_plain_4242');
    expect(t.leadline.secrets.open(value)).toBe('sk_live_plain_4242');
    const updated = await api('PUT', `/secret_items/${item.id}`, { value: 'sk_live_second' });
    expect(updated.statusCode).toBe(200);
    expect(t.leadline.secrets.open(await stored(item.id))).toBe('sk_live_second');
  });

  it('reaches a carrier with a sealed credential, and with one stored in clear before encryption', async () => {
    const account = await kit.integration('twilio');
    kit.carriers.inventory.add('+12125550142');
    const sealed = await api('GET', `/phone_numbers/search?integration_id=${account.id}&area_code=212`);
    expect(sealed.statusCode, sealed.body).toBe(200);
    // A row written by an older version, in clear: still read.
    const link = await t.leadline.database.db
      .selectFrom('record_links')
      .select('target_id')
      .where('owner_table', '=', 'integrations')
      .where('owner_id', '=', account.id)
      .executeTakeFirstOrThrow();
    await t.leadline.database.db
      .updateTable('secret_items')
      .set({ value: 'twilio_token' })
      .where('id', '=', link.target_id)
      .execute();
    // The stand-in refuses any other credential, so a 200 means the secret was read right.
    const plain = await api('GET', `/phone_numbers/search?integration_id=${account.id}&area_code=212`);
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('rotates: values in clear or under an older key are sealed under the current key at start', async () => {
    const oldSpec = SecretBox.generateKeySpec();
    const newSpec = SecretBox.generateKeySpec();
    const leadline = await createTestLeadline({ secrets: SecretBox.fromKeys([oldSpec]) });
    try {
      const tenant = await createTestTenant(leadline);
      const app = await buildServer({ leadline, rateLimit: false });
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/secret_items',
        headers: { authorization: tenant.authorization },
        payload: { name: 'rotating', value: 'rotate_me' },
      });
      const id = res.json().secret_item.id as number;
      await leadline.database.db
        .insertInto('secret_items')
        .values({
          ...(await leadline.database.db
            .selectFrom('secret_items')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirstOrThrow()),
          id: undefined,
          uuid: crypto.randomUUID(),
          name: 'legacy',
          value: 'in_clear',
        })
        .execute();
      const rotated = SecretBox.fromKeys([newSpec, oldSpec]);
      expect(await resealSecrets(leadline.database.db, leadline.registry, rotated)).toBe(2);
      const rows = await leadline.database.db
        .selectFrom('secret_items')
        .select(['name', 'value'])
        .orderBy('id')
        .execute();
      const newId = newSpec.slice(0, newSpec.lastIndexOf(':'));
      for (const row of rows) expect(String(row.value).startsWith(`enc:v1:${newId}:`)).toBe(true);
      expect(rows.map((r) => rotated.open(String(r.value)))).toEqual(['rotate_me', 'in_clear']);
      // Nothing left to do: a second start seals nothing again.
      expect(await resealSecrets(leadline.database.db, leadline.registry, rotated)).toBe(0);
      await app.close();
    } finally {
      await leadline.close();
    }
  });
});

describe('request logs', () => {
  it('never hold an auth_token or other credential from the URL', async () => {
    const leadline = await createTestLeadline();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    try {
      const app = await buildServer({ leadline, rateLimit: false, logger: { level: 'info', stream } });
      await app.inject({ method: 'GET', url: '/api/v1/me?auth_token=lldt_topsecret123&page=2' });
      await app.inject({ method: 'GET', url: '/api/v1/me?private_key=llsk_hidden&token=x1y2' });
      await app.close();
      const log = lines.join('');
      expect(log).toContain('/api/v1/me?auth_token=[REDACTED]&page=2');
      expect(log).not.toContain('lldt_topsecret123');
      expect(log).not.toContain('llsk_hidden');
      expect(log).not.toContain('x1y2');
    } finally {
      await leadline.close();
    }
  });
});
