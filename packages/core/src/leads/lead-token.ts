import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { underRequestTransaction } from '../db/request-transaction.js';
import type { DB } from '../db/tables.js';
import type { Company, CompanyService } from '../tenancy/companies.js';

/** What a lead_token names: the offer or schedule a submitted lead joins, and its company. */
export interface LeadOwner {
  kind: 'offer' | 'schedule';
  /** Id of the offer or schedule the token belongs to. */
  id: number;
  name: string;
  active: boolean;
  company: Company;
  offerId: number | null;
  scheduleId: number | null;
  /** Country for numbers without a country code: the offer's, else the company's. */
  country: string;
  /** Schedule defaults a new lead takes. */
  hoursToExpire: number | null;
  maxContactAttempts: number | null;
  /** A lead_distribution schedule: its leads are routed on by its distributions (lead-distributor.ts). */
  distributes: boolean;
}

/**
 * Token lookups are remembered this long: POST /leads is the hottest path and
 * tokens never change (they are generated, read-only). Deactivating or
 * deleting an offer through another process is seen within this bound.
 */
const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;
/** Tokens are 32 hex characters; anything else is not worth a query. */
const TOKEN_RE = /^[0-9a-f]{32}$/i;

/**
 * Resolves lead tokens across companies: a lead token is the credential of
 * the public POST /leads, so it alone decides the company, never a parameter.
 */
export class LeadTokens {
  private readonly cache = new Map<string, { owner: LeadOwner | null; at: number }>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly companies: CompanyService,
    private readonly clock: Clock,
  ) {}

  async resolve(token: string): Promise<LeadOwner | null> {
    if (!TOKEN_RE.test(token)) return null;
    const key = token.toLowerCase();
    const now = this.clock.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < CACHE_TTL_MS) return hit.owner;
    const owner = await this.lookup(key);
    // Inside a request transaction the lookup sees its uncommitted writes, which a rollback may undo.
    if (underRequestTransaction()) return owner;
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(key, { owner, at: now });
    return owner;
  }

  /** Drops remembered lookups (after an offer or schedule changes in this process). */
  forget(): void {
    this.cache.clear();
  }

  private async lookup(token: string): Promise<LeadOwner | null> {
    const [offers, schedules] = await Promise.all([
      this.db
        .selectFrom('offers')
        .select(['id', 'company_id', 'name', 'active', 'default_country'])
        .where('lead_token', '=', token)
        .where('deleted_at', 'is', null)
        .execute(),
      this.db
        .selectFrom('schedules')
        .leftJoin('offers', 'offers.id', 'schedules.offer_id')
        .select([
          'schedules.id as id',
          'schedules.company_id as company_id',
          'schedules.name as name',
          'schedules.active as active',
          'schedules.offer_id as offer_id',
          'schedules.hours_to_expire as hours_to_expire',
          'schedules.max_contact_attempts as max_contact_attempts',
          'schedules.schedule_type as schedule_type',
          'offers.default_country as default_country',
        ])
        .where('schedules.lead_token', '=', token)
        .where('schedules.deleted_at', 'is', null)
        .execute(),
    ]);
    // Tokens are 128 random bits; two holders would mean tampering, and a token that
    // could name two companies' records must name neither.
    if (offers.length + schedules.length !== 1) return null;
    const row = (offers[0] ?? schedules[0]) as Record<string, unknown>;
    const company = await this.companies.find(Number(row.company_id));
    if (!company) return null;
    const isOffer = offers.length === 1;
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return {
      kind: isOffer ? 'offer' : 'schedule',
      id: Number(row.id),
      name: String(row.name),
      // A blank `active` is the default, true.
      active: row.active !== false && row.active !== 0,
      company,
      offerId: isOffer ? Number(row.id) : num(row.offer_id),
      scheduleId: isOffer ? null : Number(row.id),
      country: (row.default_country as string | null) || company.default_country,
      hoursToExpire: isOffer ? null : num(row.hours_to_expire),
      maxContactAttempts: isOffer ? null : num(row.max_contact_attempts),
      distributes: !isOffer && row.schedule_type === 'lead_distribution',
    };
  }
}
