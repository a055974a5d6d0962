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
  capsReachedList,
  capsSet,
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
    // Only buyers with caps of their own or a group's are checked; each group once, however many of its buyers ask.
    const subjects: Omit<CapSubject, 'key'>[] = [];
    const checked: { buyer: OfferBuyer; own: number; group: number }[] = [];
    const groups = new Map<number, number>();
    for (const b of buyers) {
      const own = capsSet(b.caps);
      const g = b.group !== null && capsSet(b.group.caps) ? b.group : null;
      if (!own && !g) continue;
      let group = -1;
      if (g) {
        group = groups.get(g.id) ?? -1;
        if (group < 0) {
          groups.set(g.id, (group = subjects.length));
          subjects.push({ buyerIds: g.memberIds, caps: g.caps, zone: f.ctx.company.time_zone });
        }
      }
      if (own) subjects.push({ buyerIds: [b.id], caps: b.caps, zone: f.zoneOf(b) });
      checked.push({ buyer: b, own: own ? subjects.length - 1 : -1, group });
    }
    const out = new Map<number, Verdict>();
    if (subjects.length === 0) return out;
    const reached = await capsReachedList(f.db, f.ctx, subjects, f.now, f.dialect);
    for (const { buyer, own, group } of checked) {
      const mine = own < 0 ? null : reached[own]!;
      const theirs = group < 0 ? null : reached[group]!;
      const verdict = mine ?? (theirs ? `buyer_group_${theirs}` : null);
      if (verdict) out.set(buyer.id, verdict as Verdict);
    }
    return out;
  },
};

/** May the caller be forwarded to the buyer: blacklist, opt-outs, the offer's and the buyer's lists (every block is logged). */
async function suppressed(buyer: OfferBuyer, f: FilterContext): Promise<Verdict> {
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
}

const suppression: BuyerFilter = {
  reasons: ['blacklisted', 'opted_out', 'suppressed'],
  one: suppressed,
  // An offer's candidates share the caller: its contact and every attached list are read once for
  // all. Without a number nothing is asked: no turn of the event loop per buyer for an answer known now.
  async many(buyers, f) {
    const out = new Map<number, Verdict>();
    const q = f.query;
    if (!q?.number) return out;
    if (!f.suppression.checkMany) {
      for (const b of buyers) {
        const reason = await suppressed(b, f);
        if (reason) out.set(b.id, reason);
      }
      return out;
    }
    const verdicts = await f.suppression.checkMany(
      f.ctx,
      { number: q.number, offerId: q.offerId, leadId: q.leadId ?? null, checkType: q.checkType },
      buyers.map((b) => b.id),
    );
    for (const [id, v] of verdicts)
      if (!v.allowed) out.set(id, (v.reason ?? 'suppressed') as BuyerUnavailableReason);
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
      if (!w) walls.set(zone, (w = wallTimeToTheSecond(base.now, zone)));
      return w;
    },
  };
}

/** The last wall time read per zone, with the second it holds for. */
const recentWalls = new Map<string, { second: number; wall: WallTime }>();

/**
 * `wallTime` read to the second (as Intl reads it), so every decision of one second shares one
 * reading of the zone's clock instead of asking Intl per decision. Shared: frozen.
 */
function wallTimeToTheSecond(ms: number, zone: string): WallTime {
  const second = Math.floor(ms / 1000);
  const hit = recentWalls.get(zone);
  if (hit && hit.second === second) return hit.wall;
  const wall = Object.freeze(wallTime(ms, zone));
  if (recentWalls.size >= 1000) recentWalls.clear();
  recentWalls.set(zone, { second, wall });
  return wall;
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

/**
 * `unavailableOne` for many buyers: each filter checks the buyers every earlier filter passed, in a
 * batch where it has one; a run of filters without a batch (pause, hours, token filters) takes each
 * buyer through them in order in one pass, as `unavailableOne` would.
 */
export async function unavailableMany(
  buyers: readonly OfferBuyer[],
  f: FilterContext,
): Promise<Map<number, Verdict>> {
  const out = new Map<number, Verdict>();
  let left = buyers;
  for (let i = 0; i < BUYER_FILTERS.length && left.length > 0; ) {
    const filter = BUYER_FILTERS[i]!;
    if (filter.many) {
      const verdicts = await filter.many(left, f);
      i++;
      // Every buyer passed (the usual answer): nothing to take out.
      if (verdicts.size === 0) continue;
      const passed: OfferBuyer[] = [];
      for (const b of left) {
        const reason = verdicts.get(b.id) ?? null;
        if (reason) out.set(b.id, reason);
        else passed.push(b);
      }
      left = passed;
      continue;
    }
    let end = i + 1;
    while (end < BUYER_FILTERS.length && !BUYER_FILTERS[end]!.many) end++;
    const passed: OfferBuyer[] = [];
    for (const b of left) {
      let reason: Verdict = null;
      for (let k = i; k < end && !reason; k++) {
        const answer = BUYER_FILTERS[k]!.one(b, f);
        // The checks without the database answer at once: awaiting them would cost a turn per buyer.
        reason = answer instanceof Promise ? await answer : answer;
      }
      if (reason) out.set(b.id, reason);
      else passed.push(b);
    }
    left = passed;
    i = end;
  }
  for (const b of left) out.set(b.id, null);
  return out;
}
