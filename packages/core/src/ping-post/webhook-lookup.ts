import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { LeadlineError } from '../errors/index.js';
import { defaultOf } from '../kernel/fields.js';
import type { Company, CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { inboundWebhooks } from '../webhooks/inbound-webhooks.resource.js';

/** An inbound webhook as ping and post read it. */
export interface InboundWebhook {
  id: number;
  name: string;
  offer_id: number;
  traffic_source_id: number | null;
  active: boolean;
  post_only: boolean;
  tracking_mode: 'ring_pool' | 'static_caller_number';
  ring_pool_id: number | null;
  static_number: string | null;
  ping_buyer_fields: string[];
  minimum_bid: number | null;
  ping_expires_seconds: number;
  number_hold_seconds: number;
  ping_limit_per_minute: number | null;
  require_auth_token: boolean;
}

const COLUMNS = [
  'id',
  'company_id',
  'name',
  'offer_id',
  'traffic_source_id',
  'active',
  'post_only',
  'tracking_mode',
  'ring_pool_id',
  'static_number',
  'ping_buyer_fields',
  'minimum_bid',
  'ping_expires_seconds',
  'number_hold_seconds',
  'ping_limit_per_minute',
  'require_auth_token',
] as const;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
/** A setting cleared to null behaves as its declared default. */
const declared = <T>(field: string) => defaultOf(inboundWebhooks.fields[field]!) as T;

/**
 * Finds the webhook a ping or post names by its vanity_uri. vanity_uri is
 * unique per company, so the company comes from the request's credentials,
 * else its host's subdomain, else from the vanity_uri itself when only one
 * company uses it.
 */
export async function findWebhook(
  deps: { db: Kysely<DB>; companies: CompanyService },
  vanityUri: string,
  from: { tenant?: TenantContext; subdomain?: string; companyRef?: string },
): Promise<{ company: Company; webhook: InboundWebhook }> {
  let company = from.tenant?.company;
  // A bare host (an IP, one hostname for every company) names no company: company_id does.
  if (!company && from.companyRef) {
    company = await deps.companies.findByRef(from.companyRef);
    if (!company) throw new LeadlineError('not_found', `No company ${from.companyRef}`);
  }
  if (!company && from.subdomain) company = await deps.companies.bySubdomain(from.subdomain);
  const rows = await deps.db
    .selectFrom('inbound_webhooks')
    .select([...COLUMNS])
    .where('vanity_uri', '=', vanityUri.toLowerCase())
    .$if(company !== undefined, (qb) => qb.where('company_id', '=', company!.id))
    .limit(2)
    .execute();
  if (rows.length === 0)
    throw new LeadlineError('not_found', `No inbound webhook has vanity_uri ${vanityUri}`);
  if (rows.length > 1) {
    throw new LeadlineError('validation_failed', {
      vanity_uri: [
        "is used by several companies: send company_id (your company's id or subdomain), or the request to your company's subdomain or with its credentials",
      ],
    });
  }
  const r = rows[0]!;
  company ??= await deps.companies.get(r.company_id);
  return {
    company,
    webhook: {
      id: r.id,
      name: String(r.name),
      offer_id: Number(r.offer_id),
      traffic_source_id: num(r.traffic_source_id),
      active: decodeValue('boolean', r.active) as boolean,
      post_only: decodeValue('boolean', r.post_only) as boolean,
      tracking_mode: r.tracking_mode === 'static_caller_number' ? 'static_caller_number' : 'ring_pool',
      ring_pool_id: num(r.ring_pool_id),
      static_number: (r.static_number as string | null) ?? null,
      ping_buyer_fields: (decodeValue('json', r.ping_buyer_fields) as string[] | null) ?? [
        'id',
        'name',
        'bid_price',
      ],
      minimum_bid: num(r.minimum_bid),
      ping_expires_seconds: num(r.ping_expires_seconds) ?? declared<number>('ping_expires_seconds'),
      number_hold_seconds: num(r.number_hold_seconds) ?? declared<number>('number_hold_seconds'),
      ping_limit_per_minute: num(r.ping_limit_per_minute),
      require_auth_token: decodeValue('boolean', r.require_auth_token) as boolean,
    },
  };
}
