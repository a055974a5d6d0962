import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { repeatWindowSeconds } from './repeat-window.js';

/**
 * Buyer fleets share duplicate-caller protection (domain notes 2.1, "buyer fleets for
 * cross-buyer dedupe"): a caller sold to (converted for) one member of a fleet inside the
 * offer's repeat window (repeatWindowSeconds: the offer conversion's duplicate_timeframe,
 * else the offer's, else a day) is not sold to another member. The buyer's own repeat is
 * left to its conversion's duplicate_timeframe, as without a fleet. Deleted fleets and
 * deleted calls count for nothing.
 */
export async function soldInFleet(
  buyer: { id: number },
  f: {
    ctx: TenantContext;
    query: { number?: string | null; offerId: number } | null;
    db: Kysely<DB>;
    now: number;
  },
  links: RecordLinks,
  /** The buyer's fleets where the caller read them already (fleetsOfBuyers). */
  known?: readonly number[],
): Promise<boolean> {
  const q = f.query;
  if (!q?.number) return false;
  const companyId = f.ctx.company.id;
  const scope = new TenantScope(f.db, companyId);
  const owners = known ?? (await links.owners(f.db, companyId, 'buyer_fleets', 'buyer_ids', buyer.id));
  if (owners.length === 0) return false;
  const live = await scope
    .selectFrom('buyer_fleets')
    .select('id')
    .where('id', 'in', owners)
    .where('deleted_at', 'is', null)
    .execute();
  if (live.length === 0) return false;
  const fleetIds = live.map((r) => Number(r.id));
  const members = (await links.load(f.db, 'buyer_fleets', ['buyer_ids'], fleetIds)).get('buyer_ids')!;
  const others = [...new Set([...members.values()].flat())].filter((id) => id !== buyer.id);
  if (others.length === 0) return false;
  const window = await repeatWindowSeconds(f.db, companyId, q.offerId);
  const sold = await scope
    .selectFrom('calls')
    .select('id')
    .where('caller_number', '=', q.number)
    .where('buyer_id', 'in', others)
    .where(sql<boolean>`buyer_converted`)
    .where('created_at', '>=', f.now - window * 1000)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return sold !== undefined;
}

/**
 * The fleets naming each of the buyers, in one read: an offer's buyers are mostly in no fleet, and
 * asking buyer by buyer cost the router one statement per buyer on every call.
 */
export async function fleetsOfBuyers(
  db: Kysely<DB>,
  companyId: number,
  buyerIds: readonly number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (buyerIds.length === 0) return out;
  const rows = await new TenantScope(db, companyId)
    .selectFrom('record_links')
    .select(['owner_id', 'target_id'])
    .where('owner_table', '=', 'buyer_fleets')
    .where('field', '=', 'buyer_ids')
    .where('target_id', 'in', [...buyerIds])
    .execute();
  for (const r of rows) {
    const buyer = Number(r.target_id);
    out.set(buyer, [...(out.get(buyer) ?? []), Number(r.owner_id)]);
  }
  return out;
}
