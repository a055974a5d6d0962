import type { Kysely } from 'kysely';
import type { NumberLookup } from '../carriers/carrier.js';
import type { CarrierAccount, CarrierAccounts } from '../carriers/carrier-accounts.js';
import { carrierFailure } from '../carriers/carrier-accounts.js';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { invalid } from '../errors/index.js';
import { parseEndpointParams } from '../kernel/endpoint-params.js';
import type { EndpointDefinition } from '../kernel/endpoints.js';
import type { SuppressionService } from '../suppression/suppression-service.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import { DATA_APPEND_TYPES } from './data-appends.resource.js';
import { chargeDataAppend } from './usage-charges.js';

export type DataAppendType = (typeof DATA_APPEND_TYPES)[number];

/** Where one value came from. */
export interface DataAppendSource {
  /** twilio, telnyx, plivo, or leadline (its own lists). */
  provider: string;
  integration_id: number | null;
  /** Answered from an earlier paid lookup within cache_seconds. */
  cached: boolean;
  /** This request paid for it. */
  charged: boolean;
  looked_up_at: string;
}

export interface DataAppendAnswer {
  caller_id: string;
  values: Partial<Record<DataAppendType, string | null>>;
  sources: Partial<Record<DataAppendType, DataAppendSource>>;
}

/** What a carrier lookup answers, and how it is billed: line type and network in one lookup, caller name in another. */
const CARRIER_TYPES = ['line_type', 'carrier', 'caller_name'] as const;
type CarrierType = (typeof CARRIER_TYPES)[number];
const isCarrierType = (t: string): t is CarrierType => (CARRIER_TYPES as readonly string[]).includes(t);
const BILLED_AS: Record<CarrierType, 'line_type' | 'caller_name'> = {
  line_type: 'line_type',
  carrier: 'line_type',
  caller_name: 'caller_name',
};
const BILLED_DESCRIPTION = { line_type: 'line type and carrier', caller_name: 'caller name' };

/** Default reuse of a paid result when no group says otherwise: 30 days, as a group's default. */
const DEFAULT_CACHE_SECONDS = 2_592_000;

export interface DataAppendDeps {
  db: Kysely<DB>;
  clock: Clock;
  carriers: CarrierAccounts;
  suppression: SuppressionService;
  endpoint: () => EndpointDefinition;
}

/**
 * POST /data_append (spec 4.2): data about one caller number, each type
 * usage-charged. Line type, carrier and caller name come from the company's
 * carrier integration (Twilio Lookup, Telnyx number lookup, Plivo lookup);
 * dnc_status from Leadline's own blacklist, opt-outs and suppression lists,
 * free. A paid result is kept (data_append_results) and reused for
 * `cache_seconds`; every paid lookup is added to the day's charge_rollups.
 * Types no reachable provider serves are refused by name, never made up.
 */
export class DataAppendService {
  constructor(private readonly deps: DataAppendDeps) {}

  async append(ctx: TenantContext, raw: Record<string, unknown>): Promise<DataAppendAnswer> {
    requireAccess(ctx.permissions, 'leads', 'write');
    const p = parseEndpointParams(this.deps.endpoint(), raw, {
      country: ctx.company.default_country,
      timeZone: ctx.company.time_zone,
    });
    const number = p.caller_id as string;
    const plan = await this.plan(ctx, p);
    const now = this.deps.clock.now();
    const answer: DataAppendAnswer = { caller_id: number, values: {}, sources: {} };

    if (plan.types.includes('dnc_status')) {
      // assess, not check: a lookup contacts nobody, so it leaves no dnc_check_logs row.
      const { verdict, block } = await this.deps.suppression.assess(ctx, {
        number,
        offerId: (p.offer_id as number | undefined) ?? null,
        scheduleId: (p.schedule_id as number | undefined) ?? null,
      });
      // In dnc_check_logs' words (company_blacklist, opt_out, offer_suppression…).
      answer.values.dnc_status = verdict.allowed ? 'clear' : (block?.reason ?? verdict.reason);
      answer.sources.dnc_status = source('leadline', null, false, false, now, ctx);
    }

    const wanted = plan.types.filter(isCarrierType);
    if (wanted.length === 0) return answer;
    const cached = await this.cached(ctx, number, wanted, now - plan.cacheSeconds * 1000);
    const fresh = wanted.filter((t) => !cached.has(t));
    for (const [type, row] of cached) {
      answer.values[type] = row.value;
      answer.sources[type] = source(row.provider, row.integrationId, true, false, row.at, ctx);
    }
    if (fresh.length === 0) return answer;

    const account = await this.account(ctx, plan.integrationId, fresh);
    let found: NumberLookup;
    try {
      found = await account.run((carrier) =>
        carrier.lookup(number, {
          lineType: fresh.some((t) => BILLED_AS[t] === 'line_type'),
          callerName: fresh.includes('caller_name'),
        }),
      );
    } catch (error) {
      throw carrierFailure(error, 'caller_id');
    }
    // What the lookup paid for is kept and charged together, or not at all.
    const billed = [...new Set(fresh.map((t) => BILLED_AS[t]))];
    const paid = fresh.flatMap((t) =>
      BILLED_AS[t] === 'line_type' ? ['line_type', 'carrier'] : [t],
    ) as CarrierType[];
    await this.deps.db.transaction().execute(async (trx) => {
      for (const type of [...new Set(paid)]) {
        await trx
          .insertInto('data_append_results')
          .values({
            company_id: ctx.company.id,
            number,
            data_type: type,
            value: found[type],
            provider: account.provider,
            integration_id: account.integrationId,
            created_at: now,
          })
          .execute();
      }
      for (const kind of billed) {
        await chargeDataAppend(trx, {
          companyId: ctx.company.id,
          description: `Data append: ${BILLED_DESCRIPTION[kind]}`,
          provider: account.provider,
          rate: rateOf(account.settings, kind),
          offerId: (p.offer_id as number | undefined) ?? null,
          at: now,
        });
      }
    });
    for (const type of fresh) {
      answer.values[type] = found[type];
      answer.sources[type] = source(account.provider, account.integrationId, false, true, now, ctx);
    }
    return answer;
  }

