import type { Database } from '../db/dialects/types.js';
import { invalid, invalidParam, isLeadlineError } from '../errors/index.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { RecordLinks } from '../kernel/links.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService } from '../kernel/service.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import { subscriptionRules, webhookRules } from './endpoint-rules.js';
import { type AuthorizationStart, OauthAuthorization } from './oauth-authorization.js';
import type { WebhookEngine } from './webhook-engine.js';
import type { SecretOwner } from './webhook-secrets.js';

/** What the webhook resources use of Leadline: the engine, its database, links and secrets. */
export interface WebhookResourceServices {
  database: Database;
  webhooks: WebhookEngine;
  links: RecordLinks;
  secrets: SecretBox;
  resource(plural: string): ResourceService;
}

type Leadline = WebhookResourceServices;

/**
 * A resource whose input is held to more rules than its declaration says (filter shapes) before
 * the generic engine writes it. Its URLs are declared `.fetchedUrl()` and checked by the engine.
 */
export class RuledResource extends ResourceService {
  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    protected readonly leadline: Leadline,
    /** More rules on the input than the declaration says (filter shapes). */
    private readonly rules: (raw: Record<string, unknown>) => Record<string, string[]> = () => ({}),
  ) {
    super(def, deps);
  }

  private async check(raw: Record<string, unknown>) {
    const errors = this.rules(raw);
    if (Object.keys(errors).length) throw invalid(errors);
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    await this.check(raw);
    return super.create(ctx, raw);
  }

  override async update(ctx: TenantContext, ref: string | number, raw: Record<string, unknown>, meta?: any) {
    await this.check(raw);
    return super.update(ctx, ref, raw, meta);
  }
}

/** OAuth connections: client_secret and access_token sealed before they are stored. */
export class OauthConnectionResource extends RuledResource {
  private readonly authorization: OauthAuthorization;

  constructor(def: ResourceDefinition, deps: EngineDeps, leadline: Leadline) {
    super(def, deps, leadline);
    this.authorization = new OauthAuthorization({
      db: deps.db,
      clock: deps.clock,
      tokens: leadline.webhooks.oauth,
    });
  }

  private sealSecrets(raw: Record<string, unknown>): Record<string, unknown> {
    const out = { ...raw };
    for (const k of ['client_secret', 'access_token']) {
      if (typeof out[k] === 'string' && out[k] !== '') out[k] = this.leadline.secrets.seal(out[k] as string);
    }
    return out;
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    return super.create(ctx, this.sealSecrets(raw));
  }

  override async update(ctx: TenantContext, ref: string | number, raw: Record<string, unknown>, meta?: any) {
    return super.update(ctx, ref, this.sealSecrets(raw), meta);
  }

  /** POST /oauth_connections/:id/authorize: `redirectUri` is the public callback under the server's URL. */
  async authorize(
    ctx: TenantContext,
    ref: string | number,
    input: Record<string, unknown>,
    redirectUri: string,
  ): Promise<Omit<AuthorizationStart, 'expires_at'> & { expires_at: string }> {
    requireAccess(ctx.permissions, this.def.family, 'write');
    const row = await this.findRow(ctx, ref, ['id']);
    const start = await this.authorization.start(ctx.company.id, Number(row.id), {
      ...input,
      redirect_uri: redirectUri,
    });
    // An API time, as the callback's expires_at and every record's times are written.
    return { ...start, expires_at: formatTime(start.expires_at, 'UTC') ?? '' };
  }

  /** GET /oauth_connections/callback: public; answers the connection authorized. */
  async callback(input: Record<string, unknown>) {
    const { companyId, connectionId } = await this.authorization.complete(input);
    const row = await new TenantScope(this.leadline.database.db, companyId)
      .selectFrom('oauth_connections')
      .select(['uuid', 'name', 'fetched_at', 'expires_at'])
      .where('id', '=', connectionId)
      .executeTakeFirstOrThrow();
    const time = (v: unknown) => (v === null || v === undefined ? null : formatTime(Number(v), 'UTC'));
    return {
      uuid: row.uuid,
      name: (row.name as string | null) ?? null,
      fetched_at: time(row.fetched_at),
      expires_at: time(row.expires_at),
    };
  }

  /** POST /oauth_connections/:id/refresh */
  async refresh(ctx: TenantContext, ref: string | number): Promise<ApiRecord> {
    requireAccess(ctx.permissions, this.def.family, 'write');
    const row = await this.findRow(ctx, ref, ['id']);
    await this.leadline.webhooks.oauth.accessToken(ctx.company.id, Number(row.id), true);
    return this.show(ctx, Number(row.id));
  }
}

/**
 * Outgoing webhooks and subscriptions: a Standard Webhooks signing secret is
 * generated with the record and shown in clear in the create answer (and
 * after a rotation) only.
 */
