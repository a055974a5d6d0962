import { invalid, invalidParam, isLeadlineError } from '../errors/index.js';
import type { Leadline } from '../leadline.js';
import { UrlRefusedError } from '../net/url-guard.js';
import type { ResourceDefinition } from '../resources/define.js';
import type { ApiRecord } from '../resources/serialize.js';
import { type EngineDeps, ResourceService } from '../resources/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import type { SecretOwner } from './webhook-secrets.js';

/**
 * Save-time SSRF check (issue 17, 9): each named field that is given is
 * refused with a 422 naming it when it is not http(s) or points at a
 * private, loopback, link-local or metadata address the operator has not
 * allowed. Fetches check again at connect time.
 */
export async function checkUrlFields(
  leadline: Leadline,
  raw: Record<string, unknown>,
  fields: readonly string[],
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const value = raw[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    try {
      await leadline.urls.check(value.trim());
    } catch (error) {
      if (!(error instanceof UrlRefusedError)) throw error;
      errors[field] = [`is refused: ${error.reason}`];
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** A resource whose URL fields are checked before the generic engine writes them. */
export class UrlCheckedResource extends ResourceService {
  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    protected readonly leadline: Leadline,
    private readonly urlFields: readonly string[],
  ) {
    super(def, deps);
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    await checkUrlFields(this.leadline, raw, this.urlFields);
    return super.create(ctx, raw);
  }

  override async update(ctx: TenantContext, ref: string | number, raw: Record<string, unknown>, meta?: any) {
    await checkUrlFields(this.leadline, raw, this.urlFields);
    return super.update(ctx, ref, raw, meta);
  }
}

/** OAuth connections: URL checked, client_secret and access_token sealed before they are stored. */
export class OauthConnectionResource extends UrlCheckedResource {
  constructor(def: ResourceDefinition, deps: EngineDeps, leadline: Leadline) {
    super(def, deps, leadline, ['webhook_remote_url']);
  }

  private sealed(raw: Record<string, unknown>): Record<string, unknown> {
    const out = { ...raw };
    for (const k of ['client_secret', 'access_token']) {
      if (typeof out[k] === 'string' && out[k] !== '') out[k] = this.leadline.secrets.seal(out[k] as string);
    }
    return out;
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    return super.create(ctx, this.sealed(raw));
  }

  override async update(ctx: TenantContext, ref: string | number, raw: Record<string, unknown>, meta?: any) {
    return super.update(ctx, ref, this.sealed(raw), meta);
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
export class SignedEndpointResource extends UrlCheckedResource {
  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    leadline: Leadline,
    urlFields: readonly string[],
    private readonly owner: SecretOwner,
  ) {
    super(def, deps, leadline, urlFields);
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
    if (raw.outgoing_webhook_id === undefined || raw.outgoing_webhook_id === '') {
      throw invalidParam('outgoing_webhook_id', 'is required');
    }
    const hasLead = raw.lead_id !== undefined && raw.lead_id !== '' && raw.lead_id !== null;
    const hasCall = raw.call_id !== undefined && raw.call_id !== '' && raw.call_id !== null;
    if (hasLead === hasCall)
      throw invalidParam(hasLead ? 'call_id' : 'lead_id', 'give either lead_id or call_id');
    const kind = hasLead ? 'leads' : 'calls';
    const param = hasLead ? 'lead_id' : 'call_id';
    let subject: ApiRecord;
    try {
      subject = await this.leadline.resource(kind).show(ctx, String(raw[param]));
    } catch (error) {
      if (isLeadlineError(error) && error.code === 'not_found') throw invalidParam(param, 'does not exist');
      throw error;
    }
    const webhook = await this.leadline
      .resource('outgoing_webhooks')
      .show(ctx, String(raw.outgoing_webhook_id))
      .catch((error) => {
        if (isLeadlineError(error) && error.code === 'not_found')
          throw invalidParam('outgoing_webhook_id', 'does not exist');
        throw error;
      });
    const fire = await super.create(ctx, {
      ...raw,
      outgoing_webhook_id: webhook.id,
      [param]: subject.id,
    });
    const fireId = Number(fire.id);
    const db = this.leadline.database.db;
    await db
      .updateTable('webhook_manual_fires')
      .set({ name: webhook.name })
      .where('company_id', '=', ctx.company.id)
      .where('id', '=', fireId)
      .execute();
    const logIds = await this.leadline.webhooks.fireNow(
      ctx.company.id,
      Number(webhook.id),
      { kind, record: subject },
      fireId,
    );
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
}