  /** The types to answer (from `data_types` or a group's active appends), the cache window and the account. */
  private async plan(ctx: TenantContext, p: Record<string, unknown>) {
    let types = (p.data_types as string[] | undefined) ?? [];
    let cacheSeconds = p.cache_seconds as number | undefined;
    let integrationId = p.integration_id as number | undefined;
    if (p.data_append_group_id !== undefined) {
      const scope = new TenantScope(this.deps.db, ctx.company.id);
      const group = await scope
        .selectFrom('data_append_groups')
        .select(['id', 'active', 'cache_seconds', 'integration_id'])
        .where('id', '=', p.data_append_group_id as number)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!group) throw invalid({ data_append_group_id: ['must reference an existing data append group'] });
      if (!decodeValue('boolean', group.active)) throw invalid({ data_append_group_id: ['is inactive'] });
      const appends = await scope
        .selectFrom('data_appends')
        .select(['data_type', 'active'])
        .where('data_append_group_id', '=', group.id)
        .where('deleted_at', 'is', null)
        .orderBy('sortable_order')
        .orderBy('id')
        .execute();
      types = [
        ...types,
        ...appends.filter((a) => decodeValue('boolean', a.active)).map((a) => String(a.data_type)),
      ];
      cacheSeconds ??= group.cache_seconds === null ? undefined : group.cache_seconds;
      integrationId ??= group.integration_id === null ? undefined : group.integration_id;
      if (types.length === 0) {
        throw invalid({ data_append_group_id: ['has no active data appends: add some to look anything up'] });
      }
    }
    if (types.length === 0) {
      throw invalid({ data_types: ['is required (or give data_append_group_id)'] });
    }
    const unknown = types.filter((t) => !(DATA_APPEND_TYPES as readonly string[]).includes(t));
    if (unknown.length) {
      throw invalid({ data_types: [`${unknown.join(', ')}: must be among ${DATA_APPEND_TYPES.join(', ')}`] });
    }
    const unserved = types.filter((t) => t !== 'dnc_status' && !isCarrierType(t));
    if (unserved.length) {
      throw invalid({
        data_types: [
          `${[...new Set(unserved)].join(', ')}: no data provider Leadline reaches serves these; ` +
            'caller_name, line_type and carrier come from the carrier integration, dnc_status from your own lists',
        ],
      });
    }
    return {
      types: [...new Set(types)] as DataAppendType[],
      cacheSeconds: cacheSeconds ?? DEFAULT_CACHE_SECONDS,
      integrationId,
    };
  }

  /** The latest paid result of each type still within the window. */
  private async cached(ctx: TenantContext, number: string, types: CarrierType[], since: number) {
    const rows = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('data_append_results')
      .select(['data_type', 'value', 'provider', 'integration_id', 'created_at'])
      .where('number', '=', number)
      .where('data_type', 'in', types)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const out = new Map<
      CarrierType,
      { value: string | null; provider: string; integrationId: number | null; at: number }
    >();
    for (const r of rows) {
      const type = r.data_type as CarrierType;
      if (out.has(type)) continue;
      out.set(type, {
        value: r.value === null ? null : r.value,
        provider: r.provider,
        integrationId: r.integration_id === null ? null : r.integration_id,
        at: r.created_at,
      });
    }
    return out;
  }

  private async account(ctx: TenantContext, integrationId: number | undefined, types: CarrierType[]) {
    const account: CarrierAccount | null = await this.deps.carriers.choose(ctx, { integrationId });
    if (!account) {
      throw invalid({
        data_types: [`${types.join(', ')}: needs a carrier integration (twilio, telnyx or plivo) to look up`],
      });
    }
    if (types.includes('caller_name') && !account.looksUpCallerNames) {
      throw invalid({ data_types: [`caller_name: ${account.provider} lookups do not answer caller names`] });
    }
    return account;
  }
}

function source(
  provider: string,
  integrationId: number | null,
  cached: boolean,
  charged: boolean,
  at: number,
  ctx: TenantContext,
): DataAppendSource {
  return {
    provider,
    integration_id: integrationId,
    cached,
    charged,
    looked_up_at: formatTime(at, ctx.company.time_zone) as string,
  };
}

/** The integration's price of one lookup (`settings.data_append_rates`), else 0: usage is counted either way. */
function rateOf(settings: Record<string, unknown>, kind: 'line_type' | 'caller_name'): number {
  const rates = settings.data_append_rates;
  const v =
    rates && typeof rates === 'object' ? Number((rates as Record<string, unknown>)[kind]) : Number.NaN;
  return Number.isFinite(v) && v >= 0 ? v : 0;
}
