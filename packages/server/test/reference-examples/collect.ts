import {
  CATALOG,
  genericRoutes,
  type Leadline,
  type ResourceDefinition,
  type RouteKind,
  systemContext,
  writableFields,
} from '@leadline/core';
import { createTestLeadline, createTestTenant, type TestTenant } from '@leadline/core/testing';
import type { ReferenceExample, ReferenceExamples } from '../../src/docs/examples.js';
import { buildServer } from '../../src/index.js';
import { Seeder, sampleValue } from '../conformance/samples.js';
import { LOCAL_STAND_INS } from '../helpers.js';
import { PUBLIC_URL } from '../inbound-kit.js';
import { recordThirdParties } from './third-parties.js';

type App = Awaited<ReturnType<typeof buildServer>>;
type Request = ReferenceExample['request'];

/**
 * Runs one example request of every operation, generic or hand-written, against
 * a real server on an empty database with one company, and keeps each answer as
 * the server gave it. Those that need a carrier or a webhook receiver run first
 * against the HTTP tests' stand-ins (third-parties.ts), so the list-only
 * resources show what those flows wrote. The reference shows them (src/docs/generated/reference-examples.json);
 * reference-examples.test.ts writes that file and holds it to what the server
 * answers today.
 */
export async function collectExamples(): Promise<{ examples: ReferenceExamples; failures: string[] }> {
  // The stand-in carrier and webhook receiver listen on loopback.
  const leadline = await createTestLeadline({ allowPrivateUrls: LOCAL_STAND_INS });
  const app = await buildServer({ leadline, rateLimit: false, publicUrl: PUBLIC_URL });
  try {
    const tenant = await createTestTenant(leadline, 'Acme Leads');
    const run = new Runner(app, leadline, tenant);
    await recordThirdParties(run);
    for (const def of CATALOG) await run.resource(def);
    await run.endpoints();
    return { examples: run.examples, failures: run.failures };
  } finally {
    await app.close();
    await leadline.close();
  }
}

export class Runner {
  readonly examples: ReferenceExamples = {};
  readonly failures: string[] = [];
  readonly seeder: Seeder;
  /** Records a flow made through a stand-in: the one the examples show, and one to delete. */
  readonly madeByFlow = new Map<string, { shown: number; doomed: number }>();
  /** Records made by example creates, to number their names. */
  private made = 0;

  constructor(
    private readonly app: App,
    readonly leadline: Leadline,
    readonly tenant: TestTenant,
  ) {
    this.seeder = new Seeder(leadline, tenant.company);
  }

  /** Sends the request; keeps the answer under `key` when it succeeds, else notes the failure. */
  async record(key: string | null, request: Request, { quiet = false } = {}): Promise<unknown> {
    const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
    const res = await this.app.inject({
      method: request.method as 'GET',
      url: `/api/v1${request.path}${query}`,
      headers: {
        ...(request.public ? {} : { authorization: this.tenant.authorization }),
        ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...request.headers,
      },
      ...(request.body && request.form
        ? { payload: new URLSearchParams(request.body as Record<string, string>).toString() }
        : request.body
          ? { payload: request.body as Record<string, unknown> }
          : {}),
    });
    const json = (res.headers['content-type'] ?? '').toString().includes('json');
    const body = json ? res.json() : res.body;
    if (res.statusCode >= 300) {
      if (quiet) return undefined;
      this.failures.push(`${key}: ${request.method} ${request.path} answered ${res.statusCode} ${res.body}`);
      return undefined;
    }
    // A null key is a step towards an example (a record it needs), not an example.
    if (key) this.examples[key] = { request, response: { status: res.statusCode, body } };
    return body;
  }

