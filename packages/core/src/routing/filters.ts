import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import type { DncCheckType } from '../suppression/check-log.js';
import type { SuppressionQuery, SuppressionVerdict } from '../suppression/suppression-service.js';
import type { TenantContext } from '../tenancy/context.js';
import { isTimeZone, type WallTime, wallTime } from '../time/zones.js';
import type { OfferBuyerGroup } from './buyer-group-links.js';
import {
  CAP_REASONS,
  type CapLimits,
  type CapReason,
  type CapSubject,
  capReached,
  capsReachedMany,
} from './caps.js';
import { fleetsOfBuyers, soldInFleet } from './fleet-duplicates.js';
import { isOpenAtWall } from './open-hours.js';
import { failedFilter, readTokenFilters, type TokenFilter } from './token-filters.js';

/** A buyer of an offer as the router's filters read it. */
export interface OfferBuyer {
  id: number;
  name: string;
  number: string;
  /** Its group's when it is in one (a group's tier and weight override the buyer's). */
  tier: number;
  weight: number;
  route_by_type: 'tier' | 'revenue' | 'epc';
  /** Seconds to ring the buyer before the call moves on. */
  timeout_seconds: number;
  paused: boolean;
  open_times: unknown;
  time_zone: string | null;
  token_filters: unknown;
  caps: CapLimits;
  /** The group it is routed through, if any. */
  group: OfferBuyerGroup | null;
}

/** What an eligibility check asks about one caller. */
export interface EligibilityQuery {
  offerId: number;
  /** E.164; without it the suppression layers cannot be asked and only pause and hours count. */
  number?: string | null;
  leadId?: number | null;
  checkType: DncCheckType;
  /** The call's tokens: with them, the buyer's token filters are checked too. */
  tokens?: Record<string, unknown> | null;
}

export type BuyerUnavailableReason =
  | 'paused'
  | 'closed'
  | 'token_filter'
  | CapReason
  | 'fleet_duplicate'
  | 'blacklisted'
  | 'opted_out'
  | 'suppressed';

/** What a filter may read: the query, the database (a dial's transaction at dial time), the time and the suppression check. */
export interface FilterContext {
  ctx: TenantContext;
  /** Null where only the caps are asked (the recheck at dial time). */
  query: EligibilityQuery | null;
  db: Kysely<DB>;
  /** Where known, the caps' reads pass their buyers as one array parameter. */
  dialect?: DialectName;
  now: number;
  suppression: {
    check(ctx: TenantContext, query: SuppressionQuery): Promise<SuppressionVerdict>;
    /** Every buyer of one caller at once (the service's); without it each buyer is checked alone. */
    checkMany?(
      ctx: TenantContext,
      query: Omit<SuppressionQuery, 'buyerId'>,
      buyerIds: readonly number[],
    ): Promise<Map<number, SuppressionVerdict>>;
  };
  /** Record links (buyer fleets' members); without them fleets are not read. */
  links?: RecordLinks;
  /** The buyer's clock: its time zone, or the company's. */
  zoneOf(buyer: OfferBuyer): string;
  /** Wall time in a zone, computed once per zone for a whole offer. */
  wallIn(zone: string): WallTime;
}

type Verdict = BuyerUnavailableReason | null;

/**
 * One buyer filter: the reasons it gives, how it checks one buyer, and how it
 * checks many at once (the batch may share queries; it must answer what `one`
 * answers for each buyer).
 */
export interface BuyerFilter {
  readonly reasons: readonly string[];
  one(buyer: OfferBuyer, f: FilterContext): Verdict | Promise<Verdict>;
  many?(buyers: readonly OfferBuyer[], f: FilterContext): Promise<Map<number, Verdict>>;
}

/**
 * A buyer's token filters read once per buyer record: the router's buyers are compiled once per
 * routing epoch (`offer-buyers.ts`), so every call after the first finds them parsed.
 */
const readFilters = new WeakMap<OfferBuyer, TokenFilter[] | null>();

const tokenFilterFails = (buyer: OfferBuyer, tokens: Record<string, unknown>) => {
  let filters = readFilters.get(buyer);
  if (filters === undefined) readFilters.set(buyer, (filters = readTokenFilters(buyer.token_filters)));
  return filters === null || failedFilter(filters, tokens) !== null;
};

/** The buyer's cap or its group's that is reached (the group's reason starts `buyer_group_`), or null. */
export async function buyerCapped(
  buyer: OfferBuyer,
  f: Pick<FilterContext, 'ctx' | 'db' | 'now' | 'zoneOf' | 'dialect'>,
): Promise<Verdict> {
  const own = await capReached(
    f.db,
    f.ctx,
    { buyerIds: [buyer.id], caps: buyer.caps },
    f.zoneOf(buyer),
    f.now,
    f.dialect,
  );
  if (own) return own as Verdict;
  if (!buyer.group) return null;
  const g = buyer.group;
  const group = await capReached(
    f.db,
    f.ctx,
    { buyerIds: g.memberIds, caps: g.caps },
    f.ctx.company.time_zone,
    f.now,
    f.dialect,
  );
  return (group ? `buyer_group_${group}` : null) as Verdict;
}

/** The buyer's own caps, then its group's. */
const caps: BuyerFilter = {
  reasons: [...CAP_REASONS, ...CAP_REASONS.map((r) => `buyer_group_${r}`)],
  one: buyerCapped,
  async many(buyers, f) {
    const subjects: CapSubject[] = [];
    for (const b of buyers) {
      subjects.push({ key: `b${b.id}`, buyerIds: [b.id], caps: b.caps, zone: f.zoneOf(b) });
      if (b.group) {
        subjects.push({
          key: `g${b.group.id}`,
          buyerIds: b.group.memberIds,
          caps: b.group.caps,
          zone: f.ctx.company.time_zone,
        });
      }
    }
    const reached = await capsReachedMany(f.db, f.ctx, subjects, f.now, f.dialect);
    const out = new Map<number, Verdict>();
    for (const b of buyers) {
      const own = reached.get(`b${b.id}`) ?? null;
      const group = b.group ? (reached.get(`g${b.group.id}`) ?? null) : null;
      out.set(b.id, own ?? (group ? `buyer_group_${group}` : null));
    }
    return out;
  },
};

