import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CATALOG, type FieldSpec, type ResourceDefinition, writableFields } from '@leadline/core';
import { type FakeCarriers, startFakeCarriers } from '@leadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Seeder } from './conformance/samples.js';
import { tenantApi, useTestApp } from './helpers.js';

/** Where a tenant's URL must never lead the server: loopback, private, link-local, CGNAT, metadata, other schemes. */
const PRIVATE_URLS = [
  'http://127.0.0.1:8080/x',
  'http://localhost/x',
  'http://[::1]/x',
  'http://10.1.2.3/x',
  'http://192.168.0.10/x',
  'http://172.16.5.5/x',
  'http://100.64.0.1/x',
  'http://169.254.169.254/latest/meta-data/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://[::ffff:127.0.0.1]/x',
  'http://0.0.0.0/x',
  'file:///etc/passwd',
  'gopher://example.com/x',
];

const has = (def: ResourceDefinition, op: string) => def.operations.includes(op as never);
/** Every URL a declaration says the server fetches: `.fetchedUrl()` fields and the URL keys of settings objects. */
const urlTargets = CATALOG.flatMap((def) =>
  writableFields(def, 'create').flatMap(([name, spec]: [string, FieldSpec]) => [
    ...(spec.fetchedUrl ? [{ def, field: name, wrap: (url: string) => url }] : []),
    ...(spec.settings?.fetchedUrls ?? []).map((key) => ({
      def,
      field: name,
      wrap: (url: string) => ({ [key]: url }),
      key,
    })),
  ]),
);

describe('URLs the server fetches are refused when they lead to private targets', () => {
  const t = useTestApp();
  const { api } = tenantApi(t);

  it('declares at least the import, sound, recording, carrier, S3, webhook, subscription, OAuth and conversion URLs', () => {
    const names = urlTargets.map((u) => `${u.def.plural}.${u.field}${u.key ? `.${u.key}` : ''}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'contact_imports.import_file_url',
        'sound_files.url',
        'standalone_transcriptions.recording_url',
        'integrations.settings.api_base_url',
        'integrations.settings.lookup_base_url',
        'integrations.settings.endpoint',
        'outgoing_webhook_urls.url',
        'subscriptions.target_url',
        'oauth_connections.webhook_remote_url',
        'buyer_conversions.webhook_url',
      ]),
    );
  });

  describe.each(urlTargets.map((u) => [`${u.def.plural}.${u.field}${u.key ? `.${u.key}` : ''}`, u] as const))(
    '%s',
    (_label, { def, field, wrap }) => {
      it('refuses every private target on create and update with a 422 naming the field, writing nothing', async () => {
        const seeder = new Seeder(t.leadline, t.tenant.company);
        const valid = await seeder.createBody(def);
        const id = has(def, 'update') ? await seeder.seed(def) : null;
        const before = await t.leadline.database.db.selectFrom(def.table).select('id').execute();
        const problems: string[] = [];
        for (const url of PRIVATE_URLS) {
          const created = await api('POST', `/${def.plural}`, { ...valid, [field]: wrap(url) });
          if (created.statusCode !== 422 || !created.json().errors[field]) {
            problems.push(`create ${url} → ${created.statusCode} ${created.body.slice(0, 160)}`);
          }
          const spec = def.fields[field]!;
          if (id !== null && spec.update !== 'no') {
            const updated = await api('PUT', `/${def.plural}/${id}`, { [field]: wrap(url) });
            if (updated.statusCode !== 422 || !updated.json().errors[field]) {
              problems.push(`update ${url} → ${updated.statusCode} ${updated.body.slice(0, 160)}`);
            }
          }
        }
        expect(problems).toEqual([]);
        const after = await t.leadline.database.db.selectFrom(def.table).select('id').execute();
        expect(after.length).toBe(before.length);
      });
    },
  );

  it('refuses credential-like keys in integration settings, telling to use a secret', async () => {
    for (const key of ['auth_token', 'api_key', 'secret_access_key', 'password', 'client_secret']) {
      const res = await api('POST', '/integrations', {
        name: 'x',
        integration_type: 'custom',
        settings: { region: 'us-east-1', nested: { [key]: 'hunter2' } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.settings[0]).toMatch(
        new RegExp(`${key} looks like a credential: store it as a secret item`),
      );
    }
    const fine = await api('POST', '/integrations', {
      name: 'ok',
      integration_type: 'custom',
      settings: { account_sid: 'AC1', access_key_id: 'AKIA', auth_id: 'MA1', bucket: 'b' },
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});

describe('at fetch time, the connected address is checked again', () => {
  // Only 127.0.0.2 is allowed: the stand-ins on 127.0.0.1 play the private targets.
  const t = useTestApp({}, { allowPrivateUrls: ['127.0.0.2/32'] });
  const { api, create } = tenantApi(t);
  let carriers: FakeCarriers;
  let secret: Server;
  let redirector: Server;
  let secretHits = 0;
  let redirectorUrl: string;

  beforeAll(async () => {
    carriers = await startFakeCarriers();
    secret = createServer((_req, res) => {
      secretHits++;
      res.writeHead(200, { 'content-type': 'text/csv' }).end('caller\nINTERNAL-SECRET-DOCUMENT\n');
    });
    await new Promise<void>((resolve) => secret.listen(0, '127.0.0.1', resolve));
    const secretUrl = `http://127.0.0.1:${(secret.address() as AddressInfo).port}/blacklist.csv`;
    // Allowed itself, it sends the import on to a private address: that hop must be refused.
    redirector = createServer((_req, res) => res.writeHead(302, { location: secretUrl }).end());
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.2', resolve));
    redirectorUrl = `http://127.0.0.2:${(redirector.address() as AddressInfo).port}/list.csv`;
  });
  afterAll(async () => {
    await carriers?.close();
    await new Promise<void>((resolve) => secret.close(() => resolve()));
    await new Promise<void>((resolve) => redirector.close(() => resolve()));
  });

  it('refuses a redirect hop of import_file_url to a private address, never fetching it nor echoing it', async () => {
    const res = await api('POST', '/contact_imports', { name: 'hop', import_file_url: redirectorUrl });
    expect(res.statusCode, res.body).toBe(201);
    await t.leadline.jobs.runDue();
    const done = (await api('GET', `/contact_imports/${res.json().contact_import.id}`)).json().contact_import;
    expect(done.status).toBe('failed');
    expect(JSON.stringify(done)).toMatch(/private|loopback|not allowed|refused/i);
    expect(JSON.stringify(done)).not.toContain('INTERNAL-SECRET-DOCUMENT');
    expect(secretHits).toBe(0);
  });

  it('refuses a carrier api_base_url stored before the save-time check, without sending it a request', async () => {
    const secretItem = await create('secret_items', 'secret_item', {
      name: 'twilio_ssrf',
      value: 'twilio_token',
    });
    const integration = await create('integrations', 'integration', {
      name: 'twilio',
      integration_type: 'twilio',
      settings: { account_sid: 'AC_test' },
      secret_item_ids: [secretItem.id],
    });
    // As if written before the check existed (or by an older version): straight into the table.
    const settings = JSON.stringify({ account_sid: 'AC_test', api_base_url: carriers.origin });
    await t.leadline.database.db
      .updateTable('integrations')
      .set({ settings })
      .where('id', '=', integration.id)
      .execute();
    carriers.requests.length = 0;
    const res = await api('GET', `/phone_numbers/search?integration_id=${integration.id}&area_code=212`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(600);
    expect(res.body).toMatch(/refused/);
    expect(carriers.requests).toEqual([]);
  });
});