  async resource(def: ResourceDefinition): Promise<void> {
    const kinds = new Set<RouteKind>(genericRoutes(def).map((r) => r.kind));
    const key = (kind: RouteKind) => `${def.plural}.${kind}`;
    let id: number | undefined;
    let record: Record<string, unknown> | undefined;
    // A resource whose create needs a stand-in (number orders buy at the carrier) was made by its flow.
    const byFlow = this.madeByFlow.get(def.plural);
    if (byFlow) {
      id = byFlow.shown;
      this.seeder.adopt(def.plural, id);
    }
    if (kinds.has('create') && !byFlow) {
      const created = (await this.create(key('create'), def, `/${def.plural}`)) as
        | Record<string, Record<string, unknown>>
        | undefined;
      record = created?.[def.name];
      id = record ? Number(record.id) : undefined;
      // The records other examples name are this one, as a person wrote it, not a seeded one.
      if (id !== undefined) this.seeder.adopt(def.plural, id);
      if (kinds.has('create_at_id')) {
        await this.create(key('create_at_id'), def, `/${def.plural}/0`);
      }
    }
    id ??= (await this.madeByRealFlow(def)) ?? (await this.seeder.idOf(def.plural));
    if (kinds.has('list')) {
      await this.record(key('list'), { method: 'GET', path: `/${def.plural}`, query: { per_page: '1' } });
    }
    if (kinds.has('show')) {
      const shown = (await this.record(key('show'), { method: 'GET', path: `/${def.plural}/${id}` })) as
        | Record<string, Record<string, unknown>>
        | undefined;
      record ??= shown?.[def.name];
    }
    for (const field of def.findBy) {
      if (!kinds.has('show_by') || record?.[field] == null) continue;
      await this.record(key('show_by'), {
        method: 'GET',
        path: `/${def.plural}/${encodeURIComponent(String(record[field]))}/by_${field}`,
      });
    }
    if (kinds.has('build')) await this.record(key('build'), { method: 'GET', path: `/${def.plural}/new` });
    if (kinds.has('update')) {
      await this.record(key('update'), {
        method: 'PUT',
        path: `/${def.plural}/${id}`,
        body: updateBody(def),
      });
    }
    if (kinds.has('destroy')) {
      // A record of its own, so the one above stays for the endpoints that name it; made as a person would.
      const made = byFlow
        ? { [def.name]: { id: byFlow.doomed } }
        : kinds.has('create')
          ? ((await this.create(null, def, `/${def.plural}`)) as
              | Record<string, Record<string, unknown>>
              | undefined)
          : undefined;
      const doomed = made?.[def.name] ? Number(made[def.name]!.id) : await this.seeder.seed(def);
      await this.record(key('destroy'), { method: 'DELETE', path: `/${def.plural}/${doomed}` });
    }
  }

  /**
   * A record of a list-only resource (calls, call events, webhook logs…) that the
   * flows run before (recordThirdParties, lead posts) really wrote, so its list and
   * show show what the server writes; the seeder's placeholders only where no flow
   * of the recorder makes one.
   */
  private async madeByRealFlow(def: ResourceDefinition): Promise<number | undefined> {
    if (def.operations.includes('create')) return undefined;
    const ctx = systemContext(this.tenant.company);
    const first = (await this.leadline.resource(def.plural).list(ctx, { per_page: 1 })).records[0];
    if (!first) return undefined;
    this.seeder.adopt(def.plural, Number(first.id));
    return Number(first.id);
  }