/** May the caller be forwarded to the buyer: blacklist, opt-outs, the offer's and the buyer's lists (every block is logged). */
const suppression: BuyerFilter = {
  reasons: ['blacklisted', 'opted_out', 'suppressed'],
  async one(buyer, f) {
    const q = f.query;
    if (!q?.number) return null;
    const verdict = await f.suppression.check(f.ctx, {
      number: q.number,
      offerId: q.offerId,
      buyerId: buyer.id,
      leadId: q.leadId ?? null,
      checkType: q.checkType,
    });
    return verdict.allowed ? null : ((verdict.reason ?? 'suppressed') as BuyerUnavailableReason);
  },
  // An offer's candidates share the caller: its contact and every attached list are read once for all.
  async many(buyers, f) {
    const out = new Map<number, Verdict>();
    const q = f.query;
    if (!q?.number || !f.suppression.checkMany) {
      for (const b of buyers) out.set(b.id, await suppression.one(b, f));
      return out;
    }
    const verdicts = await f.suppression.checkMany(
      f.ctx,
      { number: q.number, offerId: q.offerId, leadId: q.leadId ?? null, checkType: q.checkType },
      buyers.map((b) => b.id),
    );
    for (const [id, v] of verdicts)
      out.set(id, v.allowed ? null : ((v.reason ?? 'suppressed') as BuyerUnavailableReason));
    return out;
  },
};

/**
 * The router's buyer filters, in the order they are checked: the first that
 * fails names the reason. Lead availability, ping/post and the call router
 * all ask through this table (one buyer or an offer's buyers at once), so they
 * can never disagree about a buyer.
 */
export const BUYER_FILTERS: readonly BuyerFilter[] = [
  { reasons: ['paused'], one: (b) => (b.paused ? 'paused' : null) },
  {
    reasons: ['closed'],
    // Blank hours are always open: no wall time to read.
    one: (b, f) =>
      !Array.isArray(b.open_times) ||
      b.open_times.length === 0 ||
      isOpenAtWall(b.open_times, f.wallIn(f.zoneOf(b)))
        ? null
        : 'closed',
  },
  {
    reasons: ['token_filter'],
    one: (b, f) => (f.query?.tokens && tokenFilterFails(b, f.query.tokens) ? 'token_filter' : null),
  },
  caps,
  {
    reasons: ['fleet_duplicate'],
    one: async (b, f) => (f.links && (await soldInFleet(b, f, f.links)) ? 'fleet_duplicate' : null),
    async many(buyers, f) {
      const out = new Map<number, Verdict>();
      const links = f.links;
      if (!links || !f.query?.number) return out;
      const fleets = await fleetsOfBuyers(
        f.db,
        f.ctx.company.id,
        buyers.map((b) => b.id),
      );
      for (const b of buyers) {
        const own = fleets.get(b.id);
        if (own && (await soldInFleet(b, f, links, own))) out.set(b.id, 'fleet_duplicate');
      }
      return out;
    },
  },
  suppression,
];

/** Every reason a buyer may give, in the order they are checked. */
export const BUYER_UNAVAILABLE_REASONS = BUYER_FILTERS.flatMap(
  (f) => f.reasons,
) as readonly BuyerUnavailableReason[];

/** The context the filters read, for one call's question. */
export function filterContext(
  base: Pick<FilterContext, 'ctx' | 'query' | 'db' | 'now' | 'suppression' | 'links' | 'dialect'>,
): FilterContext {
  const walls = new Map<string, WallTime>();
  return {
    ...base,
    zoneOf: (b) => (b.time_zone && isTimeZone(b.time_zone) ? b.time_zone : base.ctx.company.time_zone),
    wallIn(zone) {
      let w = walls.get(zone);
      if (!w) walls.set(zone, (w = wallTime(base.now, zone)));
      return w;
    },
  };
}

/** Why the buyer cannot take the caller now (the first filter it fails), or null when it can. */
export async function unavailableOne(buyer: OfferBuyer, f: FilterContext): Promise<Verdict> {
  for (const filter of BUYER_FILTERS) {
    const answer = filter.one(buyer, f);
    // The checks without the database answer at once: awaiting them would cost a turn each.
    const reason = answer instanceof Promise ? await answer : answer;
    if (reason) return reason;
  }
  return null;
}

/** `unavailableOne` for many buyers: each filter checks the buyers every earlier filter passed, in a batch where it has one. */
export async function unavailableMany(
  buyers: readonly OfferBuyer[],
  f: FilterContext,
): Promise<Map<number, Verdict>> {
  const out = new Map<number, Verdict>();
  let left = buyers;
  for (const filter of BUYER_FILTERS) {
    if (left.length === 0) break;
    const verdicts = filter.many ? await filter.many(left, f) : null;
    const passed: OfferBuyer[] = [];
    for (const b of left) {
      const answer = verdicts ? (verdicts.get(b.id) ?? null) : filter.one(b, f);
      // The checks without the database answer at once: awaiting them would cost a turn per buyer.
      const reason = answer instanceof Promise ? await answer : answer;
      if (reason) out.set(b.id, reason);
      else passed.push(b);
    }
    left = passed;
  }
  for (const b of left) out.set(b.id, null);
  return out;
}