export class SignedEndpointResource extends RuledResource {
  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    leadline: Leadline,
    private readonly owner: SecretOwner,
  ) {
    super(def, deps, leadline, owner === 'subscriptions' ? subscriptionRules : webhookRules);
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    const record = await super.create(ctx, raw);
    const secret = await this.leadline.database.db
      .transaction()
      .execute((trx) =>
        this.leadline.webhooks.secrets.rotate(trx, ctx.company.id, this.owner, Number(record.id), 0),
      );
    return { ...record, signing_secret: secret };
  }

  /** A new secret; the old one signs beside it for a day. Answers the record with the new secret in clear. */
  async rotateSecret(ctx: TenantContext, ref: string | number): Promise<ApiRecord> {
    requireAccess(ctx.permissions, this.def.family, 'write');
    const row = await this.findRow(ctx, ref, ['id']);
    const id = Number(row.id);
    const secret = await this.leadline.database.db
      .transaction()
      .execute((trx) => this.leadline.webhooks.secrets.rotate(trx, ctx.company.id, this.owner, id));
    return { ...(await this.show(ctx, id)), signing_secret: secret };
  }
}

/**
 * webhook_manual_fires: creating one fires its webhook now against the lead
 * or call given and keeps the ids of the attempts' logs.
 */
export class ManualFireResource extends ResourceService {
  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    private readonly leadline: Leadline,
  ) {
    super(def, deps);
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    requireAccess(ctx.permissions, this.def.family, 'write');
    const given = (k: string) => raw[k] !== undefined && raw[k] !== '' && raw[k] !== null;
    const errors: Record<string, string[]> = {};
    for (const k of ['outgoing_webhook_id', 'buyer_conversion_id', 'lead_id', 'call_id']) {
      if (given(k) && !/^\d+$/.test(String(raw[k]).trim())) errors[k] = ['Must be a number.'];
    }
    const byConversion = given('buyer_conversion_id') && !given('outgoing_webhook_id');
    if (!given('outgoing_webhook_id') && !byConversion) {
      errors.outgoing_webhook_id ??= ['is required (or buyer_conversion_id with a call_id)'];
    }
    const hasLead = given('lead_id');
    const hasCall = given('call_id');
    if (hasLead === hasCall) {
      errors[hasLead ? 'call_id' : 'lead_id'] ??= ['give either lead_id or call_id'];
    } else if (byConversion && !hasCall) errors.call_id ??= ['a buyer conversion fires for a call'];
    if (Object.keys(errors).length) throw invalid(errors);
    const kind = hasLead ? 'leads' : 'calls';
    const param = hasLead ? 'lead_id' : 'call_id';
    const subject = await this.own(ctx, kind, param, raw[param]);
    const owner = byConversion
      ? await this.own(ctx, 'buyer_conversions', 'buyer_conversion_id', raw.buyer_conversion_id)
      : await this.own(ctx, 'outgoing_webhooks', 'outgoing_webhook_id', raw.outgoing_webhook_id);
    const fire = await super.create(ctx, {
      ...raw,
      [byConversion ? 'buyer_conversion_id' : 'outgoing_webhook_id']: owner.id,
      [param]: subject.id,
    });
    const fireId = Number(fire.id);
    const db = this.leadline.database.db;
    await new TenantScope(db, ctx.company.id)
      .updateTable('webhook_manual_fires')
      .set({ name: owner.name ?? null })
      .where('id', '=', fireId)
      .execute();
    const webhooks = this.leadline.webhooks;
    const logIds = byConversion
      ? [
          (
            await webhooks.conversions.decide(
              ctx.company.id,
              Number(owner.id),
              subject,
              await webhooks.tokensOf(ctx.company.id, 'calls', subject),
            )
          ).logId,
        ]
      : await webhooks.fireNow(ctx.company.id, Number(owner.id), { kind, record: subject }, fireId);
    if (byConversion) {
      await new TenantScope(db, ctx.company.id)
        .updateTable('webhook_logs')
        .set({ webhook_manual_fire_id: fireId })
        .where('id', 'in', logIds)
        .execute();
    }
    await this.leadline.links.add(
      db,
      ctx.company.id,
      'webhook_manual_fires',
      fireId,
      'webhook_log_ids',
      logIds,
    );
    return this.show(ctx, fireId);
  }

  /** A record of the company named by a parameter, or a 422 naming it. */
  private async own(ctx: TenantContext, plural: string, param: string, ref: unknown): Promise<ApiRecord> {
    try {
      return await this.leadline.resource(plural).show(ctx, String(ref));
    } catch (error) {
      if (isLeadlineError(error) && error.code === 'not_found') throw invalidParam(param, 'does not exist');
      throw error;
    }
  }
}
