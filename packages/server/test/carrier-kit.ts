import { type FakeCarriers, startFakeCarriers, type TestTenant } from '@leadline/core/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type TestApp, tenantApi } from './helpers.js';

export type Body = Record<string, unknown>;
type Method = NonNullable<InjectOptions['method']>;
export type CarrierType = 'twilio' | 'telnyx' | 'plivo';

/** The stand-in accounts `startFakeCarriers()` accepts. */
const SECRETS: Record<CarrierType, string> = {
  twilio: 'twilio_token',
  telnyx: 'KEY_test',
  plivo: 'plivo_token',
};
const ACCOUNTS: Record<CarrierType, Body> = {
  twilio: { account_sid: 'AC_test' },
  telnyx: {},
  plivo: { auth_id: 'MA_test' },
};

export interface CarrierKit {
  /** The stand-in carriers (started before the file's tests, reset before each). */
  readonly carriers: FakeCarriers;
  /** A request to /api/v1 as a tenant (the app's own by default). */
  api(method: Method, url: string, payload?: Body, who?: TestTenant): ReturnType<TestApp['app']['inject']>;
  /** Creates a record through the API; anything but a 201 fails the test. */
  create(plural: string, name: string, body: Body, who?: TestTenant): Promise<Body & { id: number }>;
  /** A carrier integration on the stand-in, its secret an item of its own. */
  integration(
    type: CarrierType,
    opts?: { secret?: string; settings?: Body; active?: boolean; who?: TestTenant },
  ): Promise<Body & { id: number }>;
  /** Removes every integration of a company, so the next test chooses its own. */
  withoutCarriers(who?: TestTenant): Promise<void>;
  /** The company's only carrier account. */
  onlyCarrier(type: CarrierType, settings?: Body, who?: TestTenant): Promise<Body & { id: number }>;
  /** A new number in the area code, never handed out before in this file. */
  number(area?: string): string;
}

/**
 * What the carrier-facing HTTP tests share (phone numbers, data append,
 * make_call): the stand-in carriers' life cycle, API requests as a tenant,
 * and carrier integrations pointed at the stand-in.
 */
export function useCarrierKit(t: TestApp): CarrierKit {
  let carriers: FakeCarriers;
  let serial = 0;
  beforeAll(async () => {
    carriers = await startFakeCarriers();
  });
  afterAll(async () => {
    await carriers?.close();
  });
  beforeEach(() => {
    carriers.requests.length = 0;
    carriers.fail = null;
    carriers.texts.length = 0;
    carriers.redirects.length = 0;
  });

  const { api, create } = tenantApi(t);
  const integration: CarrierKit['integration'] = async (type, opts = {}) => {
    const who = opts.who ?? t.tenant;
    const n = ++serial;
    const secret = await create(
      'secret_items',
      'secret_item',
      { name: `${type}_key_${n}`, value: opts.secret ?? SECRETS[type] },
      who,
    );
    return create(
      'integrations',
      'integration',
      {
        name: `${type} ${n}`,
        integration_type: type,
        settings: { ...ACCOUNTS[type], api_base_url: carriers.origin, ...opts.settings },
        secret_item_ids: [secret.id],
        active: opts.active ?? true,
      },
      who,
    );
  };
  const withoutCarriers: CarrierKit['withoutCarriers'] = async (who = t.tenant) => {
    const list = (await api('GET', '/integrations?per_page=100', undefined, who)).json()
      .integrations as Body[];
    for (const i of list) await api('DELETE', `/integrations/${i.id}`, undefined, who);
  };
  return {
    get carriers() {
      return carriers;
    },
    api,
    create,
    integration,
    withoutCarriers,
    onlyCarrier: async (type, settings = {}, who = t.tenant) => {
      await withoutCarriers(who);
      return integration(type, { settings, who });
    },
    number: (area = '720') => `+1${area}555${String(++serial).padStart(4, '0')}`,
  };
}