  /**
   * Creates a record as a person would: the required fields, those the declaration
   * gives an example of and the alternate keys a record is found by; with every
   * field it can fill when the short body is not enough (fields required together).
   */
  private async create(key: string | null, def: ResourceDefinition, path: string): Promise<unknown> {
    const full = readable(def, await this.seeder.createBody(def), ++this.made);
    const specs = new Map(writableFields(def, 'create'));
    const short: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(full)) {
      const spec = specs.get(name);
      if (!spec || spec.create === 'required' || spec.example !== undefined || def.findBy.includes(name))
        short[name] = value;
    }
    return (
      (await this.record(key, { method: 'POST', path, body: short }, { quiet: true })) ??
      (await this.record(key, { method: 'POST', path, body: full }))
    );
  }

  /** The hand-written endpoints that need nothing outside Leadline. */
  async endpoints(): Promise<void> {
    const ctx = systemContext(this.tenant.company);
    const offer = await this.leadline.resource('offers').show(ctx, await this.seeder.idOf('offers'));
    const token = String(offer.lead_token);
    await this.record('me.show', { method: 'GET', path: '/me' });
    await this.record('collections.list', { method: 'GET', path: '/collections' });
    await this.record('collections.show', { method: 'GET', path: '/collections/error_code' });
    await this.record('leads.submit', {
      method: 'POST',
      path: '/leads',
      public: true,
      body: { lead_token: token, caller_id: '+17205550142', first_name: 'Ada', last_name: 'Lovelace' },
    });
    await this.record('leads.create_or_update', {
      method: 'POST',
      path: '/leads/create_or_update',
      public: true,
      body: { lead_token: token, caller_id: '+17205550142', email: 'ada@example.com' },
    });
    await this.record('leads.batch', {
      method: 'POST',
      path: '/leads/batch',
      public: true,
      body: {
        leads: [
          { lead_token: token, caller_id: '+17205550143', first_name: 'Grace' },
          { lead_token: token, caller_id: 'not a number' },
        ],
      },
    });
    const lead = (await this.leadline.resource('leads').list(ctx, { per_page: 1 })).records[0]!;
    await this.record('leads.reports', { method: 'GET', path: '/leads/reports' });
    await this.record('leads.by_caller_number', {
      method: 'GET',
      path: `/leads/${token}/${encodeURIComponent('+17205550142')}/by_caller_number`,
    });
    await this.record('leads.buyer_is_available', {
      method: 'GET',
      path: `/leads/${lead.id}/buyer_is_available`,
    });
    await this.record('leads.caller_opt_out', {
      method: 'PUT',
      path: `/leads/${encodeURIComponent('+17205550143')}/caller_opt_out`,
    });
    await this.record('contacts.suppression_list', { method: 'GET', path: '/contacts/suppression_list' });
    await this.record('contacts.caller_block', {
      method: 'POST',
      path: `/contacts/${encodeURIComponent('+17205550199')}/caller_block`,
    });
    await this.record('contacts.caller_unblock', {
      method: 'POST',
      path: `/contacts/${encodeURIComponent('+17205550199')}/caller_unblock`,
    });
    const list = await this.seeder.idOf('buyer_suppressions');
    await this.record('buyer_suppressions.caller_block', {
      method: 'POST',
      path: `/buyer_suppressions/${list}/caller_block`,
      body: { caller_ids: ['+17205550177', '+17205550178'] },
    });
    await this.record('buyer_suppressions.caller_unblock', {
      method: 'POST',
      path: `/buyer_suppressions/${list}/caller_unblock`,
      body: { caller_ids: ['+17205550178'] },
    });
    await this.record('calls.reports', { method: 'GET', path: '/calls/reports' });
    await this.record('calls.live_calls', { method: 'GET', path: '/calls/live_calls' });
    await this.record('calls.stats', {
      method: 'GET',
      path: '/calls/stats',
      query: { group_by: 'offer', stat: 'count' },
    });
    await this.record('datasets.list', { method: 'GET', path: '/datasets' });
    await this.record('events.list', { method: 'GET', path: '/events', query: { per_page: '1' } });
    await this.record('events.types', { method: 'GET', path: '/events/types' });
    await this.record('leads.capture', {
      method: 'POST',
      path: '/leads/capture',
      public: true,
      body: { lead_token: token, caller_id: '+17205550144', first_name: 'Katherine' },
    });
    await this.record('leads.caller_remove', {
      method: 'POST',
      path: `/leads/${encodeURIComponent('+17205550144')}/caller_remove`,
    });
    await this.record('datasets.calls', { method: 'GET', path: '/datasets/calls/count' });
    await this.record('datasets.leads', { method: 'GET', path: '/datasets/leads/count' });
    await this.record('datasets.billing', {
      method: 'GET',
      path: '/datasets/billing',
      query: { stat: 'amount' },
    });
    await this.record('datasets.number_impressions', {
      method: 'GET',
      path: '/datasets/number_impressions',
      query: { stat: 'count' },
    });
    const webhook = await this.seeder.idOf('outgoing_webhooks');
    await this.record('outgoing_webhooks.rotate_secret', {
      method: 'POST',
      path: `/outgoing_webhooks/${webhook}/rotate_secret`,
    });
    const subscription = await this.seeder.idOf('subscriptions');
    await this.record('subscriptions.rotate_secret', {
      method: 'POST',
      path: `/subscriptions/${subscription}/rotate_secret`,
    });
    const call = await this.leadline.resource('calls').show(ctx, await this.seeder.idOf('calls'));
    await this.record('calls.by_caller_number', {
      method: 'GET',
      path: `/calls/${encodeURIComponent(String(call.caller_number ?? call.caller_id))}/by_caller_number`,
    });
    const contact = await this.seeder.idOf('contacts');
    await this.record('contacts.hang_up_calls', { method: 'DELETE', path: `/contacts/${contact}/calls` });
    await this.record('integrations.update_object', {
      method: 'PUT',
      path: `/integrations/objects/${await this.seeder.idOf('integration_objects')}`,
      body: { status: 'accepted', external_id: 'crm-123', data: { crm_stage: 'new' } },
    });
    await this.record('leads.destroy_by_id', { method: 'DELETE', path: `/leads/${lead.id}/id` });
  }
}

/** One plain field changed, as an update usually is; `external_record_id` where there is none. */
function updateBody(def: ResourceDefinition): Record<string, unknown> {
  const editable = writableFields(def, 'update').find(
    ([, s]) =>
      ['string', 'text', 'integer', 'boolean'].includes(s.type) &&
      !s.pattern &&
      !s.unique &&
      !s.secret &&
      !s.hidden &&
      s.update !== 'no',
  );
  if (!editable) return { external_record_id: 'crm-42' };
  const [name, spec] = editable;
  return readable(def, { [name]: sampleValue(name, spec) }, 'renamed');
}

/**
 * The seeder's placeholder texts (`sample_name_12`) as a person would write
 * them (`Buyer fleet 12`), where the field takes any text.
 */
function readable(def: ResourceDefinition, body: Record<string, unknown>, n: number | string) {
  const out = { ...body };
  for (const [name, value] of Object.entries(body)) {
    const spec = def.fields[name];
    if (typeof value !== 'string' || !/^sample_/.test(value) || !spec || spec.pattern) continue;
    if (!['string', 'text'].includes(spec.type)) continue;
    const words =
      name === 'name' ? def.title : name.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
    out[name] = typeof n === 'number' ? `${words} ${n}` : `${words} (${n})`;
  }
  return out;
}
