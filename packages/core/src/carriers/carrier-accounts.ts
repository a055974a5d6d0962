import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { invalid, LeadlineError } from '../errors/index.js';
import { integrationSecret } from '../integrations/integration-secret.js';
import type { UrlGuard } from '../net/url-guard.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { type Carrier, type CarrierCredentials, CarrierError } from './carrier.js';
import { stringSetting } from './carrier-settings.js';
import { CARRIER_PROVIDERS, type CarrierProvider, dialectOf, isCarrierProvider } from './dialects.js';

export { stringSetting } from './carrier-settings.js';
export { CARRIER_PROVIDERS, type CarrierProvider, isCarrierProvider } from './dialects.js';

/** A company's carrier integration, ready to call. `run` keeps the integration's status current. */
export interface CarrierAccount {
  integrationId: number;
  provider: CarrierProvider;
  /** The integration's settings (rates a lookup is charged at, `data_append_rates`). */
  settings: Record<string, unknown>;
  /** Whether the carrier's lookup answers caller names. */
  looksUpCallerNames: boolean;
  run<T>(work: (carrier: Carrier) => Promise<T>): Promise<T>;
}

/** How the request named the account: `integration_id`, else `provider`. */
export interface AccountChoice {
  integrationId?: number | null;
  provider?: string | null;
}

interface IntegrationRow {
  id: number;
  integration_type: string;
  settings: unknown;
  active: unknown;
}

/**
 * Carrier accounts are integrations (integration_type twilio, telnyx or
 * plivo): the account id and an optional `api_base_url` in `settings`, the
 * auth token or API key in the integration's first secret item. Every call
 * records its outcome on the integration (status, last_error,
 * last_checked_at), so a revoked token shows there.
 */
export class CarrierAccounts {
  constructor(private readonly deps: { db: Kysely<DB>; clock: Clock; urls: UrlGuard; secrets: SecretBox }) {}

  /**
   * The account a request means: the integration it names, else the
   * company's one active integration of the provider (or of any carrier, when
   * no provider is named). Null when the company has none.
   */
  async choose(ctx: TenantContext, choice: AccountChoice): Promise<CarrierAccount | null> {
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const columns = ['id', 'integration_type', 'settings', 'active'] as const;
    if (choice.integrationId != null) {
      const row = (await scope
        .selectFrom('integrations')
        .select([...columns])
        .where('id', '=', choice.integrationId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()) as IntegrationRow | undefined;
      if (!row) throw invalid({ integration_id: ['must reference an existing integration'] });
      if (!isCarrierProvider(row.integration_type)) {
        throw invalid({
          integration_id: [
            `is a ${row.integration_type} integration, not a carrier (${CARRIER_PROVIDERS.join(', ')})`,
          ],
        });
      }
      if (choice.provider && choice.provider !== row.integration_type) {
        throw invalid({
          provider: [`does not match integration ${row.id}, a ${row.integration_type} account`],
        });
      }
      if (!truthy(row.active)) throw invalid({ integration_id: ['is inactive'] });
      return this.open(ctx, row);
    }
    const types = choice.provider ? [choice.provider] : [...CARRIER_PROVIDERS];
    const rows = (await scope
      .selectFrom('integrations')
      .select([...columns])
      .where('integration_type', 'in', types)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute()) as IntegrationRow[];
    const active = rows.filter((r) => truthy(r.active));
    if (active.length === 0) return null;
    if (active.length > 1) {
      throw invalid({
        integration_id: [
          `is required: the company has ${active.length} active ${choice.provider ?? 'carrier'} integrations (${active.map((r) => r.id).join(', ')})`,
        ],
      });
    }
    return this.open(ctx, active[0]!);
  }

  private async open(ctx: TenantContext, row: IntegrationRow): Promise<CarrierAccount> {
    const provider = row.integration_type as CarrierProvider;
    const integrationId = row.id;
    const settings = settingsOf(row.settings);
    const carrier = await this.carrier(ctx, integrationId, provider, settings);
    return {
      integrationId,
      provider,
      settings,
      looksUpCallerNames: carrier.looksUpCallerNames,
      run: async (work) => {
        try {
          const result = await work(carrier);
          await this.record(ctx, integrationId, 'connected', null);
          return result;
        } catch (error) {
          if (error instanceof CarrierError) {
            // The account answered (a number already taken is not a broken connection) unless it refused the credentials.
            const broken = error.status === undefined || error.status === 401 || error.status === 403;
            await this.record(ctx, integrationId, broken ? 'failed' : 'connected', error.message);
          }
          throw error;
        }
      },
    };
  }

  private async carrier(
    ctx: TenantContext,
    integrationId: number,
    provider: CarrierProvider,
    settings: Record<string, unknown>,
  ): Promise<Carrier> {
    const dialect = dialectOf(provider);
    const accountKey = dialect.accountSetting;
    const accountId = accountKey ? stringSetting(settings, accountKey) : null;
    if (accountKey && !accountId) {
      throw invalid({
        integration_id: [`has no ${accountKey} in its settings (a ${provider} account needs one)`],
      });
    }
    const secret = await integrationSecret(this.deps.db, ctx.company.id, integrationId, this.deps.secrets);
    if (!secret) {
      throw invalid({
        integration_id: [
          `has no secret item: add the ${provider} ${accountKey ? 'auth token' : 'API key'} as one`,
        ],
      });
    }
    const baseUrl = stringSetting(settings, 'api_base_url') ?? dialect.baseUrl;
    const lookupBaseUrl = stringSetting(settings, 'lookup_base_url') ?? dialect.lookupBaseUrl;
    const credentials: CarrierCredentials = {
      accountId,
      secret,
      baseUrl,
      lookupBaseUrl,
      guard: this.deps.urls,
    };
    return dialect.account(credentials);
  }

  private async record(ctx: TenantContext, id: number, status: 'connected' | 'failed', error: string | null) {
    const now = this.deps.clock.now();
    await new TenantScope(this.deps.db, ctx.company.id)
      .updateTable('integrations')
      .set({ status, last_error: error, last_checked_at: now, ...engineChangeStamps(now) })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * A CarrierError as the API answers it: credentials the carrier refused are
 * the integration's fault (422 naming `integration_id`), another refusal is
 * the request's (422 naming `param`), and a carrier that failed or could not
 * be reached is a 502.
 */
export function carrierFailure(error: unknown, param: string): unknown {
  if (!(error instanceof CarrierError)) return error;
  if (error.status === 401 || error.status === 403) {
    return invalid({ integration_id: [`was refused by ${error.provider}: ${error.message}`] });
  }
  if (error.status !== undefined && error.status >= 400 && error.status < 500) {
    return invalid({ [param]: [error.message] });
  }
  return new LeadlineError('bad_gateway', error.message);
}

function settingsOf(v: unknown): Record<string, unknown> {
  if (typeof v === 'string') {
    try {
      return settingsOf(JSON.parse(v));
    } catch {
      return {};
    }
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 't' || v === 'true';
