import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { wallTime, zonedToUtc } from '../time/zones.js';

/** A buyer's caps (blank: no cap). */
export interface BuyerCapLimits {
  concurrency: number | null;
  hourly: number | null;
  daily: number | null;
  monthly: number | null;
  total: number | null;
}

export type CapReason = 'concurrency_cap' | 'hourly_cap' | 'daily_cap' | 'monthly_cap' | 'total_cap';

export const CAP_REASONS: readonly CapReason[] = [
  'concurrency_cap',
  'hourly_cap',
  'daily_cap',
  'monthly_cap',
  'total_cap',
];

export const hasCaps = (c: BuyerCapLimits) => Object.values(c).some((v) => v !== null);

/**
 * Which cap a buyer has reached, counted from the calls forwarded to it: the
 * calls still connected (concurrency), and the calls forwarded since the start
 * of the hour, day and month on the buyer's own clock, and ever. A buyer with
 * no cap costs no query.
 */
export async function capReached(
  db: Kysely<any>,
  ctx: TenantContext,
  buyer: { id: number; caps: BuyerCapLimits },
  zone: string,
  now: number,
): Promise<CapReason | null> {
  const c = buyer.caps;
  if (!hasCaps(c)) return null;
  const w = wallTime(now, zone);
  const hour = zonedToUtc({ ...w, minute: 0, second: 0 }, zone);
  const day = zonedToUtc({ ...w, hour: 0, minute: 0, second: 0 }, zone);
  const month = zonedToUtc({ ...w, day: 1, hour: 0, minute: 0, second: 0 }, zone);
  const since = (start: number) => sql<number>`sum(case when answered_at >= ${start} then 1 else 0 end)`;
  const row = await new TenantScope(db, ctx.company.id)
    .selectFrom('calls')
    .select([
      sql<number>`sum(case when status = 'in_progress' then 1 else 0 end)`.as('live'),
      since(hour).as('hourly'),
      since(day).as('daily'),
      since(month).as('monthly'),
      sql<number>`count(*)`.as('total'),
    ])
    .where('buyer_id', '=', buyer.id)
    .where('answered_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const n = (v: unknown) => Number(v ?? 0);
  if (c.concurrency !== null && n(row?.live) >= c.concurrency) return 'concurrency_cap';
  if (c.hourly !== null && n(row?.hourly) >= c.hourly) return 'hourly_cap';
  if (c.daily !== null && n(row?.daily) >= c.daily) return 'daily_cap';
  if (c.monthly !== null && n(row?.monthly) >= c.monthly) return 'monthly_cap';
  if (c.total !== null && n(row?.total) >= c.total) return 'total_cap';
  return null;
}
