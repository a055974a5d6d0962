import type { Kysely } from 'kysely';
import { encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import { TenantScope } from '../tenancy/scope.js';

/**
 * What each buyer bids for a call: the revenue of its first active buyer
 * conversion (sortable_order, then id), else of its first buyer group's.
 * A buyer with no conversion bids null (no price), which a minimum bid refuses.
 *
 * Bids are the conversions' static revenue. A webhook conversion asked live
 * for a dynamic bid needs the outgoing webhook engine; until then it bids its
 * configured revenue.
 */
export async function bidsOf(
  db: Kysely<DB>,
  dialect: DialectName,
  links: RecordLinks,
  companyId: number,
  buyerIds: readonly number[],
): Promise<Map<number, number | null>> {
  const bids = new Map<number, number | null>(buyerIds.map((id) => [id, null]));
  if (buyerIds.length === 0) return bids;
  const groups = (await links.load(db, 'buyers', ['buyer_group_ids'], [...buyerIds])).get('buyer_group_ids');
  const groupIds = [...new Set([...(groups?.values() ?? [])].flat())];
  const rows = await new TenantScope(db, companyId)
    .selectFrom('buyer_conversions')
    .select(['owner_type', 'owner_id', 'revenue'])
    .where('active', '=', encodeValue('boolean', true, dialect))
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_type', '=', 'Buyer'), eb('owner_id', 'in', [...buyerIds])]),
        ...(groupIds.length
          ? [eb.and([eb('owner_type', '=', 'BuyerGroup'), eb('owner_id', 'in', groupIds)])]
          : []),
      ]),
    )
    .orderBy('sortable_order')
    .orderBy('id')
    .execute();
  const first = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.owner_type}:${Number(r.owner_id)}`;
    if (!first.has(key)) first.set(key, r.revenue ?? 0);
  }
  for (const id of buyerIds) {
    const own = first.get(`Buyer:${id}`);
    const viaGroup = (groups?.get(id) ?? [])
      .map((g) => first.get(`BuyerGroup:${g}`))
      .find((v) => v !== undefined);
    bids.set(id, own ?? viaGroup ?? null);
  }
  return bids;
}
